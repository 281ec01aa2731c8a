import type { components } from '@hr/api';

/** The wire shapes of the pay runs' outputs (openapi.yaml, tag payroll). */
type Schemas = components['schemas'];

export type AnnualSalaryReportRequest = Schemas['AnnualSalaryReportRequest'];
export type AnnualSalaryReportExportRequest = Schemas['AnnualSalaryReportExportRequest'];
export type AnnualSalaryReport = Schemas['AnnualSalaryReport'];
export type AnnualSalaryReportMonth = Schemas['AnnualSalaryReportMonth'];
export type PayRunOutputRequest = Schemas['PayRunOutputRequest'];
export type BankTransferExportRequest = Schemas['BankTransferExportRequest'];
export type BankTransferSummary = Schemas['BankTransferSummary'];
export type PayrollSummary = Schemas['PayrollSummary'];
