import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest, ReferenceListRequest } from './employer.ts';
import type { components } from './schema.d.ts';
import type { WithDefaults } from './with-defaults.ts';

type Schemas = components['schemas'];

export type LeaveType = Schemas['LeaveType'];
export type LeaveRule = Schemas['LeaveRule'];
export type WorkWeek = Schemas['WorkWeek'];
export type HolidayCalendarSummary = Schemas['HolidayCalendarSummary'];
/** The server answers every holiday with its part and whether it repeats. */
export type Holiday = WithDefaults<Schemas['Holiday']>;
export type HolidayCalendar = WithDefaults<Schemas['HolidayCalendar']>;
export type PublicHolidays = WithDefaults<Schemas['PublicHolidays']>;
export type LeaveSettings = Schemas['LeaveSettings'];
export type LeaveRequestInput = Schemas['LeaveRequestInput'];
export type LeaveAssessment = Schemas['LeaveAssessment'];
export type LeavePolicyFinding = Schemas['LeavePolicyFinding'];
export type LeaveRequest = Schemas['LeaveRequest'];
export type LeaveRequestStatus = Schemas['LeaveRequestStatus'];
export type LeaveToReview = Schemas['LeaveToReview'];
export type LeaveBalance = Schemas['LeaveBalance'];
export type EarningPolicy = Schemas['EarningPolicy'];
export type LeavePlannerRequest = Schemas['LeavePlannerRequest'];
export type LeaveEntitlementReportRequest = Schemas['LeaveEntitlementReportRequest'];
export type LeaveTransactionsRequest = Schemas['LeaveTransactionsRequest'];
export type CreateEarningPolicyRequest = Schemas['CreateEarningPolicyRequest'];
export type UpdateEarningPolicyRequest = Schemas['UpdateEarningPolicyRequest'];

export type EmptyRequest = Schemas['EmptyRequest'];
export type DeleteLeaveSetupResult = Schemas['MessageEnvelope'];

export type CreateLeaveTypeRequest = Schemas['CreateLeaveTypeRequest'];
export type UpdateLeaveTypeRequest = Schemas['UpdateLeaveTypeRequest'];
export type LeaveTypeResult = Schemas['LeaveTypeEnvelope'];
export type LeaveTypeListResult = Schemas['LeaveTypeListEnvelope'];

export type CreateWorkWeekRequest = Schemas['CreateWorkWeekRequest'];
export type UpdateWorkWeekRequest = Schemas['UpdateWorkWeekRequest'];
export type WorkWeekResult = Schemas['WorkWeekEnvelope'];
export type WorkWeekListResult = Schemas['WorkWeekListEnvelope'];

export type CreateHolidayCalendarRequest = Schemas['CreateHolidayCalendarRequest'];
export type UpdateHolidayCalendarRequest = Schemas['UpdateHolidayCalendarRequest'];
export type HolidayCalendarResult = WithDefaults<Schemas['HolidayCalendarEnvelope']>;
export type HolidayCalendarListResult = Schemas['HolidayCalendarSummaryListEnvelope'];
export type SuggestPublicHolidaysRequest = Schemas['SuggestPublicHolidaysRequest'];
export type PublicHolidaysResult = WithDefaults<Schemas['PublicHolidaysEnvelope']>;

/**
 * Holidays as the server answers them: each with its part and whether it repeats. The contract lets
 * a client leave those out (they have defaults), so the generated type cannot say it.
 */
function withEveryHolidayField<Answer>(answer: Promise<Answer>): Promise<WithDefaults<Answer>> {
  return answer as Promise<WithDefaults<Answer>>;
}

export type UpdateLeaveSettingsRequest = Schemas['UpdateLeaveSettingsRequest'];
export type LeaveSettingsResult = Schemas['LeaveSettingsEnvelope'];

export type LeaveAssessmentResult = Schemas['LeaveAssessmentEnvelope'];
export type SubmittedLeaveRequestResult = Schemas['SubmittedLeaveRequestEnvelope'];
export type LeaveRequestFilter = Schemas['LeaveRequestFilter'];
export type LeaveRequestResult = Schemas['LeaveRequestEnvelope'];
export type LeaveRequestListResult = Schemas['LeaveRequestListEnvelope'];
export type LeaveToReviewRequest = Schemas['LeaveToReviewRequest'];
export type LeaveToReviewPageResult = Schemas['LeaveToReviewPageEnvelope'];
export type DecideLeaveRequestRequest = Schemas['DecideLeaveRequest'];
export type LeaveBalancesRequest = Schemas['LeaveBalancesRequest'];
export type LeaveBalanceListResult = Schemas['LeaveBalanceListEnvelope'];
export type AdjustLeaveBalanceRequest = Schemas['AdjustLeaveBalanceRequest'];

