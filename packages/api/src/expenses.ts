import type { ApiClient, RequestBody, RequestOptions, SuccessEnvelope } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/**
 * Expense Claims (issue 32): the employer's categories, mileage and exchange rates; each employee's
 * claims, their approval, payment and report. Every operation answers 403 while the employer has
 * switched Expense Claim off, to administrators too.
 */
export type ExpenseCategoryRow = Schemas['ExpenseCategory'];
export type MileageRateRow = Schemas['MileageRate'];
export type ExchangeRateRow = Schemas['ExchangeRate'];
export type ExpenseClaimSummaryRow = Schemas['ExpenseClaimSummary'];
export type ExpenseClaimRecord = Schemas['ExpenseClaim'];
export type ExpenseClaimLineInput = Schemas['ExpenseClaimLineInput'];
export type SaveExpenseCategoryRequest = RequestBody<'/expenses/save-expense-category'>;
export type SaveMileageRateRequest = RequestBody<'/expenses/save-mileage-rate'>;
export type SaveExchangeRateRequest = RequestBody<'/expenses/save-exchange-rate'>;
export type ListMyExpenseClaimsRequest = RequestBody<'/expenses/list-my-expense-claims'>;
export type SaveExpenseClaimRequest = RequestBody<'/expenses/save-expense-claim'>;
export type DecideExpenseClaimRequest = RequestBody<'/expenses/decide-expense-claim'>;
export type MarkExpenseClaimPaidRequest = RequestBody<'/expenses/mark-expense-claim-paid'>;
export type ExpenseClaimsReportRequest = RequestBody<'/expenses/expense-claims-report'>;
export type ExpenseClaimsReportResult = SuccessEnvelope<'/expenses/expense-claims-report'>;
export type ExpenseClaimResult = SuccessEnvelope<'/expenses/get-expense-claim'>;
export type ExpenseClaimPageResult = SuccessEnvelope<'/expenses/list-my-expense-claims'>;

type IdRequest = { id: string };

/** The employer's expense categories, inactive ones too, by code. */
export function listExpenseCategories(
  client: ApiClient,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/list-expense-categories'>> {
  return client.postAuthenticated('/expenses/list-expense-categories', {}, options);
}

/** Adds a category (no `id`) or saves one; 409 on `code` when another category has it. */
export function saveExpenseCategory(
  client: ApiClient,
  body: SaveExpenseCategoryRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/save-expense-category'>> {
  return client.postAuthenticated('/expenses/save-expense-category', body, options);
}

/** Deletes a category no claim line uses; 409 otherwise ("deactivate instead"). */
export function deleteExpenseCategory(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/delete-expense-category'>> {
  return client.postAuthenticated('/expenses/delete-expense-category', body, options);
}

/** The employer's mileage rates per vehicle type, inactive ones too. */
export function listMileageRates(
  client: ApiClient,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/list-mileage-rates'>> {
  return client.postAuthenticated('/expenses/list-mileage-rates', {}, options);
}

/** Adds a mileage rate (no `id`) or saves one; 409 on `vehicleType` when another rate has it. */
export function saveMileageRate(
  client: ApiClient,
  body: SaveMileageRateRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/save-mileage-rate'>> {
  return client.postAuthenticated('/expenses/save-mileage-rate', body, options);
}

/** Deletes a mileage rate no claim line uses; 409 otherwise. */
export function deleteMileageRate(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/delete-mileage-rate'>> {
  return client.postAuthenticated('/expenses/delete-mileage-rate', body, options);
}

/** The employer's exchange-rate table: each currency's rates with the day each takes effect. */
export function listExchangeRates(
  client: ApiClient,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/list-exchange-rates'>> {
  return client.postAuthenticated('/expenses/list-exchange-rates', {}, options);
}

/** Adds a rate (no `id`) or saves one; 409 when the currency already has a rate from that day. */
export function saveExchangeRate(
  client: ApiClient,
  body: SaveExchangeRateRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/save-exchange-rate'>> {
  return client.postAuthenticated('/expenses/save-exchange-rate', body, options);
}

/** Deletes a rate no claim line took from the table; 409 otherwise. */
export function deleteExchangeRate(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/delete-exchange-rate'>> {
  return client.postAuthenticated('/expenses/delete-exchange-rate', body, options);
}

/** The caller's own claims, newest first, narrowed to a status when one is given, a page at a time. */
export function listMyExpenseClaims(
  client: ApiClient,
  body: ListMyExpenseClaimsRequest,
  options?: RequestOptions,
): Promise<ExpenseClaimPageResult> {
  return client.postAuthenticated('/expenses/list-my-expense-claims', body, options);
}

/** One claim in full, with its lines, receipts, duplicates and steps; 404 for one out of reach. */
export function getExpenseClaim(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<ExpenseClaimResult> {
  return client.postAuthenticated('/expenses/get-expense-claim', body, options);
}

/** Starts a draft (no `id`) or saves one with all its lines; 409 once it is submitted. */
export function saveExpenseClaim(
  client: ApiClient,
  body: SaveExpenseClaimRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/save-expense-claim'>> {
  return client.postAuthenticated('/expenses/save-expense-claim', body, options);
}

/** Submits a draft for approval; 400 naming the line (`lines[1].amount`) that breaks a category's rule. */
export function submitExpenseClaim(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/submit-expense-claim'>> {
  return client.postAuthenticated('/expenses/submit-expense-claim', body, options);
}

/** Deletes a draft; 409 once it is submitted. */
export function deleteExpenseClaim(
  client: ApiClient,
  body: IdRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/delete-expense-claim'>> {
  return client.postAuthenticated('/expenses/delete-expense-claim', body, options);
}

/** The claims whose waiting step the caller may decide, oldest first, with how many in all. */
export function listExpenseClaimQueue(
  client: ApiClient,
  body: RequestBody<'/expenses/list-expense-claim-queue'>,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/list-expense-claim-queue'>> {
  return client.postAuthenticated('/expenses/list-expense-claim-queue', body, options);
}

/** Approves (lines lowered with a reason) or rejects (with a comment) the step waiting on the caller. */
export function decideExpenseClaim(
  client: ApiClient,
  body: DecideExpenseClaimRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/decide-expense-claim'>> {
  return client.postAuthenticated('/expenses/decide-expense-claim', body, options);
}

/** Records an approved, unpaid claim as paid outside payroll, with its reference; 409 otherwise. */
export function markExpenseClaimPaid(
  client: ApiClient,
  body: MarkExpenseClaimPaidRequest,
  options?: RequestOptions,
): Promise<SuccessEnvelope<'/expenses/mark-expense-claim-paid'>> {
  return client.postAuthenticated('/expenses/mark-expense-claim-paid', body, options);
}

/** The claims of a span grouped by category, department or month: counts, claimed, approved and paid. */
export function expenseClaimsReport(
  client: ApiClient,
  body: ExpenseClaimsReportRequest,
  options?: RequestOptions,
): Promise<ExpenseClaimsReportResult> {
  return client.postAuthenticated('/expenses/expense-claims-report', body, options);
}

/** The same report as CSV. */
export function exportExpenseClaimsReport(
  client: ApiClient,
  body: ExpenseClaimsReportRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/expenses/export-expense-claims-report', body, options);
}
