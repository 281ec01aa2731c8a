import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Pay runs and payslips (issue 14): runs processed in the background and polled, their payslips,
   a final run's bank transfers and statutory return, and each employee's own payslips. Administrators
   only, except get-payslip, download-payslip-pdf and list-my-payslips, which employees use for their
   own final payslips. The server scopes all to the caller's employer. */

export type PayRun = Schemas['PayRun'];
export type PayRunStatus = Schemas['PayRunStatus'];
export type PayRunSelection = Schemas['PayRunSelection'];
export type PayRunCheck = Schemas['PayRunCheck'];
export type PayslipSummary = Schemas['PayslipSummary'];
export type Payslip = Schemas['Payslip'];
export type BankTransferSummary = Schemas['BankTransferSummary'];
export type CheckPayRunRequest = Schemas['CheckPayRunRequest'];
export type ProcessPayRunRequest = Schemas['ProcessPayRunRequest'];
export type RerunPayRunRequest = Schemas['RerunPayRunRequest'];
export type ListPayslipsRequest = Schemas['ListPayslipsRequest'];
export type PayRunOutputRequest = Schemas['PayRunOutputRequest'];
export type BankTransferExportRequest = Schemas['BankTransferExportRequest'];
export type PayRunResult = Schemas['PayRunEnvelope'];
export type PayRunListResult = Schemas['PayRunListEnvelope'];
export type PayRunCheckResult = Schemas['PayRunCheckEnvelope'];
export type PayslipResult = Schemas['PayslipEnvelope'];
export type PayslipSummaryListResult = Schemas['PayslipSummaryListEnvelope'];
export type BankTransferSummaryResult = Schemas['BankTransferSummaryEnvelope'];
export type PayRunMessageResult = Schemas['MessageEnvelope'];

/** The employer's pay runs, newest period first. */
export function listPayRuns(client: ApiClient, options?: RequestOptions): Promise<PayRunListResult> {
  return client.postAuthenticated('/payroll/list-pay-runs', {}, options);
}

/** A pay run with its totals, and its progress while Queued or Processing (a page polls it). */
export function getPayRun(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayRunResult> {
  return client.postAuthenticated('/payroll/get-pay-run', body, options);
}

/** Who a run of the period and selection would pay, who is left out and why, and who is already paid. */
export function checkPayRun(
  client: ApiClient,
  body: CheckPayRunRequest,
  options?: RequestOptions,
): Promise<PayRunCheckResult> {
  return client.postAuthenticated('/payroll/check-pay-run', body, options);
}

/** Queues a pay run of a period; the answer is the run, Queued. */
export function processPayRun(
  client: ApiClient,
  body: ProcessPayRunRequest,
  options?: RequestOptions,
): Promise<PayRunResult> {
  return client.postAuthenticated('/payroll/process-pay-run', body, options);
}

/** Runs a draft or failed run again with the selection given; the answer is the run, Queued. */
export function rerunPayRun(
  client: ApiClient,
  body: RerunPayRunRequest,
  options?: RequestOptions,
): Promise<PayRunResult> {
  return client.postAuthenticated('/payroll/rerun-pay-run', body, options);
}

/** Makes a draft run final; its payslips never change again. */
export function finalisePayRun(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayRunResult> {
  return client.postAuthenticated('/payroll/finalise-pay-run', body, options);
}

/** Deletes a draft or failed run with its payslips. */
export function deletePayRun(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayRunMessageResult> {
  return client.postAuthenticated('/payroll/delete-pay-run', body, options);
}

/** A run's payslips, by employee name. */
export function listPayslips(
  client: ApiClient,
  body: ListPayslipsRequest,
  options?: RequestOptions,
): Promise<PayslipSummaryListResult> {
  return client.postAuthenticated('/payroll/list-payslips', body, options);
}

/** A payslip with every line explained and the year to date (employees: their own final ones). */
export function getPayslip(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayslipResult> {
  return client.postAuthenticated('/payroll/get-payslip', body, options);
}

/** The signed-in user's own payslips of final runs, newest first. */
export function listMyPayslips(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PayslipSummaryListResult> {
  return client.postAuthenticated('/payroll/list-my-payslips', {}, options);
}

/** A payslip as a PDF (same access as getPayslip). */
export function downloadPayslipPdf(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/payroll/download-payslip-pdf', body, options);
}

/** What a final run pays into each bank, in cash and by cheque. */
export function listBankTransfers(
  client: ApiClient,
  body: PayRunOutputRequest,
  options?: RequestOptions,
): Promise<BankTransferSummaryResult> {
  return client.postAuthenticated('/payroll/list-bank-transfers', body, options);
}

/** A final run's transfers into one bank, as CSV. */
export function exportBankTransfer(
  client: ApiClient,
  body: BankTransferExportRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/payroll/export-bank-transfer', body, options);
}

/** A final run's tax and statutory contributions per employee, as CSV. */
export function exportStatutoryReturn(
  client: ApiClient,
  body: PayRunOutputRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/payroll/export-statutory-return', body, options);
}
