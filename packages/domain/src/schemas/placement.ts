import * as v from 'valibot';
import { COMPLETE_DATE, ID_MAX_LENGTH, isIsoDate, optionalId, optionalText } from './fieldRules.ts';

/**
 * The placement register (issue 28): each move of an employee is a dated row of their department, job
 * position, level, branch and line manager, with the kind of move and why. The server's
 * record-placement and bulk operations take the same fields.
 */
export const PLACEMENT_KINDS = ['Hire', 'Transfer', 'Promotion', 'Demotion', 'Acting', 'Secondment'] as const;
export type PlacementKind = (typeof PLACEMENT_KINDS)[number];

export const PLACEMENT_LIMITS = { reasonMaxLength: 200, bulkMaxPeople: 1000 } as const;

/** The five things a move changes, in the order the register and its forms show them. */
export const PLACEMENT_FIELDS = ['department', 'jobPosition', 'level', 'branch', 'lineManager'] as const;
export type PlacementField = (typeof PLACEMENT_FIELDS)[number];

export const PLACEMENT_FIELD_LABELS: Readonly<Record<PlacementField, string>> = {
  department: 'Department',
  jobPosition: 'Job Position',
  level: 'Level',
  branch: 'Branch',
  lineManager: 'Line Manager',
};

const effectiveDate = v.pipe(
  v.string(),
  v.nonEmpty('Enter the effective date.'),
  v.check(isIsoDate, COMPLETE_DATE),
);
/** The move; '' while none is chosen in a form. */
const kind = v.pipe(
  v.union([v.literal(''), v.picklist(PLACEMENT_KINDS)], 'Choose the move.'),
  v.check((chosen) => chosen !== '', 'Choose the move.'),
  v.transform((chosen) => chosen as PlacementKind),
);
const reason = optionalText(PLACEMENT_LIMITS.reasonMaxLength);

/** Record placement: one employee's move; an empty reference field means none from that date. */
export const recordPlacementSchema = v.object({
  employeeId: v.pipe(v.string(), v.nonEmpty('Choose the employee.'), v.maxLength(ID_MAX_LENGTH)),
  effectiveDate,
  kind,
  departmentId: optionalId(),
  jobPositionId: optionalId(),
  levelId: optionalId(),
  branchId: optionalId(),
  lineManagerId: optionalId(),
  reason,
});

export type RecordPlacementInput = v.InferInput<typeof recordPlacementSchema>;
export type RecordPlacementValues = v.InferOutput<typeof recordPlacementSchema>;

/** What a bulk change field holds while its reference is kept as it is for each person. */
export const KEEP_AS_IS = '';

/** A bulk change: '' keeps each person's own value; an id moves everyone to it. */
const change = v.pipe(
  v.string(),
  v.maxLength(ID_MAX_LENGTH, 'Choose an option from the list.'),
  v.transform((id) => (id === KEEP_AS_IS ? undefined : id)),
);

/**
 * Bulk placement: several people moved at once on one date. At least one of the five changes must be
 * chosen, or the move would change nothing for anyone; only the chosen ones are sent.
 */
export const bulkPlacementSchema = v.pipe(
  v.object({
    employeeIds: v.pipe(
      v.array(v.string()),
      v.minLength(1, 'Choose at least one person.'),
      v.maxLength(PLACEMENT_LIMITS.bulkMaxPeople, `Choose at most ${PLACEMENT_LIMITS.bulkMaxPeople} people.`),
    ),
    effectiveDate,
    kind,
    reason,
    changes: v.object({
      departmentId: change,
      jobPositionId: change,
      levelId: change,
      branchId: change,
      lineManagerId: change,
    }),
  }),
  v.forward(
    v.check(
      ({ changes }) => Object.values(changes).some((id) => id !== undefined),
      'Choose at least one change: a department, job position, level, branch or line manager.',
    ),
    ['changes'],
  ),
  v.transform(({ changes, ...move }) => ({
    ...move,
    changes: Object.fromEntries(Object.entries(changes).filter(([, id]) => id !== undefined)) as Partial<
      Record<keyof typeof changes, string>
    >,
  })),
);

export type BulkPlacementInput = v.InferInput<typeof bulkPlacementSchema>;
export type BulkPlacementValues = v.InferOutput<typeof bulkPlacementSchema>;
