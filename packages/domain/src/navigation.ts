/**
 * The side menu of the specification (§2.2): exactly its groups and entries, in order, with the
 * route of §2.1 where the specification gives one. Entries without a path have no screen yet;
 * the app shows them as not yet available rather than as a page that pretends.
 */
export interface MenuEntry {
  id: string;
  label: string;
  path?: string;
}

export interface MenuGroup {
  id: string;
  label: string;
  path?: string;
  entries?: readonly MenuEntry[];
}

function entries(group: string, items: ReadonlyArray<readonly [label: string, path?: string]>): MenuEntry[] {
  return items.map(([label, path]) => ({
    id: `${group}.${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    label,
    ...(path ? { path } : {}),
  }));
}

export const SIDE_MENU: readonly MenuGroup[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  {
    id: 'employees',
    label: 'Employee Management',
    entries: entries('employees', [
      ['Create Employee', '/management/employee-creation'],
      // Issue 28 item 4: §2.1 has no route; beside Placement and Employment Terms under /management/.
      ['Request', '/management/request'],
      ['Placement', '/management/placement'],
      ['Employment Terms', '/management/employment-terms'],
      ['Education', '/management/education'],
      ['Experience', '/management/experience'],
      ['Training', '/management/training'],
      // Issue 27: roles and permissions; §2.1 has no route, this follows Create Employee's /management/....
      ['Custom Role', '/management/custom-role'],
    ]),
  },
  {
    id: 'leave',
    label: 'Leave Management',
    entries: entries('leave', [
      ['Planner', '/leave/planner'],
      ['Schedule', '/leave/schedule'],
      ['Review', '/leave/review'],
      ['Transaction Report', '/leave/transaction-report'],
      ['Entitlement Report', '/leave/entitlement-report'],
      ['Leave Type', '/leave/leave-types'],
      ['Earning Policy', '/leave/earning-policies'],
      ['Approval WorkFlow', '/leave/approval-workflow'],
      ['WorkDay', '/leave/workdays'],
      ['Holiday', '/leave/holidays'],
      ['Settings', '/leave/settings'],
    ]),
  },
  {
    id: 'attendance',
    label: 'Attendance',
    entries: entries('attendance', [
      // Issue 28: the same page as Employee Management's Create Employee (one employee form for both).
      ['Create Employee', '/management/employee-creation'],
      ['Field CheckIn', '/attendance/field-checkin'],
      ['Time Clock Report', '/attendance/time-clock-report'],
      // The same pages as Leave Management's (issue 12: one work week and calendar for both).
      ['WorkDay', '/leave/workdays'],
      ['Holiday', '/leave/holidays'],
      ['Settings', '/attendance/settings'],
    ]),
  },
  {
    id: 'documents',
    label: 'Document WorkFlow',
    // Issue 31: §2.1 has no routes for Document WorkFlow; these follow the group's name, as Incident's do.
    entries: entries('documents', [
      ['Management', '/documents/management'],
      ['Review', '/documents/review'],
      ['Approval WorkFlow', '/documents/approval-workflow'],
    ]),
  },
  {
    id: 'incident',
    label: 'Incident',
    entries: entries('incident', [
      ['Management', '/incident/incident-management'],
      // Issue 30: the Cause List, under the spec's label; §2.1 has no route, this follows Management's.
      ['Causeless', '/incident/causeless'],
      ['Category', '/incident/incident-category'],
      ['Type', '/incident/incident-type'],
      ['Decision', '/incident/incident-decision'],
    ]),
  },
  {
    id: 'team',
    label: 'Team',
    entries: entries('team', [
      ['Discussions', '/team/discussions'],
      ['Document & Form Sharing', '/team/document-sharing'],
      ['Announcements', '/team/announcement'],
    ]),
  },
  {
    id: 'expenses',
    label: 'Expense Claims',
    // Issue 32: a group of its own, shown only while the employer has switched Expense Claim on (§2.7). It
    // sits just before Payroll because approved claims are paid through the pay run: the reader who
    // follows a claim to its payment finds the two side by side. §2.1 has no routes; these follow the
    // group's name, as Document WorkFlow's do.
    entries: entries('expenses', [
      ['My Claims', '/expenses/my-claims'],
      ['Approvals', '/expenses/approvals'],
      ['Claims Report', '/expenses/report'],
      ['Category', '/expenses/categories'],
      ['Mileage Rate', '/expenses/mileage-rates'],
      ['Exchange Rate', '/expenses/exchange-rates'],
      ['Approval WorkFlow', '/expenses/approval-workflow'],
    ]),
  },
  {
    id: 'payroll',
    label: 'Payroll',
    entries: entries('payroll', [
      ['Salary Adjustment', '/payroll/salary-adjustment'],
      ['Process', '/payroll/process-pay-roll'],
      ['Annual Salary Statement', '/payroll/annual-salary-report'],
      // Issue 14: every employee's own final payslips.
      ['My Payslips', '/payroll/my-payslips'],
      ['Earning', '/payroll/earnings'],
      ['Deductions', '/payroll/deductions'],
      ['Bonus', '/payroll/bonus'],
      ['Statutory Contribution', '/payroll/statutory-contribution'],
      ['Statutory Table', '/payroll/statutory-table'],
      // Issue 13 gives Setting its route; §2.1 has none.
      ['Setting', '/payroll/settings'],
    ]),
  },
  {
    id: 'employer',
    label: 'Employer',
    entries: entries('employer', [
      // Information, Branch and Bank have no route in §2.1; these paths follow its /employer/... pattern.
      ['Information', '/employer/information'],
      ['Job Position', '/employer/job-positions'],
      ['Department', '/employer/departments'],
      ['Branch', '/employer/branches'],
      ['Level', '/employer/level'],
      ['Bank', '/employer/banks'],
      // Issue 28 item 5's page, on the /employer/... pattern.
      ['Setting', '/employer/settings'],
      ['Module Access', '/employer/modules'],
      // Issue 27's Audit page: the trail covers every area and belongs to the employer as a whole (its
      // cells are employer-wide), so it sits with the employer's own pages rather than under one area.
      ['Audit Trail', '/employer/audit-trail'],
    ]),
  },
];

/**
 * The public page where an anonymous reporter follows their report up with its code. The screens link
 * to it (AnonymousReportSent) and the app routes it, both from this one constant.
 */
export const ANONYMOUS_FOLLOW_UP_PATH = '/incident-follow-up';
