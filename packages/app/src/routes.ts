import type { PermissionNeed } from '@hr/domain';
import type { RouteObject } from 'react-router-dom';
import { LANDING_PAGE_TITLES, paths } from './paths.ts';
import type { RouteHandle } from './routeHandle.ts';

/** A page's title; a page the side menu opens is guarded by its entry's need (needOfPath). */
const title = (text: string): RouteHandle => ({ title: text });
const needing = (text: string, needs: PermissionNeed): RouteHandle => ({ title: text, needs });
const leaveSetup = (name: 'LeaveTypes' | 'WorkWeeks' | 'HolidayCalendars' | 'LeaveSettings') => async () => ({
  Component: (await import('./routes/LeaveSetup.tsx'))[name],
});
const incidentSetup = (name: 'IncidentCategories' | 'IncidentTypes' | 'IncidentDecisions') => async () => ({
  Component: (await import('./routes/IncidentSetup.tsx'))[name],
});
const leaveReport = (name: 'Planner' | 'EntitlementReport' | 'TransactionReport') => async () => ({
  Component: (await import('./routes/LeaveReports.tsx'))[name],
});
const payrollSetup =
  (
    name:
      | 'StatutoryTaxes'
      | 'StatutoryContributions'
      | 'Earnings'
      | 'Deductions'
      | 'Bonuses'
      | 'PayrollSettingsPage',
  ) =>
  async () => ({
    Component: (await import('./routes/PayrollSetup.tsx'))[name],
  });
const payRuns = (name: 'ProcessPayroll' | 'PayRunPage' | 'PayslipPage' | 'MyPayslips') => async () => ({
  Component: (await import('./routes/PayRuns.tsx'))[name],
});
const payrollReport = (name: 'SalaryAdjustments' | 'AnnualSalaryReport') => async () => ({
  Component: (await import('./routes/PayrollReports.tsx'))[name],
});
const expenseSetup = (name: 'ExpenseCategories' | 'MileageRates' | 'ExchangeRates') => async () => ({
  Component: (await import('./routes/ExpenseSetup.tsx'))[name],
});
const discussions = (name: 'Discussions' | 'DiscussionTopicPage') => async () => ({
  Component: (await import('./routes/Discussions.tsx'))[name],
});
const referenceList =
  (name: 'Departments' | 'JobPositions' | 'Levels' | 'Branches' | 'Banks') => async () => ({
    Component: (await import('./routes/EmployerReferenceList.tsx'))[name],
  });

/**
 * The route table of §2.1. Every page loads lazily, and the public pages sit under a layout of their
 * own, so the sign-in page never downloads the signed-in shell. Kept apart from the browser router so
 * a unit test can hold it against `builtPaths` (routes.test.ts).
 */
