import { describe, expect, it } from 'vitest';
import { MENU_PERMISSIONS, meetsNeed, menuForPermissions, needOfPath } from './menuPermissions.ts';
import { SIDE_MENU } from './navigation.ts';
import {
  ADMINISTRATOR_GRID,
  EMPLOYEE_GRID,
  EXAMPLE_ROLES,
  LINE_MANAGER_GRID,
  type PermissionGrid,
  Permissions,
} from './permissions/index.ts';

const held = (...grids: PermissionGrid[]) => new Permissions(grids).toJSON();
const example = (name: string) => {
  const role = EXAMPLE_ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no example ${name}`);
  return role.grid;
};
const labelsOf = (menu: ReturnType<typeof menuForPermissions>) =>
  menu.map((group) => [group.label, (group.entries ?? []).map((entry) => entry.label)]);
const groupLabels = (menu: ReturnType<typeof menuForPermissions>) => menu.map((group) => group.label);

describe('MENU_PERMISSIONS', () => {
  it('names the need of every entry of the side menu, and of nothing else', () => {
    const ids = SIDE_MENU.flatMap((group) =>
      group.entries ? group.entries.map((entry) => entry.id) : [group.id],
    );
    expect(Object.keys(MENU_PERMISSIONS).sort()).toEqual([...new Set(ids)].sort());
  });

  it('asks the same of two entries that open the same page (the route guard reads one of them)', () => {
    const entriesByPath = new Map<string, string[]>();
    for (const entry of SIDE_MENU.flatMap((group) => group.entries ?? [])) {
      if (entry.path) entriesByPath.set(entry.path, [...(entriesByPath.get(entry.path) ?? []), entry.id]);
    }
    const shared = [...entriesByPath.values()].filter((ids) => ids.length > 1);
    expect(shared.map((ids) => ids[0])).toContain('employees.create-employee');
    for (const ids of shared) {
      for (const id of ids)
        expect([id, MENU_PERMISSIONS[id]]).toEqual([id, MENU_PERMISSIONS[ids[0] as string]]);
    }
  });
});

describe('menuForPermissions', () => {
  it('shows the administrator the whole menu', () => {
    expect(menuForPermissions(SIDE_MENU, held(ADMINISTRATOR_GRID))).toEqual(SIDE_MENU);
  });

  it('shows a Payroll Officer Payroll and the employees list but not Employer set-up or Custom Role', () => {
    const menu = menuForPermissions(SIDE_MENU, held(EMPLOYEE_GRID, example('Payroll Officer')));
    expect(groupLabels(menu)).toContain('Payroll');
    expect(menu.find((group) => group.id === 'payroll')?.entries).toHaveLength(10);
    expect(groupLabels(menu)).not.toContain('Employer');
    expect(JSON.stringify(labelsOf(menu))).not.toContain('Custom Role');
  });

  it('shows an employee their own pay pages, their requests, Education and Experience, and no set-up or Employer', () => {
    const menu = menuForPermissions(SIDE_MENU, held(EMPLOYEE_GRID));
    expect(labelsOf(menu).find(([label]) => label === 'Payroll')).toEqual([
      'Payroll',
      ['Annual Salary Statement', 'My Payslips'],
    ]);
    // Request is where an employee follows their own requests, and Education and Experience keep their
    // own entries for HR to verify (issue 28); nothing else of the group.
    expect(labelsOf(menu).find(([label]) => label === 'Employee Management')).toEqual([
      'Employee Management',
      ['Request', 'Education', 'Experience'],
    ]);
    expect(groupLabels(menu)).not.toContain('Employer');
    expect(labelsOf(menu).find(([label]) => label === 'Leave Management')?.[1]).toEqual([
      'Planner',
      'Schedule',
      'Review',
      'Transaction Report',
      'Approval WorkFlow',
    ]);
  });

  it('shows an Auditor the Audit Trail alone under Employer, and no set-up page', () => {
    const menu = menuForPermissions(SIDE_MENU, held(example('Auditor')));
    expect(labelsOf(menu).find(([label]) => label === 'Employer')).toEqual(['Employer', ['Audit Trail']]);
    expect(menu.find((group) => group.id === 'payroll')?.entries?.map((entry) => entry.id)).not.toContain(
      'payroll.earning',
    );
  });

  // Issue 32: employees claim and may be asked to decide; set-up and the report are the employer's.
  it('shows an employee My Claims and Approvals of Expense Claims, and a Payroll Officer its report and set-up too', () => {
    const entriesOf = (menu: ReturnType<typeof menuForPermissions>) =>
      labelsOf(menu).find(([label]) => label === 'Expense Claims')?.[1];
    expect(entriesOf(menuForPermissions(SIDE_MENU, held(EMPLOYEE_GRID)))).toEqual(['My Claims', 'Approvals']);
    expect(entriesOf(menuForPermissions(SIDE_MENU, held(EMPLOYEE_GRID, example('Payroll Officer'))))).toEqual(
      ['My Claims', 'Approvals', 'Claims Report', 'Category', 'Mileage Rate', 'Exchange Rate'],
    );
  });

  it('leaves out an entry the map does not know (deny by default)', () => {
    const menu = menuForPermissions(
      [{ id: 'new', label: 'New', entries: [{ id: 'new.page', label: 'Page', path: '/new' }] }],
      held(ADMINISTRATOR_GRID),
    );
    expect(menu).toEqual([]);
  });
});

describe('meetsNeed and needOfPath', () => {
  it('asks for the whole employer where the page lists the employer’s records', () => {
    const ownPay = held(EMPLOYEE_GRID);
    expect(meetsNeed(ownPay, needOfPath('/payroll/my-payslips'))).toBe(true);
    expect(meetsNeed(ownPay, needOfPath('/payroll/process-pay-roll'))).toBe(false);
    expect(needOfPath('/employer/audit-trail')).toEqual({
      area: 'audit',
      action: 'read',
      wholeEmployer: true,
    });
    expect(needOfPath('/management/custom-role')).toEqual({
      area: 'roles',
      action: 'read',
      wholeEmployer: true,
    });
  });

  it('opens Employment Terms to anyone whose role reaches other people’s records, not to one’s own only', () => {
    const terms = needOfPath('/management/employment-terms');
    expect(meetsNeed(held(EMPLOYEE_GRID), terms)).toBe(false);
    expect(meetsNeed(held(EMPLOYEE_GRID, LINE_MANAGER_GRID), terms)).toBe(true);
    expect(meetsNeed(held({ employees: { read: 'department' } }), terms)).toBe(true);
    expect(meetsNeed(held(ADMINISTRATOR_GRID), terms)).toBe(true);
  });

  it('opens Training to whoever keeps other people’s records, not to an employee for their own', () => {
    const training = MENU_PERMISSIONS['employees.training'];
    expect(meetsNeed(held(EMPLOYEE_GRID), training)).toBe(false);
    expect(meetsNeed(held({ employees: { update: 'department' } }), training)).toBe(true);
    expect(meetsNeed(held(ADMINISTRATOR_GRID), training)).toBe(true);
  });

  it('knows no need for a path outside the menu, and none for the dashboard', () => {
    expect(needOfPath('/employee/edit/1')).toBeUndefined();
    expect(needOfPath('/dashboard')).toBeNull();
  });
});
