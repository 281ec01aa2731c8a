import type { MenuGroup } from './navigation.ts';
import { SIDE_MENU } from './navigation.ts';
import type { PermissionAction, PermissionArea, PermissionScope } from './permissions/index.ts';

/**
 * The cell a page needs (issue 27): an area's action, and whether it must reach the whole employer.
 * `wholeEmployer` follows the `x-permission` of the operation that loads the page (`area.action/employer`):
 * a page whose list is the employer's (pay runs, the entitlement report) is no use to someone who holds the
 * cell for their own record only.
 */
export interface PermissionNeed {
  area: PermissionArea;
  action: PermissionAction;
  wholeEmployer?: boolean;
  /**
   * Any scope but `own` (issue 28): a page of other people's records, such as the placement register,
   * is of use to an HR officer of one department or a line manager, and of none to someone who holds
   * the cell for their own record only.
   */
  beyondOwn?: boolean;
}

/** What the menu and the route guard ask of a caller's permissions (area → action → scopes held). */
export type HeldPermissions = Partial<Record<string, Partial<Record<string, readonly PermissionScope[]>>>>;

const need = (area: PermissionArea, action: PermissionAction, wholeEmployer = false): PermissionNeed =>
  wholeEmployer ? { area, action, wholeEmployer } : { area, action };

/**
 * Set-up pages (leave types, pay items, departments) exist to keep the set-up, and the lists on them are
 * read by everyone's forms: they need the area's update for the whole employer, so a role that only reads
 * the set-up (a Payroll Officer reading departments) is not shown pages it cannot use.
 */
const setUp = (area: PermissionArea) => need(area, 'update', true);

/** Other people's records, within whatever scope the role gives: see PermissionNeed.beyondOwn. */
const othersRecords = (area: PermissionArea, action: PermissionAction): PermissionNeed => ({
  area,
  action,
  beyondOwn: true,
});

/**
 * Every entry of SIDE_MENU, by id, and the cell it needs; `null` is every signed-in person (the
 * dashboard, and Review, where anyone may be asked to decide). A unit test keeps this complete.
 */
