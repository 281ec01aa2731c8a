import { AREA_LABELS, type PermissionArea } from '@hr/domain';

/** One row of the audit trail (list-audit-events, get-employee-history). */
export interface AuditEvent {
  id: string;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  address: string | null;
  operation: string;
  area: string;
  recordType: string | null;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One field as it was and as it became; undefined where the record had no such field. */
export interface FieldChange {
  field: string;
  label: string;
  before: string | undefined;
  after: string | undefined;
}

/** "firstName" → "First name", "employee_no" → "Employee no": a field's name read as words. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: nothing is "(empty)", lists and objects as their JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields an event changed, in the record's order: every field of a record created or deleted, and
 * of a change only those whose value differs (compared as JSON, so a nested object counts once).
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const was = before && field in before ? before[field] : undefined;
    const is = after && field in after ? after[field] : undefined;
    if (before && after && JSON.stringify(was) === JSON.stringify(is)) return [];
    return [
      {
        field,
        label: fieldLabel(field),
        before: was === undefined ? undefined : valueText(was),
        after: is === undefined ? undefined : valueText(is),
      },
    ];
  });
}

/** What an event did, in a few words: "Created", "Deleted", "3 fields changed: Salary, …". */
export function changeSummary(event: Pick<AuditEvent, 'before' | 'after'>): string {
  if (!event.before && !event.after) return 'No fields recorded';
  if (!event.before) return 'Created';
  if (!event.after) return 'Deleted';
  const changes = fieldChanges(event.before, event.after);
  if (changes.length === 0) return 'No field changed';
  const names = changes.map((change) => change.label).join(', ');
  return `${changes.length === 1 ? '1 field' : `${changes.length} fields`} changed: ${names}`;
}

/** "update-employee" → "Update employee": the contract's operation read as words. */
export function operationLabel(operation: string): string {
  return fieldLabel(operation);
}

/** An area's name as the Custom Role grid says it; an area unknown to this build as it came. */
export function areaLabel(area: string): string {
  return AREA_LABELS[area as PermissionArea] ?? fieldLabel(area);
}
