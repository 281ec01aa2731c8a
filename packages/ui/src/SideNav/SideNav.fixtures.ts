import type { SideNavItem } from './sideNavTree.ts';

/** The generic page many of the spec's menu entries point to (§2.2). */
const MANAGEMENT = '/management';

function entry(groupId: string, label: string, href = MANAGEMENT): SideNavItem {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id: `${groupId}.${slug}`, label, href };
}

/**
 * The side menu of spec §2.2, its groups and entries in the spec's order. Entries with a route in
 * §2.1 link to it; the rest link to /management, as the spec says many do.
 */
export const specMenu: readonly SideNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: 'dashboard' },
  {
    id: 'employees',
    label: 'Employee Management',
    icon: 'users',
    children: [
      entry('employees', 'Create Employee', '/management/employee-creation'),
      ...[
        'Request',
        'Placement',
        'Employment Terms',
        'Education',
        'Experience',
        'Training',
        'Custom Role',
      ].map((label) => entry('employees', label)),
    ],
  },
  {
    id: 'leave',
    label: 'Leave Management',
    icon: 'calendar',
    children: [
      ...['Planner', 'Schedule', 'Review', 'Transaction Report', 'Entitlement Report'].map((label) =>
        entry('leave', label),
      ),
      entry('leave', 'Leave Type', '/leave/leave-types'),
      ...['Earning Policy', 'Approval WorkFlow', 'WorkDay', 'Holiday', 'Settings'].map((label) =>
        entry('leave', label),
      ),
    ],
  },
  {
    id: 'attendance',
    label: 'Attendance',
    icon: 'clock',
    children: ['Create Employee', 'Field CheckIn', 'Time Clock Report', 'WorkDay', 'Holiday', 'Settings'].map(
      (label) => entry('attendance', label),
    ),
  },
  {
    id: 'documents',
    label: 'Document WorkFlow',
    icon: 'file',
    children: ['Management', 'Review', 'Approval WorkFlow'].map((label) => entry('documents', label)),
  },
  {
    id: 'incident',
    label: 'Incident',
    icon: 'alert',
    children: [
      entry('incident', 'Management', '/incident/incident-management'),
      entry('incident', 'Causeless'),
      entry('incident', 'Category', '/incident/incident-category'),
      entry('incident', 'Type'),
      entry('incident', 'Decision'),
    ],
  },
  {
    id: 'team',
    label: 'Team',
    icon: 'chat',
    children: [
      entry('team', 'Discussions', '/team/discussions'),
      entry('team', 'Document & Form Sharing', '/team/document-sharing'),
      entry('team', 'Announcements', '/team/announcement'),
    ],
  },
  {
    id: 'payroll',
    label: 'Payroll',
    icon: 'money',
    children: [
      entry('payroll', 'Salary Adjustment', '/payroll/salary-adjustment'),
      entry('payroll', 'Process', '/payroll/process-pay-roll'),
      entry('payroll', 'Annual Salary Statement', '/payroll/annual-salary-report'),
      entry('payroll', 'Earning', '/payroll/earnings'),
      entry('payroll', 'Deductions', '/payroll/deductions'),
      entry('payroll', 'Bonus', '/payroll/bonus'),
      entry('payroll', 'Statutory Contribution', '/payroll/statutory-contribution'),
      entry('payroll', 'Statutory Table', '/payroll/statutory-table'),
      entry('payroll', 'Setting'),
    ],
  },
  {
    id: 'employer',
    label: 'Employer',
    icon: 'building',
    children: [
      entry('employer', 'Information'),
      entry('employer', 'Job Position', '/employer/job-positions'),
      entry('employer', 'Department', '/employer/departments'),
      entry('employer', 'Branch'),
      entry('employer', 'Level', '/employer/level'),
      entry('employer', 'Bank'),
      entry('employer', 'Setting'),
      entry('employer', 'Module Access', '/employer/modules'),
    ],
  },
];

/** The same menu with every entry that has no screen of its own (it would open /management) unavailable. */
export const specMenuWithUnavailable: readonly SideNavItem[] = specMenu.map(
  function markUnavailable(item): SideNavItem {
    if (item.children) return { ...item, children: item.children.map(markUnavailable) };
    return item.href === MANAGEMENT ? { ...item, href: undefined, isDisabled: true } : item;
  },
);
