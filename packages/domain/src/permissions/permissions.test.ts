import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATOR_GRID,
  AREA_ACTIONS,
  EMPLOYEE_GRID,
  EXAMPLE_ROLES,
  gridCells,
  gridWithin,
  PERMISSION_AREAS,
  Permissions,
} from './permissions.ts';
import { gridProblems, permissionGridSchema, ROLE_MESSAGES, roleFormSchema } from './roleSchema.ts';

describe('Permissions', () => {
  it('adds roles up cell by cell as a set of scopes, never widening one to another', () => {
    const held = new Permissions([
      { leave: { read: 'department' } },
      { leave: { read: 'direct-reports', approve: 'direct-reports' } },
    ]);
    expect(held.scopes('leave', 'read')).toEqual(['direct-reports', 'department']);
    expect(held.canAll('leave', 'read')).toBe(false);
    expect(held.can('leave', 'approve')).toBe(true);
    expect(held.can('payroll', 'read')).toBe(false);
    expect(held.scopes('payroll', 'read')).toEqual([]);
  });

  it('gives the administrator every cell of every area at the whole employer', () => {
    const admin = new Permissions([ADMINISTRATOR_GRID]);
    for (const { area, action } of gridCells()) expect(admin.canAll(area, action)).toBe(true);
  });

  it('keeps an employee to their own records, Team excepted', () => {
    const employee = new Permissions([EMPLOYEE_GRID]);
    expect(employee.scopes('payroll', 'read')).toEqual(['own']);
    expect(employee.can('payroll', 'run')).toBe(false);
    expect(employee.can('employer', 'update')).toBe(false);
    expect(employee.canAll('team', 'read')).toBe(true);
  });

  it('says a grid is within what a caller holds only when every cell is held as wide', () => {
    const officer = new Permissions([{ employees: { read: 'department' }, payroll: { read: 'employer' } }]);
    expect(gridWithin({ payroll: { read: 'own' } }, officer)).toBe(true);
    expect(gridWithin({ employees: { read: 'department' } }, officer)).toBe(true);
    expect(gridWithin({ employees: { read: 'branch' } }, officer)).toBe(false);
    expect(gridWithin({ payroll: { run: 'employer' } }, officer)).toBe(false);
  });

  it('lists the grid rows in the menu order with only the actions each area has', () => {
    expect(gridCells().length).toBe(
      PERMISSION_AREAS.reduce((sum, area) => sum + AREA_ACTIONS[area].length, 0),
    );
    expect(AREA_ACTIONS.payroll).toContain('run');
    expect(AREA_ACTIONS.team).not.toContain('approve');
  });
});

describe('role schema', () => {
  it('accepts every shipped example', () => {
    for (const example of EXAMPLE_ROLES) {
      expect(v.safeParse(roleFormSchema, example).success, example.name).toBe(true);
    }
  });

  it('names an action the area does not have and a narrow scope on an employer-wide area', () => {
    expect(gridProblems({ team: { approve: 'employer' } } as never)).toEqual([
      'team has no action “approve”.',
    ]);
    expect(gridProblems({ roles: { read: 'own' } })).toEqual([
      'roles read reaches the whole employer or nothing.',
    ]);
  });

  it('refuses an empty grid and a role without a name', () => {
    const empty = v.safeParse(permissionGridSchema, {});
    expect(empty.issues?.[0]?.message).toBe(ROLE_MESSAGES.emptyGrid);
    const nameless = v.safeParse(roleFormSchema, {
      name: '  ',
      description: '',
      grid: { leave: { read: 'own' } },
    });
    expect(nameless.issues?.[0]?.message).toBe(ROLE_MESSAGES.name);
  });
});
