/**
 * Who may do what, to whom (issue 27): a permission is an area × an action × a scope. Areas are the
 * menu's; actions are what can be done in them; a scope says whose records the permission reaches.
 * A role is a grid of such cells; a caller's permissions are the cells of every role they hold,
 * added up cell by cell as a set of scopes: holding "department" and "direct reports" reaches both
 * relations and never the whole branch (scope never widens by accident).
 */

export const PERMISSION_AREAS = [
  'employees',
  'leave',
  'attendance',
  'documents',
  'expenses',
  'incidents',
  'team',
  'payroll',
  'employer',
  'roles',
  'audit',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'approve', 'export', 'run'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** From the narrowest to the widest; "narrower" in the matrix tests means earlier in this list. */
export const PERMISSION_SCOPES = [
  'own',
  'direct-reports',
  'all-reports',
  'department',
  'branch',
  'employer',
] as const;
export type PermissionScope = (typeof PERMISSION_SCOPES)[number];

export const AREA_LABELS: Record<PermissionArea, string> = {
  employees: 'Employees',
  leave: 'Leave',
  attendance: 'Attendance',
  documents: 'Documents',
  expenses: 'Expense claims',
  incidents: 'Incidents',
  team: 'Team',
  payroll: 'Payroll',
  employer: 'Employer set-up',
  roles: 'Roles',
  audit: 'Audit trail',
};

export const ACTION_LABELS: Record<PermissionAction, string> = {
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
  run: 'Run / finalise',
};

export const SCOPE_LABELS: Record<PermissionScope, string> = {
  own: 'Own record',
  'direct-reports': 'Direct reports',
  'all-reports': 'All reports down the line',
  department: 'Own department',
  branch: 'Own branch',
  employer: 'Whole employer',
};

/** The actions each area has: approve where something is approved, run where something is run. */
export const AREA_ACTIONS: Record<PermissionArea, readonly PermissionAction[]> = {
  employees: ['read', 'create', 'update', 'delete', 'export'],
  leave: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  attendance: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  documents: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  expenses: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  incidents: ['read', 'create', 'update', 'delete', 'approve', 'export'],
  team: ['read', 'create', 'update', 'delete'],
  payroll: ['read', 'create', 'update', 'delete', 'export', 'run'],
  employer: ['read', 'update'],
  roles: ['read', 'create', 'update', 'delete'],
  audit: ['read', 'export'],
};

/**
 * Areas whose records are not anybody's (the employer's set-up, its roles, its audit trail): a cell
 * there is either the whole employer or nothing.
 */
export const EMPLOYER_WIDE_AREAS: readonly PermissionArea[] = ['employer', 'roles', 'audit'];

/** One role's cells: for each area, the scope each action reaches (absent: not granted). */
export type PermissionGrid = Partial<
  Record<PermissionArea, Partial<Record<PermissionAction, PermissionScope>>>
>;

export function isAreaAction(area: PermissionArea, action: PermissionAction): boolean {
  return AREA_ACTIONS[area].includes(action);
}

/** Every cell a grid may hold, in the grid's order: the rows and columns of the Custom Role page. */
export function gridCells(): { area: PermissionArea; action: PermissionAction }[] {
  return PERMISSION_AREAS.flatMap((area) => AREA_ACTIONS[area].map((action) => ({ area, action })));
}

/** A grid granting every cell its area has at one scope (employer-wide areas at the employer's). */
function everyCell(scope: PermissionScope, actions?: readonly PermissionAction[]): PermissionGrid {
  const grid: PermissionGrid = {};
  for (const area of PERMISSION_AREAS) {
    const cells: Partial<Record<PermissionAction, PermissionScope>> = {};
    for (const action of AREA_ACTIONS[area]) {
      if (actions && !actions.includes(action)) continue;
      cells[action] = EMPLOYER_WIDE_AREAS.includes(area) ? 'employer' : scope;
    }
    grid[area] = cells;
  }
  return grid;
}

/**
 * The caller's permissions: every grid they hold, added up. Built once per request from the roles
 * stored at that moment, so a change to a role takes effect on the caller's next request.
 */
export class Permissions {
  readonly #cells = new Map<string, Set<PermissionScope>>();

  constructor(grids: readonly PermissionGrid[]) {
    for (const grid of grids) {
      for (const area of PERMISSION_AREAS) {
        for (const action of AREA_ACTIONS[area]) {
          const scope = grid[area]?.[action];
          if (!scope) continue;
          const key = `${area}.${action}`;
          const scopes = this.#cells.get(key) ?? new Set<PermissionScope>();
          scopes.add(scope);
          this.#cells.set(key, scopes);
        }
      }
    }
  }

  /** The scopes the caller holds for a cell, narrowest first; empty when the cell is not granted. */
  scopes(area: PermissionArea, action: PermissionAction): PermissionScope[] {
    const held = this.#cells.get(`${area}.${action}`);
    return held ? PERMISSION_SCOPES.filter((scope) => held.has(scope)) : [];
  }

  /** True when the cell is granted at any scope. */
  can(area: PermissionArea, action: PermissionAction): boolean {
    return this.#cells.has(`${area}.${action}`);
  }

  /** True when the cell reaches every record of the employer. */
  canAll(area: PermissionArea, action: PermissionAction): boolean {
    return this.#cells.get(`${area}.${action}`)?.has('employer') ?? false;
  }

  /** The held cells as one grid per scope-set, for the client: area → action → scopes. */
  toJSON(): Record<string, Record<string, PermissionScope[]>> {
    const out: Record<string, Record<string, PermissionScope[]>> = {};
    for (const area of PERMISSION_AREAS) {
      for (const action of AREA_ACTIONS[area]) {
        const scopes = this.scopes(area, action);
        if (!scopes.length) continue;
        out[area] ??= {};
        (out[area] as Record<string, PermissionScope[]>)[action] = scopes;
      }
    }
    return out;
  }
}

/** True when every cell of `inner` is held by `outer` at a scope at least as wide (employer covers all). */
export function gridWithin(inner: PermissionGrid, outer: Permissions): boolean {
  for (const area of PERMISSION_AREAS) {
    for (const action of AREA_ACTIONS[area]) {
      const scope = inner[area]?.[action];
      if (!scope) continue;
      const held = outer.scopes(area, action);
      if (!held.includes(scope) && !held.includes('employer')) return false;
    }
  }
  return true;
}

export interface BuiltInRole {
  key: 'administrator' | 'employee' | 'line-manager' | 'head-of-department' | 'head-of-branch';
  name: string;
  description: string;
  grid: PermissionGrid;
}

/** Everything, everywhere in the employer. */
export const ADMINISTRATOR_GRID: PermissionGrid = everyCell('employer');

/**
 * Self-service: an employee's own record, leave, payslips and files, and the Team pages everyone
 * shares (the services decide which Team posts are theirs to change).
 */
export const EMPLOYEE_GRID: PermissionGrid = {
  employees: { read: 'own', update: 'own' },
  leave: { read: 'own', create: 'own', update: 'own', delete: 'own' },
  attendance: { read: 'own', create: 'own' },
  documents: { read: 'own', create: 'own' },
  // Their own expense claims: drafted, changed and withdrawn by them, decided by the approval route.
  expenses: { read: 'own', create: 'own', update: 'own', delete: 'own' },
  incidents: { read: 'own' },
  team: { read: 'employer', create: 'own', update: 'own', delete: 'own' },
  // Their own payslips and annual statement, on screen and as a file.
  payroll: { read: 'own', export: 'own' },
};

/**
 * What an implicit relation holds over its people: read their records, read and approve their leave,
 * attendance and documents. The three relations differ only in whom they reach.
 */
function relationGrid(scope: PermissionScope): PermissionGrid {
  return {
    employees: { read: scope },
    leave: { read: scope, approve: scope },
    attendance: { read: scope, approve: scope },
    documents: { read: scope, approve: scope },
  };
}

/** Held implicitly by anyone who is a line manager today. */
export const LINE_MANAGER_GRID: PermissionGrid = relationGrid('direct-reports');

/** Held implicitly by the head of a department, over the people of that department. */
export const HEAD_OF_DEPARTMENT_GRID: PermissionGrid = relationGrid('department');

/** Held implicitly by the head of a branch, over the people of that branch. */
export const HEAD_OF_BRANCH_GRID: PermissionGrid = relationGrid('branch');

export const BUILT_IN_ROLES: readonly BuiltInRole[] = [
  {
    key: 'administrator',
    name: 'Administrator',
    description:
      'Everything, for the whole employer. Administrator accounts sign in on the administrator sign-in.',
    grid: ADMINISTRATOR_GRID,
  },
  {
    key: 'employee',
    name: 'Employee',
    description: 'Their own record, leave, payslips and documents, and the Team pages.',
    grid: EMPLOYEE_GRID,
  },
  {
    key: 'line-manager',
    name: 'Line Manager',
    description: 'Held by anyone who has direct reports: reads and approves for them.',
    grid: LINE_MANAGER_GRID,
  },
  {
    key: 'head-of-department',
    name: 'Head of Department',
    description: 'Held by the head of a department: reads and approves for its people.',
    grid: HEAD_OF_DEPARTMENT_GRID,
  },
  {
    key: 'head-of-branch',
    name: 'Head of Branch',
    description: 'Held by the head of a branch: reads and approves for its people.',
    grid: HEAD_OF_BRANCH_GRID,
  },
];

export interface ExampleRole {
  name: string;
  description: string;
  grid: PermissionGrid;
}

/** Roles a new employer can copy and edit on the Custom Role page. */
export const EXAMPLE_ROLES: readonly ExampleRole[] = [
  {
    name: 'HR Officer',
    description: 'Keeps staff records, leave, attendance, documents and incidents; never sees pay.',
    grid: {
      employees: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        export: 'employer',
      },
      leave: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        approve: 'employer',
        export: 'employer',
      },
      attendance: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        approve: 'employer',
        export: 'employer',
      },
      documents: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        approve: 'employer',
        export: 'employer',
      },
      incidents: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        approve: 'employer',
        export: 'employer',
      },
      team: { read: 'employer', create: 'employer', update: 'employer', delete: 'employer' },
      employer: { read: 'employer' },
    },
  },
  {
    name: 'Payroll Officer',
    description: 'Sets up and runs pay and reads the records pay needs; cannot change their own pay.',
    grid: {
      employees: { read: 'employer' },
      // Approved expense claims are paid through payroll or marked paid outside it.
      expenses: { read: 'employer', update: 'employer', export: 'employer' },
      payroll: {
        read: 'employer',
        create: 'employer',
        update: 'employer',
        delete: 'employer',
        export: 'employer',
        run: 'employer',
      },
      employer: { read: 'employer' },
    },
  },
  {
    name: 'Auditor',
    description: 'Reads and exports everything, changes nothing, and reads the audit trail.',
    grid: everyCell('employer', ['read', 'export']),
  },
];

const ACTION_VERBS: Record<PermissionAction, string> = {
  read: 'see',
  create: 'add to',
  update: 'change',
  delete: 'delete from',
  approve: 'approve in',
  export: 'export',
  run: 'run',
};

const AREA_NOUNS: Record<PermissionArea, string> = {
  employees: 'employees’ records',
  leave: 'leave',
  attendance: 'attendance',
  documents: 'documents',
  expenses: 'expense claims',
  incidents: 'incidents',
  team: 'Team',
  payroll: 'payroll',
  employer: 'the employer’s set-up',
  roles: 'roles and permissions',
  audit: 'the audit trail',
};

/** The 403's sentence when a caller's roles do not grant what an operation needs. */
export function notAllowedMessage(area: PermissionArea, action: PermissionAction): string {
  return `Your role does not allow you to ${ACTION_VERBS[action]} ${AREA_NOUNS[area]}.`;
}
