import { ANONYMOUS_FOLLOW_UP_PATH } from '@hr/domain';

/** Every route of the app in one place (§2.1). Areas are added here as their screens are built. */
export const paths = {
  home: '/',
  landing: '/landing',
  signIn: '/login',
  signInAlias: '/auth/login',
  signUp: '/register',
  signUpAlias: '/auth/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // Issue 30: the anonymous reporter's public follow-up page; the screens link to the same constant.
  anonymousFollowUp: ANONYMOUS_FOLLOW_UP_PATH,
  dashboard: '/dashboard',
  dashboardAlias: '/admin/dashboard',
  userProfile: '/user-profile',
  employees: '/employee',
  employeeCreate: '/management/employee-creation',
  employeeImport: '/employee/import',
  // Issue 27: Employee Management › Custom Role, and the Audit Trail under Employer.
  customRole: '/management/custom-role',
  // Issue 28 item 2: Employee Management › Employment Terms, beside Custom Role under /management/.
  employmentTerms: '/management/employment-terms',
  // Issue 28 item 1: Employee Management › Placement, and the organisation chart it opens.
  placement: '/management/placement',
  // Issue 28 item 3: Education, Experience and Training; the certificate reminders link to Training's.
  education: '/management/education',
  experience: '/management/experience',
  training: '/management/training',
  orgChart: '/management/org-chart',
  // Issue 28 item 4: Employee Management › Request (one's own requests, HR's in scope, letter templates).
  request: '/management/request',
  // Issue 29: Attendance's own pages (WorkDay and Holiday are Leave's).
  timeClockReport: '/attendance/time-clock-report',
  attendanceSettings: '/attendance/settings',
  auditTrail: '/employer/audit-trail',
  departments: '/employer/departments',
  jobPositions: '/employer/job-positions',
  levels: '/employer/level',
  branches: '/employer/branches',
  banks: '/employer/banks',
  employerInformation: '/employer/information',
  moduleAccess: '/employer/modules',
  // Issue 28 item 5: Employer › Setting.
  employerSettings: '/employer/settings',
  // Leave types' path is §2.1's; the other leave pages follow its /leave/... pattern.
  leaveTypes: '/leave/leave-types',
  leaveSchedule: '/leave/schedule',
  leaveReview: '/leave/review',
  workWeeks: '/leave/workdays',
  holidayCalendars: '/leave/holidays',
  leaveSettings: '/leave/settings',
  // Issue 29 item 3: Attendance › Field CheckIn, the page most people open on a phone.
  fieldCheckIn: '/attendance/field-checkin',
  earningPolicies: '/leave/earning-policies',
  leavePlanner: '/leave/planner',
  entitlementReport: '/leave/entitlement-report',
  transactionReport: '/leave/transaction-report',
  approvalWorkflows: '/leave/approval-workflow',
  // Issue 31 item 4: Document WorkFlow › Approval WorkFlow, the same page of the document kind.
  documentApprovalWorkflows: '/documents/approval-workflow',
  earnings: '/payroll/earnings',
  deductions: '/payroll/deductions',
  bonus: '/payroll/bonus',
  statutoryContributions: '/payroll/statutory-contribution',
  statutoryTaxes: '/payroll/statutory-table',
  // Issue 13's route for Payroll › Setting, after /leave/settings.
  payrollSettings: '/payroll/settings',
  // Issue 14: pay runs and payslips.
  processPayroll: '/payroll/process-pay-roll',
  payRunPattern: '/payroll/process-pay-roll/:runId',
  payRun: (id: string) => `/payroll/process-pay-roll/${encodeURIComponent(id)}`,
  payslipPattern: '/payroll/payslips/:payslipId',
  payslip: (id: string) => `/payroll/payslips/${encodeURIComponent(id)}`,
  myPayslips: '/payroll/my-payslips',
  salaryAdjustments: '/payroll/salary-adjustment',
  annualSalaryReport: '/payroll/annual-salary-report',
  employeeRecordPattern: '/employee/edit/:id',
  employeeRecord: (id: string) => `/employee/edit/${encodeURIComponent(id)}`,
  myRecord: '/my-record',
  // Issue 15: Team › Announcements; `?open=<id>` opens one (the bell's link).
  announcements: '/team/announcement',
  announcement: (id: string) => `/team/announcement?open=${encodeURIComponent(id)}`,
  // Issue 15: Team › Discussions and a topic's page (the bell's "New reply" link).
  discussions: '/team/discussions',
  discussionTopicPattern: '/team/discussions/:topicId',
  discussionTopic: (id: string) => `/team/discussions/${encodeURIComponent(id)}`,
  // Issue 15: Team › Document & Form Sharing; `?open=<id>` opens one (a notice's link).
  documentSharing: '/team/document-sharing',
  // Issue 30: Incident's set-up; Category's path is §2.1's, Type and Decision follow it.
  incidentCategories: '/incident/incident-category',
  incidentTypes: '/incident/incident-type',
  incidentDecisions: '/incident/incident-decision',
  // Issue 30: Incident › Management; `?case=<id>` opens a case (the link its notices carry).
  incidentManagement: '/incident/incident-management',
  incidentCase: (id: string) => `/incident/incident-management?case=${encodeURIComponent(id)}`,
  // Issue 30: Incident › Causeless, the cause list of hearings by date.
  incidentCauseList: '/incident/causeless',
  // Issue 31: Document WorkFlow › Management (the requests, and the reader's own documents: the page
  // the request's notices link to) and Review.
  documentManagement: '/documents/management',
  documentReview: '/documents/review',
  sharedDocument: (id: string) => `/team/document-sharing?open=${encodeURIComponent(id)}`,
  // Issue 32: Expense Claims, a group of its own (the menu's paths, under /expenses/...).
  myExpenseClaims: '/expenses/my-claims',
  expenseApprovals: '/expenses/approvals',
  expenseReport: '/expenses/report',
  expenseCategories: '/expenses/categories',
  mileageRates: '/expenses/mileage-rates',
  exchangeRates: '/expenses/exchange-rates',
  expenseApprovalWorkflows: '/expenses/approval-workflow',
} as const;