/** The employer's leave types by code; an employee gets the active ones, while Leave is open to them. */
export function listLeaveTypes(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<LeaveTypeListResult> {
  return client.postAuthenticated('/leave/list-leave-types', body, options);
}

/** Add a leave type (administrators); 409 on `code` when another leave type has the code. */
export function createLeaveType(
  client: ApiClient,
  body: CreateLeaveTypeRequest,
  options?: RequestOptions,
): Promise<LeaveTypeResult> {
  return client.postAuthenticated('/leave/create-leave-type', body, options);
}

/** Change the fields sent of a leave type (its `isActive` too); the others keep their value. */
export function updateLeaveType(
  client: ApiClient,
  body: UpdateLeaveTypeRequest,
  options?: RequestOptions,
): Promise<LeaveTypeResult> {
  return client.postAuthenticated('/leave/update-leave-type', body, options);
}

/** Delete a leave type nothing refers to; otherwise 409 naming what does. */
export function deleteLeaveType(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteLeaveSetupResult> {
  return client.postAuthenticated('/leave/delete-leave-type', body, options);
}

/** The employer's work weeks by code. */
export function listWorkWeeks(client: ApiClient, options?: RequestOptions): Promise<WorkWeekListResult> {
  return client.postAuthenticated('/leave/list-work-weeks', {}, options);
}

/** Add a work week (administrators); made the default, it takes over from the previous one. */
export function createWorkWeek(
  client: ApiClient,
  body: CreateWorkWeekRequest,
  options?: RequestOptions,
): Promise<WorkWeekResult> {
  return client.postAuthenticated('/leave/create-work-week', body, options);
}

/** Change the fields sent of a work week. */
export function updateWorkWeek(
  client: ApiClient,
  body: UpdateWorkWeekRequest,
  options?: RequestOptions,
): Promise<WorkWeekResult> {
  return client.postAuthenticated('/leave/update-work-week', body, options);
}

/** Delete a work week no employee works; otherwise 409 saying how many do. */
export function deleteWorkWeek(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteLeaveSetupResult> {
  return client.postAuthenticated('/leave/delete-work-week', body, options);
}

/** The employer's holiday calendars by code, each with how many holidays it has but not the holidays. */
export function listHolidayCalendars(
  client: ApiClient,
  options?: RequestOptions,
): Promise<HolidayCalendarListResult> {
  return client.postAuthenticated('/leave/list-holiday-calendars', {}, options);
}

/** One holiday calendar with its holidays, by date. */
export function getHolidayCalendar(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<HolidayCalendarResult> {
  return withEveryHolidayField(client.postAuthenticated('/leave/get-holiday-calendar', body, options));
}

/** Add a holiday calendar with its holidays (administrators). */
export function createHolidayCalendar(
  client: ApiClient,
  body: CreateHolidayCalendarRequest,
  options?: RequestOptions,
): Promise<HolidayCalendarResult> {
  return withEveryHolidayField(client.postAuthenticated('/leave/create-holiday-calendar', body, options));
}

/** Change the fields sent of a holiday calendar; `holidays` sent replaces them all. */
export function updateHolidayCalendar(
  client: ApiClient,
  body: UpdateHolidayCalendarRequest,
  options?: RequestOptions,
): Promise<HolidayCalendarResult> {
  return withEveryHolidayField(client.postAuthenticated('/leave/update-holiday-calendar', body, options));
}

/** Delete a holiday calendar no employee follows, with its holidays. */
export function deleteHolidayCalendar(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteLeaveSetupResult> {
  return client.postAuthenticated('/leave/delete-holiday-calendar', body, options);
}

/** A country's public holidays in a year, to edit before they are saved to a calendar; nothing is stored. */
export function suggestPublicHolidays(
  client: ApiClient,
  body: SuggestPublicHolidaysRequest,
  options?: RequestOptions,
): Promise<PublicHolidaysResult> {
  return withEveryHolidayField(client.postAuthenticated('/leave/suggest-public-holidays', body, options));
}

/** The employer's leave settings; the defaults until an administrator has saved some. */
export function getLeaveSettings(client: ApiClient, options?: RequestOptions): Promise<LeaveSettingsResult> {
  return client.postAuthenticated('/leave/get-leave-settings', {}, options);
}

/** Change the leave settings sent (administrators). */
export function updateLeaveSettings(
  client: ApiClient,
  body: UpdateLeaveSettingsRequest,
  options?: RequestOptions,
): Promise<LeaveSettingsResult> {
  return client.postAuthenticated('/leave/update-leave-settings', body, options);
}

/** What a request would count and leave, with the policy's refusals (own leave) or warnings; books nothing. */
export function previewLeaveRequest(
  client: ApiClient,
  body: LeaveRequestInput,
  options?: RequestOptions,
): Promise<LeaveAssessmentResult> {
  return client.postAuthenticated('/leave/preview-leave-request', body, options);
}

/** Book a request; an employee's own is refused (400) on the policy's first finding, naming the rule. */
export function submitLeaveRequest(
  client: ApiClient,
  body: LeaveRequestInput,
  options?: RequestOptions,
): Promise<SubmittedLeaveRequestResult> {
  return client.postAuthenticated('/leave/submit-leave-request', body, options);
}

/** Leave requests, latest first: an employee's own only, an administrator's filtered by the body. */
export function listLeaveRequests(
  client: ApiClient,
  body: LeaveRequestFilter = {},
  options?: RequestOptions,
): Promise<LeaveRequestListResult> {
  return client.postAuthenticated('/leave/list-leave-requests', body, options);
}

/** Take back one's own request while it waits for approval. */
export function withdrawLeaveRequest(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<LeaveRequestResult> {
  return client.postAuthenticated('/leave/withdraw-leave-request', body, options);
}

/** Cancel approved leave (an employee's own before it starts); its days return. */
export function cancelLeaveRequest(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<LeaveRequestResult> {
  return client.postAuthenticated('/leave/cancel-leave-request', body, options);
}

/**
 * The first `limit` (20 when left out) of the requests the caller may decide now, longest waiting
 * first, and how many wait in all; never their own.
 */
export function listLeaveToReview(
  client: ApiClient,
  body: LeaveToReviewRequest,
  options?: RequestOptions,
): Promise<LeaveToReviewPageResult> {
  return client.postAuthenticated('/leave/list-leave-to-review', body, options);
}

/** Approve or reject the step a request waits on; 409 when someone else decided it first. */
export function decideLeaveRequest(
  client: ApiClient,
  body: DecideLeaveRequestRequest,
  options?: RequestOptions,
): Promise<LeaveRequestResult> {
  return client.postAuthenticated('/leave/decide-leave-request', body, options);
}

/** An employee's balance of each active leave type as of a date (today when left out). */
export function getLeaveBalances(
  client: ApiClient,
  body: LeaveBalancesRequest,
  options?: RequestOptions,
): Promise<LeaveBalanceListResult> {
  return client.postAuthenticated('/leave/get-leave-balances', body, options);
}

/** Add to (or, negative, take from) an employee's balance with the reason (administrators). */
export function adjustLeaveBalance(
  client: ApiClient,
  body: AdjustLeaveBalanceRequest,
  options?: RequestOptions,
): Promise<LeaveBalanceListResult> {
  return client.postAuthenticated('/leave/adjust-leave-balance', body, options);
}

/** The employer's earning policies by name (administrators). */
export function listEarningPolicies(client: ApiClient, options?: RequestOptions) {
  return client.postAuthenticated('/leave/list-earning-policies', {}, options);
}

/** Add an earning policy (administrators); 409 on `name` when another policy has the name. */
export function createEarningPolicy(
  client: ApiClient,
  body: CreateEarningPolicyRequest,
  options?: RequestOptions,
) {
  return client.postAuthenticated('/leave/create-earning-policy', body, options);
}

/** Change an earning policy; the accruals are recomputed in the background, corrections appended. */
export function updateEarningPolicy(
  client: ApiClient,
  body: UpdateEarningPolicyRequest,
  options?: RequestOptions,
) {
  return client.postAuthenticated('/leave/update-earning-policy', body, options);
}

/** Delete an earning policy; what it credited stays in the ledgers. */
export function deleteEarningPolicy(client: ApiClient, body: ReferenceIdRequest, options?: RequestOptions) {
  return client.postAuthenticated('/leave/delete-earning-policy', body, options);
}

/** Who is away on each day of a span of at most six weeks, with the holidays (get-leave-planner). */
export function getLeavePlanner(client: ApiClient, body: LeavePlannerRequest, options?: RequestOptions) {
  return client.postAuthenticated('/leave/get-leave-planner', body, options);
}

/** Per employee and leave type as of a date: carried over, earned, taken, pending, balance (administrators). */
export function getLeaveEntitlementReport(
  client: ApiClient,
  body: LeaveEntitlementReportRequest,
  options?: RequestOptions,
) {
  return client.postAuthenticated('/leave/get-leave-entitlement-report', body, options);
}

/** One page of the balance ledger, latest first, filtered (an employee: their own only). */
export function listLeaveTransactions(
  client: ApiClient,
  body: LeaveTransactionsRequest,
  options?: RequestOptions,
) {
  return client.postAuthenticated('/leave/list-leave-transactions', body, options);
}
