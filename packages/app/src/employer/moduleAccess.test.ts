import { ADMINISTRATOR_GRID, EMPLOYEE_GRID, Permissions, SIDE_MENU } from '@hr/domain';
import { describe, expect, it } from 'vitest';
import { builtPaths, paths } from '../paths.ts';
import { menuFor } from './moduleAccess.ts';

const everything = new Permissions([ADMINISTRATOR_GRID]).toJSON();
const ownRecord = new Permissions([EMPLOYEE_GRID]).toJSON();
const groups = (menu: ReturnType<typeof menuFor>) => menu.map((group) => group.label);
const modules = (leave: boolean, attendance: boolean, expenseClaim = false) => [
  { id: 'expense-claim' as const, name: 'Expense Claim', enabled: expenseClaim },
  { id: 'leave' as const, name: 'Leave', enabled: leave },
  { id: 'attendance' as const, name: 'Attendance', enabled: attendance },
];

describe('the menu by role and module access', () => {
  it('shows administrators every group while Expense Claim is on, whatever the employee switches say', () => {
    expect(menuFor(SIDE_MENU, 'admin', modules(false, false, true), everything)).toEqual(SIDE_MENU);
  });

  // Issue 32: the server refuses every expense operation to everyone while the module is off.
  it('hides Expense Claims from everyone, administrators too, while the switch is off or unknown', () => {
    for (const switches of [modules(true, true, false), null]) {
      expect(groups(menuFor(SIDE_MENU, 'admin', switches, everything))).not.toContain('Expense Claims');
      expect(groups(menuFor(SIDE_MENU, 'employee', switches, ownRecord))).not.toContain('Expense Claims');
    }
    expect(groups(menuFor(SIDE_MENU, 'admin', null, everything))).toContain('Leave Management');
  });

  it('gives an employee, while Expense Claim is on, their claims and the approvals queue and no set-up', () => {
    const expenses = menuFor(SIDE_MENU, 'employee', modules(false, false, true), ownRecord).find(
      (group) => group.id === 'expenses',
    );
    expect(expenses?.entries?.map((entry) => entry.label)).toEqual(['My Claims', 'Approvals']);
  });

  it('never shows employees the administrators’ areas, and leave or attendance only when enabled', () => {
    // Employee Management holds what concerns the employee themself (Request, Education, Experience).
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(false, false), ownRecord))).toEqual([
      'Dashboard',
      'Employee Management',
      'Document WorkFlow',
      'Incident',
      'Team',
      'Payroll',
    ]);
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(true, false), ownRecord))).toContain(
      'Leave Management',
    );
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(true, false), ownRecord))).not.toContain(
      'Attendance',
    );
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(false, true), ownRecord))).toContain('Attendance');
  });

  it('gives employees Team with Announcements and Discussions as built pages, whatever modules are enabled (issue 15)', () => {
    for (const menu of [
      menuFor(SIDE_MENU, 'employee', modules(false, false), ownRecord),
      menuFor(SIDE_MENU, 'employee', null, ownRecord),
    ]) {
      const team = menu.find((group) => group.id === 'team')?.entries ?? [];
      expect(team.map((entry) => entry.label)).toEqual([
        'Discussions',
        'Document & Form Sharing',
        'Announcements',
      ]);
      const announcements = team.find((entry) => entry.label === 'Announcements');
      expect(announcements?.path).toBe(paths.announcements);
      expect(builtPaths.has(paths.announcements)).toBe(true);
      const discussions = team.find((entry) => entry.label === 'Discussions');
      expect(discussions?.path).toBe(paths.discussions);
      expect(builtPaths.has(paths.discussions)).toBe(true);
    }
  });

  it('gives everyone Team › Document & Form Sharing as a built page (issue 15)', () => {
    for (const role of ['employee', 'admin'] as const) {
      const team = menuFor(
        SIDE_MENU,
        role,
        modules(false, false),
        role === 'admin' ? everything : ownRecord,
      ).find((group) => group.id === 'team');
      const sharing = team?.entries?.find((entry) => entry.label === 'Document & Form Sharing');
      expect(sharing?.path).toBe(paths.documentSharing);
    }
    expect(builtPaths.has(paths.documentSharing)).toBe(true);
  });

  it('gives employees the leave pages they use (Approval WorkFlow for their delegations) and none of the set-up pages', () => {
    const entries = (menu: ReturnType<typeof menuFor>, id: string) =>
      menu.find((group) => group.id === id)?.entries?.map((entry) => entry.label);
    const employeeMenu = menuFor(SIDE_MENU, 'employee', modules(true, true), ownRecord);
    expect(entries(employeeMenu, 'leave')).toEqual([
      'Planner',
      'Schedule',
      'Review',
      'Transaction Report',
      // Their own delegations: an approver hands their approvals to someone while away.
      'Approval WorkFlow',
    ]);
    // The entitlement report is everyone's balances: administrators only, as the server says.
    expect(entries(menuFor(SIDE_MENU, 'admin', null, everything), 'leave')).toContain('Entitlement Report');
    expect(entries(employeeMenu, 'attendance')).not.toContain('WorkDay');
    expect(entries(employeeMenu, 'attendance')).not.toContain('Holiday');
    expect(entries(menuFor(SIDE_MENU, 'admin', null, everything), 'leave')).toContain('Leave Type');
  });

  it('gives employees, of Payroll, only their own payslips and salary statement', () => {
    const payroll = (menu: ReturnType<typeof menuFor>) =>
      menu.find((group) => group.id === 'payroll')?.entries?.map((entry) => entry.label);
    expect(payroll(menuFor(SIDE_MENU, 'employee', modules(false, false), ownRecord))).toEqual([
      'Annual Salary Statement',
      'My Payslips',
    ]);
    expect(payroll(menuFor(SIDE_MENU, 'admin', null, everything))).toEqual(
      expect.arrayContaining(['Process', 'My Payslips', 'Setting', 'Salary Adjustment']),
    );
  });

  it('leads Attendance’s WorkDay and Holiday to the same pages as Leave Management’s', () => {
    const pathOf = (group: string, label: string) =>
      SIDE_MENU.find((entry) => entry.id === group)?.entries?.find((entry) => entry.label === label)?.path;
    expect(pathOf('attendance', 'WorkDay')).toBe(paths.workWeeks);
    expect(pathOf('leave', 'WorkDay')).toBe(paths.workWeeks);
    expect(pathOf('attendance', 'Holiday')).toBe(paths.holidayCalendars);
    expect(pathOf('leave', 'Holiday')).toBe(paths.holidayCalendars);
  });

  it('keeps module areas hidden while the switches are unknown', () => {
    expect(groups(menuFor(SIDE_MENU, 'employee', null, ownRecord))).not.toContain('Leave Management');
  });
});
