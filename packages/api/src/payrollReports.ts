import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { PayrollMessageResult } from './payroll.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Payroll (issue 14): salary adjustments, the annual salary report and the dashboard's payroll
   figures. Adjustments and the summary are administrators'; an employee reads their own report. */

export type SalaryAdjustment = Schemas['SalaryAdjustment'];
export type SalaryAdjustmentItem = Schemas['SalaryAdjustmentItem'];
export type ListSalaryAdjustmentsRequest = Schemas['ListSalaryAdjustmentsRequest'];
export type CreateSalaryAdjustmentRequest = Schemas['CreateSalaryAdjustmentRequest'];
export type SalaryAdjustmentResult = Schemas['SalaryAdjustmentEnvelope'];
export type SalaryAdjustmentListResult = Schemas['SalaryAdjustmentListEnvelope'];
export type AnnualSalaryReport = Schemas['AnnualSalaryReport'];
export type AnnualSalaryReportRequest = Schemas['AnnualSalaryReportRequest'];
export type AnnualSalaryReportExportRequest = Schemas['AnnualSalaryReportExportRequest'];
export type AnnualSalaryReportResult = Schemas['AnnualSalaryReportEnvelope'];
export type PayrollSummary = Schemas['PayrollSummary'];
export type PayrollSummaryResult = Schemas['PayrollSummaryEnvelope'];

/** The employer's salary adjustments (or one employee's), newest effective date first. */
export function listSalaryAdjustments(
  client: ApiClient,
  body: ListSalaryAdjustmentsRequest = {},
  options?: RequestOptions,
): Promise<SalaryAdjustmentListResult> {
  return client.postAuthenticated('/payroll/list-salary-adjustments', body, options);
}

/** Give an employee a new basic salary and/or items from an effective date. */
export function createSalaryAdjustment(
  client: ApiClient,
  body: CreateSalaryAdjustmentRequest,
  options?: RequestOptions,
): Promise<SalaryAdjustmentResult> {
  return client.postAuthenticated('/payroll/create-salary-adjustment', body, options);
}

/** Delete a salary adjustment whose arrears are not paid yet. */
export function deleteSalaryAdjustment(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/delete-salary-adjustment', body, options);
}

/** An employee's final payslips of a calendar year, month by month, with the year's totals. */
export function annualSalaryReport(
  client: ApiClient,
  body: AnnualSalaryReportRequest,
  options?: RequestOptions,
): Promise<AnnualSalaryReportResult> {
  return client.postAuthenticated('/payroll/annual-salary-report', body, options);
}

/** The annual salary report as a CSV or PDF file's bytes. */
export function exportAnnualSalaryReport(
  client: ApiClient,
  body: AnnualSalaryReportExportRequest,
  options?: RequestOptions,
): Promise<Blob> {
  return client.downloadAuthenticated('/payroll/export-annual-salary-report', body, options);
}

/** The dashboard's payroll card: the last final run and the last 12 months' gross and net pay. */
export function payrollSummary(client: ApiClient, options?: RequestOptions): Promise<PayrollSummaryResult> {
  return client.postAuthenticated('/payroll/payroll-summary', {}, options);
}