/** The routes that have a screen in this build; menu entries pointing elsewhere are "Not yet available". */
export const builtPaths: ReadonlySet<string> = new Set<string>([
  paths.dashboard,
  paths.dashboardAlias,
  paths.userProfile,
  paths.employees,
  paths.employeeCreate,
  paths.employeeImport,
  paths.customRole,
  paths.employmentTerms,
  paths.placement,
  paths.orgChart,
  paths.request,
  paths.education,
  paths.experience,
  paths.training,
  paths.timeClockReport,
  paths.attendanceSettings,
  paths.auditTrail,
  paths.departments,
  paths.jobPositions,
  paths.levels,
  paths.branches,
  paths.banks,
  paths.employerInformation,
  paths.moduleAccess,
  paths.employerSettings,
  paths.leaveTypes,
  paths.leaveSchedule,
  paths.leaveReview,
  paths.workWeeks,
  paths.holidayCalendars,
  paths.leaveSettings,
  paths.earningPolicies,
  paths.leavePlanner,
  paths.entitlementReport,
  paths.transactionReport,
  paths.approvalWorkflows,
  paths.documentApprovalWorkflows,
  paths.fieldCheckIn,
  paths.earnings,
  paths.deductions,
  paths.bonus,
  paths.statutoryContributions,
  paths.statutoryTaxes,
  paths.payrollSettings,
  paths.processPayroll,
  paths.myPayslips,
  paths.salaryAdjustments,
  paths.annualSalaryReport,
  paths.announcements,
  paths.discussions,
  paths.documentSharing,
  paths.incidentCategories,
  paths.incidentTypes,
  paths.incidentDecisions,
  paths.incidentManagement,
  paths.incidentCauseList,
  paths.documentManagement,
  paths.documentReview,
  paths.myExpenseClaims,
  paths.expenseApprovals,
  paths.expenseReport,
  paths.expenseCategories,
  paths.mileageRates,
  paths.exchangeRates,
  paths.expenseApprovalWorkflows,
]);

/** Whether a menu entry's route has a screen: the side menu and the landing page both ask this. */
export const isBuiltPath = (path: string) => builtPaths.has(path);

/**
 * The marketing page's addresses (§2.11) and the page's title at each: the route table names its
 * routes with them (routes.ts), and the page of its own that a visit starting there loads
 * (landingPage.tsx) titles itself with them.
 */
export const LANDING_PAGE_TITLES = {
  [paths.home]: 'Home',
  [paths.landing]: 'Registration',
} as const;

export function isLandingPath(pathname: string): pathname is keyof typeof LANDING_PAGE_TITLES {
  return Object.hasOwn(LANDING_PAGE_TITLES, pathname);
}

/** The sign-in page's addresses: a visit that starts on one loads the sign-in page alone (main.tsx). */
export function isSignInPath(pathname: string): boolean {
  return pathname === paths.signIn || pathname === paths.signInAlias;
}

/**
 * Where to go after signing in: the private page that sent the person to sign in, when it is a path
 * of this app. Anything else (another site, a protocol-relative `//host`) goes to the dashboard, so a
 * crafted sign-in link cannot send someone off-site.
 */
export function afterSignIn(next: string | null): string {
  if (next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return paths.dashboard;
}