export const routeTable: RouteObject[] = [
  {
    lazy: () => import('./routes/Root.tsx'),
    children: [
      ...([paths.home, paths.landing] as const).map((path) => ({
        path,
        handle: title(LANDING_PAGE_TITLES[path]),
        lazy: () => import('./routes/Landing.tsx'),
      })),
      {
        lazy: () => import('./routes/PublicLayout.tsx'),
        children: [
          { path: paths.signIn, handle: title('Sign In'), lazy: () => import('./routes/SignIn.tsx') },
          { path: paths.signInAlias, handle: title('Sign In'), lazy: () => import('./routes/SignIn.tsx') },
          { path: paths.signUp, handle: title('Sign Up'), lazy: () => import('./routes/SignUp.tsx') },
          { path: paths.signUpAlias, handle: title('Sign Up'), lazy: () => import('./routes/SignUp.tsx') },
          {
            path: paths.forgotPassword,
            handle: title('Forgot Password'),
            lazy: () => import('./routes/ForgotPassword.tsx'),
          },
          {
            path: paths.resetPassword,
            handle: title('Reset Password'),
            lazy: () => import('./routes/ResetPassword.tsx'),
          },
          {
            path: paths.anonymousFollowUp,
            handle: title('Follow up a report'),
            lazy: () => import('./routes/AnonymousFollowUp.tsx'),
          },
          { path: '*', handle: title('Not Found'), lazy: () => import('./routes/NotFound.tsx') },
        ],
      },
      {
        handle: { signedIn: true } satisfies RouteHandle,
        lazy: () => import('./routes/PrivateLayout.tsx'),
        children: [
          { path: paths.dashboard, handle: title('Dashboard'), lazy: () => import('./routes/Dashboard.tsx') },
          {
            path: paths.dashboardAlias,
            handle: title('Dashboard'),
            lazy: () => import('./routes/Dashboard.tsx'),
          },
          {
            path: paths.userProfile,
            handle: title('User Profile'),
            lazy: () => import('./routes/UserProfile.tsx'),
          },
          {
            path: paths.employees,
            handle: needing('Employees', { area: 'employees', action: 'read', wholeEmployer: true }),
            lazy: () => import('./routes/Employees.tsx'),
          },
          {
            path: paths.employeeCreate,
            handle: title('Create Employee'),
            lazy: () => import('./routes/EmployeeCreate.tsx'),
          },
          {
            path: paths.employeeImport,
            handle: needing('Import Employees', { area: 'employees', action: 'create', wholeEmployer: true }),
            lazy: () => import('./routes/EmployeeImport.tsx'),
          },
          {
            path: paths.customRole,
            handle: title('Custom Role'),
            lazy: () => import('./routes/CustomRole.tsx'),
          },
          {
            path: paths.placement,
            handle: title('Placement'),
            lazy: () => import('./routes/Placement.tsx'),
          },
          {
            path: paths.orgChart,
            // Not in the menu: it needs what Placement needs, the records of others the role reaches.
            handle: needing('Organisation chart', { area: 'employees', action: 'read', beyondOwn: true }),
            lazy: () => import('./routes/OrgChart.tsx'),
          },
          {
            path: paths.employmentTerms,
            handle: title('Employment Terms'),
            lazy: () => import('./routes/EmploymentTerms.tsx'),
          },
          {
            path: paths.request,
            handle: title('Request'),
            lazy: () => import('./routes/Request.tsx'),
          },
          {
            path: paths.education,
            handle: title('Education'),
            lazy: () => import('./routes/Education.tsx'),
          },
          {
            path: paths.experience,
            handle: title('Experience'),
            lazy: () => import('./routes/Experience.tsx'),
          },
          {
            path: paths.training,
            // The menu shows Training to HR only, but the certificate reminders tell the attendee too and
            // link here: anyone who reads their own record may open it (the server lists their courses).
            handle: needing('Training', { area: 'employees', action: 'read' }),
            lazy: () => import('./routes/Training.tsx'),
          },
          {
            path: paths.employeeRecordPattern,
            handle: title('Employee'),
            lazy: () => import('./routes/EmployeeRecord.tsx'),
          },
          { path: paths.departments, handle: title('Department'), lazy: referenceList('Departments') },
          {
            path: paths.jobPositions,
            handle: title('Job Positions'),
            lazy: referenceList('JobPositions'),
          },
          { path: paths.levels, handle: title('Level'), lazy: referenceList('Levels') },
          { path: paths.branches, handle: title('Branch'), lazy: referenceList('Branches') },
          { path: paths.banks, handle: title('Bank'), lazy: referenceList('Banks') },
          {
            path: paths.employerInformation,
            handle: title('Information'),
            lazy: () => import('./routes/EmployerInformation.tsx'),
          },
          {
            path: paths.employerSettings,
            handle: title('Setting'),
            lazy: () => import('./routes/EmployerSettings.tsx'),
          },
          {
            path: paths.moduleAccess,
            handle: title('Modules'),
            lazy: () => import('./routes/ModuleAccess.tsx'),
          },
          {
            path: paths.timeClockReport,
            handle: title('Time Clock Report'),
            lazy: () => import('./routes/TimeClockReport.tsx'),
          },
          {
            path: paths.attendanceSettings,
            handle: title('Attendance Settings'),
            lazy: () => import('./routes/AttendanceSettings.tsx'),
          },
          {
            path: paths.auditTrail,
            handle: title('Audit Trail'),
            lazy: () => import('./routes/AuditTrail.tsx'),
          },
          { path: paths.leaveTypes, handle: title('Leave Types'), lazy: leaveSetup('LeaveTypes') },
          {
            path: paths.incidentCategories,
            handle: title('Incident Category'),
            lazy: incidentSetup('IncidentCategories'),
          },
          { path: paths.incidentTypes, handle: title('Incident Type'), lazy: incidentSetup('IncidentTypes') },
          {
            path: paths.incidentDecisions,
            handle: title('Incident Decision'),
            lazy: incidentSetup('IncidentDecisions'),
          },
          {
            path: paths.incidentCauseList,
            handle: title('Cause List'),
            lazy: () => import('./routes/CauseList.tsx'),
          },
          // Everyone who reads incidents, the Employee's own included: the server keeps the list to
          // the cases each reader is on or manages.
          {
            path: paths.incidentManagement,
            handle: title('Incident Management'),
            lazy: () => import('./routes/IncidentManagement.tsx'),
          },
          // Everyone who reads documents, the Employee's own included: the page shows the requests only
          // to those who ask others, and each reader the documents asked of them.
          {
            path: paths.documentManagement,
            handle: title('Document Management'),
            lazy: () => import('./routes/DocumentManagement.tsx'),
          },
          {
            path: paths.documentReview,
            handle: title('Document Review'),
            lazy: () => import('./routes/DocumentReview.tsx'),
          },
          // Issue 32: Expense Claims. Each page's guard is its menu entry's need; the server refuses
          // everything while the employer has switched Expense Claim off, and the page says so.
          {
            path: paths.myExpenseClaims,
            handle: title('My Claims'),
            lazy: () => import('./routes/MyExpenseClaims.tsx'),
          },
          {
            path: paths.expenseApprovals,
            handle: title('Expense Approvals'),
            lazy: () => import('./routes/ExpenseApprovals.tsx'),
          },
          {
            path: paths.expenseReport,
            handle: title('Claims Report'),
            lazy: () => import('./routes/ExpenseClaimsReport.tsx'),
          },
          {
            path: paths.expenseCategories,
            handle: title('Expense Category'),
            lazy: expenseSetup('ExpenseCategories'),
          },
          { path: paths.mileageRates, handle: title('Mileage Rate'), lazy: expenseSetup('MileageRates') },
          { path: paths.exchangeRates, handle: title('Exchange Rate'), lazy: expenseSetup('ExchangeRates') },
          {
            path: paths.expenseApprovalWorkflows,
            handle: title('Approval WorkFlow'),
            lazy: async () => ({
              Component: (await import('./routes/ApprovalWorkflows.tsx')).ExpenseApprovalWorkflows,
            }),
          },
          { path: paths.workWeeks, handle: title('WorkDay'), lazy: leaveSetup('WorkWeeks') },
          {
            path: paths.holidayCalendars,
            handle: title('Holiday'),
            lazy: leaveSetup('HolidayCalendars'),
          },
          {
            path: paths.leaveSettings,
            handle: title('Leave Settings'),
            lazy: leaveSetup('LeaveSettings'),
          },
          {
            path: paths.earningPolicies,
            handle: title('Earning Policy'),
            lazy: () => import('./routes/EarningPolicies.tsx'),
          },
          {
            path: paths.entitlementReport,
            handle: title('Entitlement Report'),
            lazy: leaveReport('EntitlementReport'),
          },
          // Employees read their own entries of the ledger.
          {
            path: paths.transactionReport,
            handle: title('Transaction Report'),
            lazy: leaveReport('TransactionReport'),
          },
          // Employees see their own department, while the employer's leave settings let them.
          { path: paths.leavePlanner, handle: title('Planner'), lazy: leaveReport('Planner') },
          // Everyone with Leave: the server refuses employees while the module is off, and the page says so.
          {
            path: paths.leaveSchedule,
            handle: title('Schedule'),
            lazy: () => import('./routes/LeaveSchedule.tsx'),
          },
          // Issue 29: anyone who may punch (the menu's 'attendance.create'); the server refuses employees
          // while the Attendance module is off, and the page says so.
          {
            path: paths.fieldCheckIn,
            handle: title('Field CheckIn'),
            lazy: () => import('./routes/FieldCheckIn.tsx'),
          },
          // Administrators keep the workflows and every delegation; an employee delegates their own approvals.
          {
            path: paths.approvalWorkflows,
            handle: title('Approval WorkFlow'),
            lazy: () => import('./routes/ApprovalWorkflows.tsx'),
          },
          // Document set-up keeps the sign-off workflows; the delegations are the same as leave's page.
          {
            path: paths.documentApprovalWorkflows,
            handle: title('Approval WorkFlow'),
            lazy: async () => ({
              Component: (await import('./routes/ApprovalWorkflows.tsx')).DocumentApprovalWorkflows,
            }),
          },
          // Anyone may be asked to decide (a line manager, a named approver, a delegate).
          {
            path: paths.leaveReview,
            handle: title('Review'),
            lazy: () => import('./routes/LeaveReview.tsx'),
          },
          {
            path: paths.statutoryTaxes,
            handle: title('Statutory Taxes'),
            lazy: payrollSetup('StatutoryTaxes'),
          },
          {
            path: paths.statutoryContributions,
            handle: title('Statutory Contribution'),
            lazy: payrollSetup('StatutoryContributions'),
          },
          { path: paths.earnings, handle: title('Earnings'), lazy: payrollSetup('Earnings') },
          { path: paths.deductions, handle: title('Deductions'), lazy: payrollSetup('Deductions') },
          { path: paths.bonus, handle: title('Bonus'), lazy: payrollSetup('Bonuses') },
          {
            path: paths.payrollSettings,
            handle: title('Payroll Settings'),
            lazy: payrollSetup('PayrollSettingsPage'),
          },
          {
            path: paths.processPayroll,
            handle: title('Process Payroll'),
            lazy: payRuns('ProcessPayroll'),
          },
          {
            path: paths.payRunPattern,
            handle: needing('Payroll Run', { area: 'payroll', action: 'read', wholeEmployer: true }),
            lazy: payRuns('PayRunPage'),
          },
          // Everyone: an employee opens their own final payslips; the server answers 404 for any other.
          { path: paths.payslipPattern, handle: title('Payslip'), lazy: payRuns('PayslipPage') },
          { path: paths.myPayslips, handle: title('My Payslips'), lazy: payRuns('MyPayslips') },
          {
            path: paths.salaryAdjustments,
            handle: title('Salary Adjustments'),
            lazy: payrollReport('SalaryAdjustments'),
          },
          // Employees read their own year; the page gives them no employee to pick.
          {
            path: paths.annualSalaryReport,
            handle: title('Annual Salary Report'),
            lazy: payrollReport('AnnualSalaryReport'),
          },
          // Everyone: Team has no Module Access switch; employees read, administrators manage.
          {
            path: paths.announcements,
            handle: title('Announcements'),
            lazy: () => import('./routes/Announcements.tsx'),
          },
          { path: paths.discussions, handle: title('Discussions'), lazy: discussions('Discussions') },
          {
            path: paths.discussionTopicPattern,
            handle: title('Discussion'),
            lazy: discussions('DiscussionTopicPage'),
          },
          {
            path: paths.documentSharing,
            handle: title('Document & Form Sharing'),
            lazy: () => import('./routes/DocumentSharing.tsx'),
          },
        ],
      },
    ],
  },
];