export const MENU_PERMISSIONS: Readonly<Record<string, PermissionNeed | null>> = {
  dashboard: null,
  'employees.create-employee': need('employees', 'create', true),
  // Everyone follows their own requests (employees.read of their own record); HR reads those in scope.
  'employees.request': need('employees', 'read'),
  // The register and the terms list read the records the role reaches; recording asks for update.
  'employees.placement': othersRecords('employees', 'read'),
  'employees.employment-terms': othersRecords('employees', 'read'),
  // Employees keep their own Education and Experience (HR verifies), so any update scope shows them.
  'employees.education': need('employees', 'update'),
  'employees.experience': need('employees', 'update'),
  // Courses are kept by whoever keeps their attendees' records: other people's, within the role's scope.
  'employees.training': othersRecords('employees', 'update'),
  'employees.custom-role': need('roles', 'read', true),
  'leave.planner': need('leave', 'read'),
  'leave.schedule': need('leave', 'read'),
  'leave.review': null,
  'leave.transaction-report': need('leave', 'read'),
  'leave.entitlement-report': need('leave', 'read', true),
  'leave.leave-type': setUp('leave'),
  'leave.earning-policy': setUp('leave'),
  'leave.approval-workflow': need('leave', 'read'),
  'leave.workday': setUp('leave'),
  'leave.holiday': setUp('leave'),
  'leave.settings': setUp('leave'),
  // The employee form itself (issue 28), so it needs what Employee Management's entry needs.
  'attendance.create-employee': need('employees', 'create', true),
  'attendance.field-checkin': need('attendance', 'create'),
  'attendance.time-clock-report': need('attendance', 'read'),
  // The same pages as Leave Management's WorkDay and Holiday, so the same need.
  'attendance.workday': setUp('leave'),
  'attendance.holiday': setUp('leave'),
  'attendance.settings': setUp('attendance'),
  'documents.management': need('documents', 'read'),
  'documents.review': need('documents', 'approve'),
  // The page lists and edits workflows through the approval module's operations, which ask for leave's
  // permissions for the whole employer whatever the kind (openapi.yaml list/create/update-workflow): the
  // entry asks for what its list needs, so nobody is shown a page that answers 403.
  'documents.approval-workflow': need('leave', 'read', true),
  'incident.management': need('incidents', 'read'),
  'incident.causeless': need('incidents', 'read'),
  'incident.category': setUp('incidents'),
  'incident.type': setUp('incidents'),
  'incident.decision': setUp('incidents'),
  'team.discussions': need('team', 'read'),
  'team.document-form-sharing': need('team', 'read'),
  'team.announcements': need('team', 'read'),
  // Issue 32. Anyone who may claim (the built-in Employee claims for their own record).
  'expenses.my-claims': need('expenses', 'create'),
  // Anyone may be asked to decide a claim (a line manager, a named approver, a delegate), as Review.
  'expenses.approvals': null,
  // The report is the employer's (list operations at expenses.read/employer), as the entitlement report.
  'expenses.claims-report': need('expenses', 'read', true),
  'expenses.category': setUp('expenses'),
  'expenses.mileage-rate': setUp('expenses'),
  'expenses.exchange-rate': setUp('expenses'),
  // The approval module's workflow operations ask leave's cells for the whole employer, as Document
  // WorkFlow's Approval WorkFlow says above.
  'expenses.approval-workflow': need('leave', 'read', true),
  'payroll.salary-adjustment': need('payroll', 'read', true),
  'payroll.process': need('payroll', 'read', true),
  // An employee's own year and own payslips.
  'payroll.annual-salary-statement': need('payroll', 'read'),
  'payroll.my-payslips': need('payroll', 'read'),
  'payroll.earning': setUp('payroll'),
  'payroll.deductions': setUp('payroll'),
  'payroll.bonus': setUp('payroll'),
  'payroll.statutory-contribution': setUp('payroll'),
  'payroll.statutory-table': setUp('payroll'),
  'payroll.setting': setUp('payroll'),
  'employer.information': setUp('employer'),
  'employer.job-position': setUp('employer'),
  'employer.department': setUp('employer'),
  'employer.branch': setUp('employer'),
  'employer.level': setUp('employer'),
  'employer.bank': setUp('employer'),
  'employer.setting': setUp('employer'),
  'employer.module-access': setUp('employer'),
  'employer.audit-trail': need('audit', 'read', true),
};

/** Whether the held permissions meet a need (no need: everyone signed in). */
export function meetsNeed(held: HeldPermissions, needed: PermissionNeed | null | undefined): boolean {
  if (!needed) return true;
  const scopes = held[needed.area]?.[needed.action] ?? [];
  if (needed.wholeEmployer) return scopes.includes('employer');
  if (needed.beyondOwn) return scopes.some((scope) => scope !== 'own');
  return scopes.length > 0;
}

/** The need of the menu entry that opens `path`, if one does (the route guard of menu pages). */
export function needOfPath(path: string): PermissionNeed | null | undefined {
  for (const group of SIDE_MENU) {
    if (group.path === path) return MENU_PERMISSIONS[group.id];
    const entry = group.entries?.find((candidate) => candidate.path === path);
    if (entry) return MENU_PERMISSIONS[entry.id];
  }
  return undefined;
}

/**
 * The menu as someone with `held` sees it: entries they may not open left out, and a group with no
 * entry left left out with them. An entry unknown to the map is left out too (deny by default).
 */
export function menuForPermissions(menu: readonly MenuGroup[], held: HeldPermissions): MenuGroup[] {
  const allowed = (id: string) => id in MENU_PERMISSIONS && meetsNeed(held, MENU_PERMISSIONS[id]);
  return menu.flatMap((group) => {
    if (!group.entries) return allowed(group.id) ? [group] : [];
    const entries = group.entries.filter((entry) => allowed(entry.id));
    return entries.length ? [{ ...group, entries }] : [];
  });
}
