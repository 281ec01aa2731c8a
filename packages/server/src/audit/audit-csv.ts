import type { AuditEvent } from '../contract-types.ts';
import { csvLine } from '../employees/employees-csv.ts';

export const AUDIT_CSV_HEADERS = [
  'When',
  'Who',
  'Address',
  'Operation',
  'Area',
  'Record type',
  'Record id',
  'Before',
  'After',
] as const;

const json = (fields: Record<string, unknown> | null) => (fields === null ? null : JSON.stringify(fields));

export function auditCsvLines(events: readonly AuditEvent[]): string {
  return events
    .map((event) =>
      csvLine([
        event.at,
        event.actorName,
        event.address,
        event.operation,
        event.area,
        event.recordType,
        event.recordId,
        json(event.before),
        json(event.after),
      ]),
    )
    .join('');
}
