import { describe, expect, it } from 'vitest';
import { SIDE_MENU } from './navigation.ts';

describe('SIDE_MENU (spec §2.2)', () => {
  // The nine groups of §2.2, and issue 32's Expense Claims (the module §9 names) before Payroll.
  it('has exactly the groups of the specification and Expense Claims, in order', () => {
    expect(SIDE_MENU.map((group) => group.label)).toEqual([
      'Dashboard',
      'Employee Management',
      'Leave Management',
      'Attendance',
      'Document WorkFlow',
      'Incident',
      'Team',
      'Expense Claims',
      'Payroll',
      'Employer',
    ]);
  });

  it('lists the Expense Claims entries of issue 32', () => {
    const expenses = SIDE_MENU.find((group) => group.id === 'expenses')?.entries ?? [];
    expect(expenses.map((entry) => entry.label)).toEqual([
      'My Claims',
      'Approvals',
      'Claims Report',
      'Category',
      'Mileage Rate',
      'Exchange Rate',
      'Approval WorkFlow',
    ]);
  });

  it('lists the Payroll and Employer entries of the specification', () => {
    const labels = (id: string) => SIDE_MENU.find((group) => group.id === id)?.entries?.map((e) => e.label);
    expect(labels('payroll')).toEqual([
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
    expect(labels('employer')).toEqual([
      'Information',
      'Job Position',
      'Department',
      'Branch',
      'Level',
      'Bank',
      'Setting',
      'Module Access',
      'Audit Trail',
    ]);
  });

  it('gives every entry an id unique across the menu', () => {
    const ids = SIDE_MENU.flatMap((group) => [group.id, ...(group.entries ?? []).map((entry) => entry.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
