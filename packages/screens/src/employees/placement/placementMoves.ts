import { PLACEMENT_FIELDS, type PlacementField, type PlacementKind } from '@hr/domain';

/**
 * The placement register's rows as the server lists them (issue 28). Screens do not import the API's
 * types: these are the same shapes, declared where they are shown.
 */

/** Where a person is placed: each of the five references by id and name, null when none. */
export interface PlacementFields {
  departmentId: string | null;
  departmentName: string | null;
  jobPositionId: string | null;
  jobPositionName: string | null;
  levelId: string | null;
  levelName: string | null;
  branchId: string | null;
  branchName: string | null;
  lineManagerId: string | null;
  lineManagerName: string | null;
}

/** One move on the register: the placement from its effective date, beside the one it followed. */
export interface PlacementMove extends PlacementFields {
  id: string;
  employeeId: string;
  employeeName: string;
  /** 'YYYY-MM-DD'. */
  effectiveDate: string;
  /** null for rows recorded before moves had kinds. */
  kind: PlacementKind | null;
  reason: string | null;
  /** The placement before this one; null for the employee's first. */
  previous: PlacementFields | null;
  /** 'scheduled' has not taken effect yet and can be cancelled. */
  status: 'past' | 'current' | 'scheduled';
  recordedByName: string | null;
  /** ISO date-time. */
  recordedAt: string;
}

/** One person of a bulk placement's preview: their placement before and after, and why it cannot be. */
export interface BulkPlacementPreviewRow {
  employeeId: string;
  employeeName: string;
  before: PlacementFields;
  after: PlacementFields;
  /** Empty when the move can be saved for them. */
  problems: readonly string[];
}

export interface BulkPlacementPreview {
  rows: readonly BulkPlacementPreviewRow[];
  /** Whether every row can be saved. */
  ready: boolean;
}

const NAME_OF: Readonly<Record<PlacementField, keyof PlacementFields>> = {
  department: 'departmentName',
  jobPosition: 'jobPositionName',
  level: 'levelName',
  branch: 'branchName',
  lineManager: 'lineManagerName',
};

const ID_OF: Readonly<Record<PlacementField, keyof PlacementFields>> = {
  department: 'departmentId',
  jobPosition: 'jobPositionId',
  level: 'levelId',
  branch: 'branchId',
  lineManager: 'lineManagerId',
};

/** What a placement has for one field, as read: its name, or "None". */
export function placedName(fields: PlacementFields, field: PlacementField): string {
  return fields[NAME_OF[field]] ?? 'None';
}

/** Whether one field differs between two placements (by id: two rows may share a name). */
export function fieldChanged(
  before: PlacementFields,
  after: PlacementFields,
  field: PlacementField,
): boolean {
  return before[ID_OF[field]] !== after[ID_OF[field]];
}

/** A field of a move as the register reads it: "Sales → Finance" where it changed, else its value. */
export function changeText(
  before: PlacementFields | null,
  after: PlacementFields,
  field: PlacementField,
): string {
  return before && fieldChanged(before, after, field)
    ? `${placedName(before, field)} → ${placedName(after, field)}`
    : placedName(after, field);
}

/** The fields that differ, in the register's order. */
export function changedFields(before: PlacementFields, after: PlacementFields): PlacementField[] {
  return PLACEMENT_FIELDS.filter((field) => fieldChanged(before, after, field));
}
