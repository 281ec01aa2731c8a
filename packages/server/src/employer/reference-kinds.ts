import type { Bank, Branch, Department, JobPosition, Level } from '../contract-types.ts';

/**
 * The employer's reference data (issue 6): five kinds of row with a code, a name and an active flag,
 * each with a few fields of its own. One generic service (reference-data.ts) serves them all; what
 * sets a kind apart is described here.
 */

export type ReferenceItem = Department | JobPosition | Level | Branch | Bank;

export type ReferenceTable = 'departments' | 'job_positions' | 'levels' | 'branches' | 'banks';

/**
 * A column that points at a reference row, and its table: the employee row's bank, and the placements
 * (current, past and future) for job positions, departments, levels and branches.
 */
export type ReferringColumn =
  | { table: 'employees'; column: 'bank_id' }
  | { table: 'placement_history'; column: 'department_id' | 'job_position_id' | 'level_id' | 'branch_id' };

/** A kind's own free-text fields: the item's string fields other than id, code and name. */
export type TextField<Item> = Exclude<
  { [Key in keyof Item]: Item[Key] extends string ? Key : never }[keyof Item],
  'id' | 'code' | 'name'
>;

type TextColumn = 'responsibilities' | 'address' | 'branch_or_sort_code';

/**
 * Something that refers to rows of a kind, counted before a delete and named in the refusal. Counts
 * are of employees, however many of their placements point at the row.
 */
export interface Referrer {
  refersBy: ReferringColumn;
  /** The clause of the refusal: "3 employees are placed in it". */
  describe(count: number): string;
}

export interface ReferenceKind<Item extends ReferenceItem> {
  table: ReferenceTable;
  /** How messages name one: "department", "job position". */
  noun: string;
  /** How the contract's operationIds name one (createJobPosition), and the audit trail's record type. */
  operationNoun: string;
  recordType: string;
  texts: { field: TextField<Item>; column: TextColumn }[];
  /** Whether an employee heads it: typed so the flag cannot disagree with the contract's item. */
  hasHead: 'headEmployeeId' extends keyof Item ? true : false;
  referrers: Referrer[];
}

/** "1 employee is", "3 employees are". */
function employees(count: number, one: string, many: string): string {
  return count === 1 ? `1 employee ${one}` : `${count} employees ${many}`;
}

export const departments: ReferenceKind<Department> = {
  table: 'departments',
  noun: 'department',
  operationNoun: 'Department',
  recordType: 'department',
  texts: [],
  hasHead: true,
  referrers: [
    {
      refersBy: { table: 'placement_history', column: 'department_id' },
      describe: (count) => `${employees(count, 'is or was', 'are or were')} placed in it`,
    },
  ],
};

export const jobPositions: ReferenceKind<JobPosition> = {
  table: 'job_positions',
  noun: 'job position',
  operationNoun: 'JobPosition',
  recordType: 'job-position',
  texts: [{ field: 'responsibilities', column: 'responsibilities' }],
  hasHead: false,
  referrers: [
    {
      refersBy: { table: 'placement_history', column: 'job_position_id' },
      describe: (count) => `${employees(count, 'holds or held', 'hold or held')} it`,
    },
  ],
};

export const levels: ReferenceKind<Level> = {
  table: 'levels',
  noun: 'level',
  operationNoun: 'Level',
  recordType: 'level',
  texts: [{ field: 'responsibilities', column: 'responsibilities' }],
  hasHead: false,
  referrers: [
    {
      refersBy: { table: 'placement_history', column: 'level_id' },
      describe: (count) => `${employees(count, 'is or was', 'are or were')} graded at it`,
    },
  ],
};

export const branches: ReferenceKind<Branch> = {
  table: 'branches',
  noun: 'branch',
  operationNoun: 'Branch',
  recordType: 'branch',
  texts: [{ field: 'address', column: 'address' }],
  hasHead: true,
  referrers: [
    {
      // The branch is dated on the placement (migration 0025); the row's branch_id is its cache.
      refersBy: { table: 'placement_history', column: 'branch_id' },
      describe: (count) => `${employees(count, 'is or was', 'are or were')} based at it`,
    },
  ],
};

export const banks: ReferenceKind<Bank> = {
  table: 'banks',
  noun: 'bank',
  operationNoun: 'Bank',
  recordType: 'bank',
  texts: [{ field: 'branchOrSortCode', column: 'branch_or_sort_code' }],
  hasHead: false,
  referrers: [
    {
      refersBy: { table: 'employees', column: 'bank_id' },
      describe: (count) => `${employees(count, 'is', 'are')} paid through it`,
    },
  ],
};
