/**
 * The request and response shapes of openapi.yaml the services work with, taken from the types
 * packages/api generates from it, so a change of the contract that the server does not follow fails
 * the type-check. The request validator guarantees incoming bodies have these shapes.
 */
import type { components, SectionsWithDefaults, WithDefaults } from '@hr/api';

type Schemas = components['schemas'];

// Employee requests are typed as the validator leaves them: each section sent has every field (its
// default, null for none, where the client left it out); a section left out stays left out.

export type LoginRequest = Schemas['LoginRequest'];
export type CreateUserRequest = Schemas['CreateUserRequest'];
export type RefreshRequest = Schemas['RefreshRequest'];
export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type ContactMessageRequest = Schemas['ContactMessageRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type EndSessionRequest = Schemas['EndSessionRequest'];
export type TwoFactorChallenge = Schemas['TwoFactorChallenge'];
export type CompleteTwoFactorSignInRequest = Schemas['CompleteTwoFactorSignInRequest'];
export type TwoFactorSetup = Schemas['TwoFactorSetup'];
export type ConfirmTwoFactorRequest = Schemas['ConfirmTwoFactorRequest'];
export type RecoveryCodes = Schemas['RecoveryCodes'];
export type TurnOffTwoFactorRequest = Schemas['TurnOffTwoFactorRequest'];
export type ResetAccountTwoFactorRequest = Schemas['ResetAccountTwoFactorRequest'];
export type UserIdRequest = Schemas['UserIdRequest'];
export type EmployeeSearchRequest = Schemas['EmployeeSearchRequest'];
export type EmployeeExportRequest = Schemas['EmployeeExportRequest'];
export type EmployeeSortColumn = NonNullable<EmployeeSearchRequest['sortBy']>;
export type QuickEntry = WithDefaults<Schemas['QuickEntry']>;
export type CreateEmployeeRequest = SectionsWithDefaults<Schemas['CreateEmployeeRequest']>;
export type UpdateEmployeeRequest = SectionsWithDefaults<Schemas['UpdateEmployeeRequest']>;
export type EmployeeIdRequest = Schemas['EmployeeIdRequest'];
// The validator fills createMissing's default; the rows' cells stay optional.
export type EmployeeImportPreviewRequest = Schemas['EmployeeImportPreviewRequest'] & {
  createMissing: boolean;
};
export type ImportEmployeesRequest = Schemas['ImportEmployeesRequest'] & { createMissing: boolean };
export type EmployeeImportPreview = Schemas['EmployeeImportPreview'];
export type EmployeeImportResult = Schemas['EmployeeImportResult'];
export type EmployeeImportMapping = Schemas['EmployeeImportMapping'];
export type EndEmploymentRequest = Schemas['EndEmploymentRequest'];
export type LineManagerSearchRequest = Schemas['LineManagerSearchRequest'];
export type InvitationTokenRequest = Schemas['InvitationTokenRequest'];
export type AttachmentIdRequest = Schemas['AttachmentIdRequest'];

export type User = Schemas['User'];
export type Tokens = Schemas['Tokens'];
export type Session = Schemas['Session'];
export type EmployeeRow = Schemas['EmployeeRow'];
export type EmployeePage = Schemas['EmployeePage'];
export type EmployeeValues = SectionsWithDefaults<Schemas['EmployeeValues']>;
export type EmployeeRecord = Omit<Schemas['EmployeeRecord'], 'values'> & { values: EmployeeValues };
export type Placement = WithDefaults<Schemas['Placement']>;
export type HealthSection = WithDefaults<Schemas['HealthSection']>;
export type PlacementChange = Schemas['PlacementChange'];
export type SalaryChange = Schemas['SalaryChange'];
export type RecordIncidentDecision = Schemas['RecordIncidentDecision'];
export type EmployeeAccount = Schemas['EmployeeAccount'];
export type LineManager = Schemas['LineManager'];
export type DelegateChoice = Schemas['DelegateChoice'];
export type Invitation = Schemas['Invitation'];
export type PlacementType = NonNullable<Schemas['EmploymentTerms']['placementType']>;
export type JobStatus = NonNullable<Schemas['EmploymentTerms']['jobStatus']>;
export type EmploymentType = NonNullable<Schemas['JobSection']['employmentType']>;
export type PaymentMethod = Schemas['PaymentMethod'];
export type MaritalStatus = NonNullable<Schemas['FamilySection']['maritalStatus']>;
export type BloodGroup = NonNullable<Schemas['HealthSection']['bloodGroup']>;
export type Profile = Schemas['Profile'];
export type UpdateDisplayNameRequest = Schemas['UpdateDisplayNameRequest'];
export type SetProfilePhotoRequest = Schemas['SetProfilePhotoRequest'];
export type Dashboard = Schemas['Dashboard'];
export type MonthCount = Schemas['MonthCount'];
export type DepartmentCount = Schemas['DepartmentCount'];
export type Attachment = Schemas['Attachment'];

export type ReferenceListRequest = Schemas['ReferenceListRequest'];
export type ReferenceIdRequest = Schemas['ReferenceIdRequest'];
export type SetActiveRequest = Schemas['SetActiveRequest'];
export type Department = Schemas['Department'];
export type JobPosition = Schemas['JobPosition'];
export type Level = Schemas['Level'];
export type Branch = Schemas['Branch'];
export type Bank = Schemas['Bank'];
export type CreateDepartmentRequest = Schemas['CreateDepartmentRequest'];
export type UpdateDepartmentRequest = Schemas['UpdateDepartmentRequest'];
export type CreateJobPositionRequest = Schemas['CreateJobPositionRequest'];
export type UpdateJobPositionRequest = Schemas['UpdateJobPositionRequest'];
export type CreateLevelRequest = Schemas['CreateLevelRequest'];
export type UpdateLevelRequest = Schemas['UpdateLevelRequest'];
export type CreateBranchRequest = Schemas['CreateBranchRequest'];
export type UpdateBranchRequest = Schemas['UpdateBranchRequest'];
export type CreateBankRequest = Schemas['CreateBankRequest'];
export type UpdateBankRequest = Schemas['UpdateBankRequest'];
export type EmployerInformation = Schemas['EmployerInformation'];
export type DemoDataStatus = Schemas['DemoDataStatus'];
export type LoadedDemoData = Schemas['LoadedDemoData'];
export type UpdateEmployerInformationRequest = Schemas['UpdateEmployerInformationRequest'];
// Issue 28 item 5: Employer › Setting.
export type EmployerSettings = Schemas['EmployerSettings'];
export type UpdateEmployerSettingsRequest = Schemas['UpdateEmployerSettingsRequest'];
export type DateFormat = Schemas['DateFormat'];
export type FirstDayOfWeek = Schemas['FirstDayOfWeek'];
export type PayPeriod = Schemas['PayPeriod'];
export type ModuleId = Schemas['ModuleId'];
export type ModuleAccessItem = Schemas['ModuleAccessItem'];
export type SetUpChecklist = Schemas['SetUpChecklist'];
export type SetUpChecklistItemId = Schemas['SetUpChecklistItemId'];
export type SetModuleAccessRequest = Schemas['SetModuleAccessRequest'];

// Requests with defaults are typed as the validator leaves them (every defaulted field present).
export type CreateWorkflowRequest = WithDefaults<Schemas['CreateWorkflowRequest']>;
export type WorkflowStepInput = WithDefaults<Schemas['WorkflowStepInput']>;
export type UpdateWorkflowRequest = Omit<Schemas['UpdateWorkflowRequest'], 'steps'> & {
  steps?: WorkflowStepInput[];
};
export type Workflow = Schemas['Workflow'];
export type WorkflowKind = Schemas['WorkflowKind'];
export type ListWorkflowsRequest = WithDefaults<Schemas['ListWorkflowsRequest']>;
export type WorkflowStep = Schemas['WorkflowStep'];
export type DelegationListRequest = WithDefaults<Schemas['DelegationListRequest']>;
export type CreateDelegationRequest = WithDefaults<Schemas['CreateDelegationRequest']>;
export type Delegation = Schemas['Delegation'];
export type ApprovalIdRequest = Schemas['ApprovalIdRequest'];
export type ApprovalHistory = Schemas['ApprovalHistory'];
export type ApprovalRouteStep = Schemas['ApprovalRouteStep'];
export type ApprovalDecisionEntry = Schemas['ApprovalDecisionEntry'];
export type LeaveUnit = Schemas['LeaveUnit'];
export type LeaveDayCount = Schemas['LeaveDayCount'];
export type LeaveType = WithDefaults<Schemas['LeaveType']>;
export type CreateLeaveTypeRequest = WithDefaults<Schemas['CreateLeaveTypeRequest']>;
export type UpdateLeaveTypeRequest = Schemas['UpdateLeaveTypeRequest'];
export type WorkWeek = Schemas['WorkWeek'];
export type CreateWorkWeekRequest = WithDefaults<Schemas['CreateWorkWeekRequest']>;
export type UpdateWorkWeekRequest = Schemas['UpdateWorkWeekRequest'];
export type WorkedPart = Schemas['WorkedPart'];
export type DayPart = Schemas['DayPart'];
export type Holiday = WithDefaults<Schemas['Holiday']>;
export type HolidayCalendar = WithDefaults<Schemas['HolidayCalendar']>;
export type HolidayCalendarSummary = Schemas['HolidayCalendarSummary'];
export type CreateHolidayCalendarRequest = WithDefaults<Schemas['CreateHolidayCalendarRequest']>;
export type UpdateHolidayCalendarRequest = Omit<Schemas['UpdateHolidayCalendarRequest'], 'holidays'> & {
  holidays?: Holiday[];
};
export type SuggestPublicHolidaysRequest = Schemas['SuggestPublicHolidaysRequest'];
export type PublicHolidays = WithDefaults<Schemas['PublicHolidays']>;
export type AccrualRounding = Schemas['AccrualRounding'];
export type LeaveSettings = Schemas['LeaveSettings'];
export type UpdateLeaveSettingsRequest = Schemas['UpdateLeaveSettingsRequest'];
export type LeaveRequestInput = WithDefaults<Schemas['LeaveRequestInput']>;
export type LeaveAssessment = Schemas['LeaveAssessment'];
export type LeaveRequest = Schemas['LeaveRequest'];
export type LeaveRequestFilter = WithDefaults<Schemas['LeaveRequestFilter']>;
export type DecideLeaveRequest = WithDefaults<Schemas['DecideLeaveRequest']>;
export type LeaveToReview = Schemas['LeaveToReview'];
export type LeaveToReviewRequest = WithDefaults<Schemas['LeaveToReviewRequest']>;
export type LeaveBalancesRequest = WithDefaults<Schemas['LeaveBalancesRequest']>;
export type LeaveBalance = Schemas['LeaveBalance'];
export type AdjustLeaveBalanceRequest = Schemas['AdjustLeaveBalanceRequest'];
export type EarningPolicy = Schemas['EarningPolicy'];
export type CreateEarningPolicyRequest = WithDefaults<Schemas['CreateEarningPolicyRequest']>;
export type UpdateEarningPolicyRequest = Schemas['UpdateEarningPolicyRequest'];

export type NotificationListRequest = WithDefaults<Schemas['NotificationListRequest']>;
export type MarkNotificationsReadRequest = WithDefaults<Schemas['MarkNotificationsReadRequest']>;
export type UpdateEmailPreferencesRequest = WithDefaults<Schemas['UpdateEmailPreferencesRequest']>;
export type WhoIsAway = Schemas['WhoIsAway'];
export type LeavePlannerRequest = WithDefaults<Schemas['LeavePlannerRequest']>;
export type LeavePlanner = Schemas['LeavePlanner'];
export type LeavePlannerEmployee = Schemas['LeavePlannerEmployee'];
export type LeaveTransactionsRequest = WithDefaults<Schemas['LeaveTransactionsRequest']>;
export type LeaveTransaction = Schemas['LeaveTransaction'];
export type LeaveEntitlementReportRequest = WithDefaults<Schemas['LeaveEntitlementReportRequest']>;
export type LeaveEntitlementRow = Schemas['LeaveEntitlementRow'];

export type PayrollSettings = Schemas['PayrollSettings'];
export type UpdatePayrollSettingsRequest = Schemas['UpdatePayrollSettingsRequest'];
export type StatutoryTax = Schemas['StatutoryTax'];
export type CreateStatutoryTaxRequest = WithDefaults<Schemas['CreateStatutoryTaxRequest']>;
export type UpdateStatutoryTaxRequest = Schemas['UpdateStatutoryTaxRequest'];
export type ContributionSide = Schemas['ContributionSide'];
export type StatutoryContribution = Schemas['StatutoryContribution'];
export type CreateStatutoryContributionRequest = WithDefaults<Schemas['CreateStatutoryContributionRequest']>;
export type UpdateStatutoryContributionRequest = Schemas['UpdateStatutoryContributionRequest'];
export type PayrollTemplateWire = Schemas['PayrollTemplate'];
export type ApplyPayrollTemplateRequest = Schemas['ApplyPayrollTemplateRequest'];
export type AppliedPayrollTemplate = Schemas['AppliedPayrollTemplateEnvelope']['returnObject'];
export type PayItem = Schemas['PayItem'];
export type ListPayItemsRequest = Schemas['ListPayItemsRequest'];
export type CreatePayItemRequest = WithDefaults<Schemas['CreatePayItemRequest']>;
export type UpdatePayItemRequest = Schemas['UpdatePayItemRequest'];

export type AuditEvent = Schemas['AuditEvent'];
export type AuditEventPage = Schemas['AuditEventPage'];
export type AuditEventsRequest = Schemas['AuditEventsRequest'];
export type AuditEventsExportRequest = Schemas['AuditEventsExportRequest'];
export type EmployeeHistoryRequest = Schemas['EmployeeHistoryRequest'];
export type CustomRole = Schemas['CustomRole'];
export type RoleList = Schemas['RoleList'];
export type CreateRoleRequest = WithDefaults<Schemas['CreateRoleRequest']>;
export type UpdateRoleRequest = WithDefaults<Schemas['UpdateRoleRequest']>;
export type RoleIdRequest = Schemas['RoleIdRequest'];
export type ListRoleAccountsRequest = WithDefaults<Schemas['ListRoleAccountsRequest']>;
export type RoleAccount = Schemas['RoleAccount'];
export type RoleAccountPage = Schemas['RoleAccountPage'];
export type SetAccountRolesRequest = Schemas['SetAccountRolesRequest'];
export type MyPermissions = Schemas['MyPermissions'];
export type ViewAsRequest = Schemas['ViewAsRequest'];
export type ViewAs = Schemas['ViewAs'];
export type PlacementKind = Schemas['PlacementKind'];
export type PlacementPlace = Schemas['PlacementPlace'];
export type PlacementMove = Schemas['PlacementMove'];
export type PlacementMovePage = Schemas['PlacementMovePage'];
export type PlacementsRequest = Schemas['PlacementsRequest'];
export type RecordPlacementRequest = Schemas['RecordPlacementRequest'];
export type BulkPlacementRequest = Schemas['BulkPlacementRequest'];
export type BulkPlacementPreview = Schemas['BulkPlacementPreview'];
export type OrgChartRequest = Schemas['OrgChartRequest'];
export type OrgChart = Schemas['OrgChart'];
export type ListEmploymentTermsRequest = Schemas['ListEmploymentTermsRequest'];
export type EmploymentTermsEmployeeRequest = Schemas['EmploymentTermsEmployeeRequest'];
export type CancelEmploymentTermsRequest = Schemas['CancelEmploymentTermsRequest'];

// Employee Management › Request (issue 28, item 4).
export type RequestListRequest = Schemas['RequestListRequest'];
export type ChangeOfDetailsRequest = WithDefaults<Schemas['ChangeOfDetailsRequest']>;
export type LetterRequest = WithDefaults<Schemas['LetterRequest']>;
export type DecideEmployeeRequest = WithDefaults<Schemas['DecideEmployeeRequest']>;
export type EmployeeRequest = Schemas['EmployeeRequest'];
export type ProposedDetails = NonNullable<Schemas['ProposedDetails']>;
export type SaveLetterTemplateRequest = Schemas['SaveLetterTemplateRequest'];
export type LetterTemplate = Schemas['LetterTemplate'];

// Attendance, set-up and punching (issue 29).
export type AttendanceSettings = Schemas['AttendanceSettings'];
export type ShiftType = Schemas['ShiftType'];
export type SaveShiftTypeRequest = Schemas['SaveShiftTypeRequest'];
export type ShiftAssignment = Schemas['ShiftAssignment'];
export type ListShiftAssignmentsRequest = Schemas['ListShiftAssignmentsRequest'];
export type AssignShiftRequest = Schemas['AssignShiftRequest'];
export type AttendanceSite = Schemas['AttendanceSite'];
export type SaveAttendanceSiteRequest = Schemas['SaveAttendanceSiteRequest'];
export type AttendanceTimeZones = Schemas['AttendanceTimeZones'];
export type SetAttendanceTimeZoneRequest = Schemas['SetAttendanceTimeZoneRequest'];
export type Punch = Schemas['Punch'];
export type PunchAnswer = Schemas['PunchAnswerEnvelope']['returnObject'];
export type PunchRequest = Schemas['PunchRequest'];
export type MyCheckIn = Schemas['MyCheckIn'];
export type FlaggedPunch = Schemas['FlaggedPunch'];
export type ReviewPunchRequest = Schemas['ReviewPunchRequest'];
// Attendance: days, report, requests (issue 29).
export type TimeClockReportRequest = WithDefaults<Schemas['TimeClockReportRequest']>;
export type TimeClockReport = Schemas['TimeClockReport'];
export type TimeClockDayRow = Schemas['TimeClockDayRow'];
export type TimeClockSummaryRow = Schemas['TimeClockSummaryRow'];
export type ApproveOvertimeRequest = Schemas['ApproveOvertimeRequest'];
export type AskAttendanceRequest = WithDefaults<Schemas['AskAttendanceRequest']>;
export type AttendanceRequestListRequest = Schemas['AttendanceRequestListRequest'];
export type AttendanceRequestRecord = Schemas['AttendanceRequestRecord'];
// Incident set-up (issue 30).
export type IncidentCategory = Schemas['IncidentCategory'];
export type CreateIncidentCategoryRequest = WithDefaults<Schemas['CreateIncidentCategoryRequest']>;
export type UpdateIncidentCategoryRequest = Schemas['UpdateIncidentCategoryRequest'];
export type IncidentType = Schemas['IncidentType'];
export type CreateIncidentTypeRequest = WithDefaults<Schemas['CreateIncidentTypeRequest']>;
export type UpdateIncidentTypeRequest = Schemas['UpdateIncidentTypeRequest'];
export type IncidentDecision = Schemas['IncidentDecision'];
export type CreateIncidentDecisionRequest = WithDefaults<Schemas['CreateIncidentDecisionRequest']>;
export type UpdateIncidentDecisionRequest = Schemas['UpdateIncidentDecisionRequest'];

// Incident cases (issue 30): the case, its moves, the cause list and the anonymous follow-up.
export type IncidentCaseState = Schemas['IncidentCaseState'];
export type IncidentCaseRelation = Schemas['IncidentCaseRelation'];
export type IncidentPersonRef = Schemas['IncidentPersonRef'];
export type IncidentDecisionRef = Schemas['IncidentDecisionRef'];
export type IncidentCategoryRef = Schemas['IncidentCategoryRef'];
export type IncidentTypeRef = Schemas['IncidentTypeRef'];
export type IncidentHearing = Schemas['IncidentHearing'];
export type IncidentCase = Schemas['IncidentCase'];
export type IncidentCaseRow = Schemas['IncidentCaseRow'];
export type IncidentCasePage = Schemas['IncidentCasePage'];
export type ListIncidentCasesRequest = WithDefaults<Schemas['ListIncidentCasesRequest']>;
export type ReportIncidentCaseRequest = WithDefaults<Schemas['ReportIncidentCaseRequest']>;
export type ReportedIncidentCase = Schemas['ReportedIncidentCase'];
export type UpdateIncidentCaseRequest = WithDefaults<Schemas['UpdateIncidentCaseRequest']>;
export type IncidentCaseMove = Schemas['IncidentCaseMove'];
export type MoveIncidentCaseRequest = Schemas['MoveIncidentCaseRequest'];
export type ListIncidentHearingsRequest = Schemas['ListIncidentHearingsRequest'];
export type IncidentHearingListing = Schemas['IncidentHearingListing'];
export type PrintIncidentCauseListRequest = Schemas['PrintIncidentCauseListRequest'];
export type ListIncidentCasePeopleRequest = WithDefaults<Schemas['ListIncidentCasePeopleRequest']>;
export type AnonymousReportCodeRequest = Schemas['AnonymousReportCodeRequest'];

// Document WorkFlow (issue 31).
export type DocumentFileType = Schemas['DocumentFileType'];
export type DocumentRequest = Schemas['DocumentRequest'];
export type DocumentRequestPage = Schemas['DocumentRequestPage'];
export type DocumentItem = Schemas['DocumentItem'];
export type DocumentItemPage = Schemas['DocumentItemPage'];
export type CreateDocumentRequestRequest = WithDefaults<Schemas['CreateDocumentRequestRequest']>;
export type DocumentPageRequest = WithDefaults<Schemas['DocumentPageRequest']>;
export type ListDocumentRequestItemsRequest = WithDefaults<Schemas['ListDocumentRequestItemsRequest']>;
export type UploadDocumentVersionRequest = WithDefaults<Schemas['UploadDocumentVersionRequest']>;
export type ReviewDocumentItemRequest = WithDefaults<Schemas['ReviewDocumentItemRequest']>;
export type ListEmployeeDocumentItemsRequest = WithDefaults<Schemas['ListEmployeeDocumentItemsRequest']>;
export type DocumentSignOff = Schemas['DocumentSignOff'];
export type DocumentSignOffStep = Schemas['DocumentSignOffStep'];

// Expense Claim (issue 32).
export type ExpenseCategory = Schemas['ExpenseCategory'];
export type SaveExpenseCategoryRequest = WithDefaults<Schemas['SaveExpenseCategoryRequest']>;
export type MileageRate = Schemas['MileageRate'];
export type SaveMileageRateRequest = WithDefaults<Schemas['SaveMileageRateRequest']>;
export type ExchangeRate = Schemas['ExchangeRate'];
export type SaveExchangeRateRequest = Schemas['SaveExchangeRateRequest'];
export type ExpenseClaimStatus = Schemas['ExpenseClaimStatus'];
export type ExpensePageRequest = WithDefaults<Schemas['ExpensePageRequest']>;
export type ListMyExpenseClaimsRequest = WithDefaults<Schemas['ListMyExpenseClaimsRequest']>;
export type ExpenseClaimSummary = Schemas['ExpenseClaimSummary'];
export type ExpenseClaim = Schemas['ExpenseClaim'];
export type ExpenseClaimLine = Schemas['ExpenseClaimLine'];
export type ExpenseClaimStep = Schemas['ExpenseClaimStep'];
export type ExpenseReceipt = Schemas['ExpenseReceipt'];
export type ExpenseReceiptDuplicate = Schemas['ExpenseReceiptDuplicate'];
export type ExpenseClaimLineInput = WithDefaults<Schemas['ExpenseClaimLineInput']>;
export type SaveExpenseClaimRequest = Omit<Schemas['SaveExpenseClaimRequest'], 'lines'> & {
  lines: ExpenseClaimLineInput[];
};
export type DecideExpenseClaimRequest = WithDefaults<Schemas['DecideExpenseClaimRequest']>;
export type MarkExpenseClaimPaidRequest = Schemas['MarkExpenseClaimPaidRequest'];
export type ExpenseClaimsReportRequest = Schemas['ExpenseClaimsReportRequest'];
export type ExpenseClaimsReportRow = Schemas['ExpenseClaimsReportRow'];
export type ExpenseClaimsReportFigures = Schemas['ExpenseClaimsReportFigures'];
