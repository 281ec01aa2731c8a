import { SIDE_MENU } from '@hr/domain';
import { describe, expect, it } from 'vitest';
import { afterSignIn, builtPaths, paths } from './paths.ts';

describe('where sign-in leads', () => {
  it('returns to the private page that asked for it, with its query', () => {
    expect(afterSignIn('/employee?search=ada')).toBe('/employee?search=ada');
  });

  it('goes to the dashboard when nothing asked', () => {
    expect(afterSignIn(null)).toBe(paths.dashboard);
    expect(afterSignIn('')).toBe(paths.dashboard);
  });

  it('never leaves the app for an address a crafted link puts in `next`', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterSignIn(next)).toBe(paths.dashboard);
    }
  });
});

describe('the leave pages', () => {
  const menuPaths = (group: string) =>
    SIDE_MENU.find((entry) => entry.id === group)?.entries?.flatMap((entry) => entry.path ?? []) ?? [];

  it('keep §2.1’s route for leave types', () => {
    expect(paths.leaveTypes).toBe('/leave/leave-types');
  });

  it('are built wherever the menu leads to one, under Leave Management and Attendance alike', () => {
    const leave = menuPaths('leave');
    expect(leave).toEqual([
      paths.leavePlanner,
      paths.leaveSchedule,
      paths.leaveReview,
      paths.transactionReport,
      paths.entitlementReport,
      paths.leaveTypes,
      paths.earningPolicies,
      paths.approvalWorkflows,
      paths.workWeeks,
      paths.holidayCalendars,
      paths.leaveSettings,
    ]);
    for (const path of [...leave, ...menuPaths('attendance')]) expect(builtPaths.has(path)).toBe(true);
  });

  it('have a page of the document kind under Document WorkFlow, apart from leave’s', () => {
    expect(menuPaths('documents')).toContain(paths.documentApprovalWorkflows);
    expect(paths.documentApprovalWorkflows).not.toBe(paths.approvalWorkflows);
    expect(builtPaths.has(paths.documentApprovalWorkflows)).toBe(true);
  });
});

describe('the payroll set-up pages', () => {
  const payroll = SIDE_MENU.find((entry) => entry.id === 'payroll')?.entries ?? [];
  const pathOf = (label: string) => payroll.find((entry) => entry.label === label)?.path;

  it('keep issue 13’s routes, Setting included', () => {
    expect(pathOf('Statutory Table')).toBe('/payroll/statutory-table');
    expect(pathOf('Statutory Contribution')).toBe('/payroll/statutory-contribution');
    expect(pathOf('Earning')).toBe('/payroll/earnings');
    expect(pathOf('Deductions')).toBe('/payroll/deductions');
    expect(pathOf('Bonus')).toBe('/payroll/bonus');
    expect(pathOf('Setting')).toBe('/payroll/settings');
  });

  it('keep §2.1’s routes for the salary adjustments and the annual salary statement', () => {
    expect(pathOf('Salary Adjustment')).toBe(paths.salaryAdjustments);
    expect(pathOf('Annual Salary Statement')).toBe(paths.annualSalaryReport);
  });

  it('give the runs, a run, a payslip and one’s own payslips issue 14’s routes', () => {
    expect(pathOf('Process')).toBe(paths.processPayroll);
    expect(pathOf('My Payslips')).toBe(paths.myPayslips);
    expect(paths.payRun('4f2a9c1e')).toBe('/payroll/process-pay-roll/4f2a9c1e');
    expect(paths.payslip('a/b')).toBe('/payroll/payslips/a%2Fb');
  });

  it('are built wherever the menu leads to one', () => {
    const built = payroll
      .filter((entry) => entry.path && builtPaths.has(entry.path))
      .map((entry) => entry.label);
    expect(built).toEqual([
      'Salary Adjustment',
      'Process',
      'Annual Salary Statement',
      'My Payslips',
      'Earning',
      'Deductions',
      'Bonus',
      'Statutory Contribution',
      'Statutory Table',
      'Setting',
    ]);
  });
});
