import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest, SetActiveRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Payroll (issue 13): the set-up the pay engine computes with, each employee's pay items and
   reliefs, and the payslip preview. Administrators only; the server scopes all to their employer. */

export type PayrollSettings = Schemas['PayrollSettings'];
export type StatutoryTax = Schemas['StatutoryTax'];
export type TaxBracket = Schemas['TaxBracket'];
export type ContributionSide = Schemas['ContributionSide'];
export type StatutoryContribution = Schemas['StatutoryContribution'];
export type PayItem = Schemas['PayItem'];
export type PayrollTemplate = Schemas['PayrollTemplate'];
export type PayrollTemplateCountry = Schemas['PayrollTemplateCountry'];
export type AppliedPayrollTemplateResult = Schemas['AppliedPayrollTemplateEnvelope'];
export type PayrollTemplateListResult = Schemas['PayrollTemplateListEnvelope'];
export type PayItemKind = Schemas['PayItemKind'];
export type EmployeePayItem = Schemas['EmployeePayItem'];
export type EmployeeRelief = Schemas['EmployeeRelief'];
export type EmployeePayGroup = Schemas['EmployeePayGroup'];
export type PayslipPreview = Schemas['PayslipPreview'];
export type PayslipLine = Schemas['PayslipLine'];
export type AddEmployeeReliefRequest = Schemas['AddEmployeeReliefRequest'];
export type AssignEmployeePayItemRequest = Schemas['AssignEmployeePayItemRequest'];
export type CreatePayItemRequest = Schemas['CreatePayItemRequest'];
export type CreateStatutoryContributionRequest = Schemas['CreateStatutoryContributionRequest'];
export type CreateStatutoryTaxRequest = Schemas['CreateStatutoryTaxRequest'];
export type EmployeePayRequest = Schemas['EmployeePayRequest'];
export type ListPayItemsRequest = Schemas['ListPayItemsRequest'];
export type PreviewPayslipRequest = Schemas['PreviewPayslipRequest'];
export type UpdateEmployeePayItemRequest = Schemas['UpdateEmployeePayItemRequest'];
export type UpdateEmployeeReliefRequest = Schemas['UpdateEmployeeReliefRequest'];
export type UpdatePayItemRequest = Schemas['UpdatePayItemRequest'];
export type UpdatePayrollSettingsRequest = Schemas['UpdatePayrollSettingsRequest'];
export type UpdateStatutoryContributionRequest = Schemas['UpdateStatutoryContributionRequest'];
export type UpdateStatutoryTaxRequest = Schemas['UpdateStatutoryTaxRequest'];
export type EmployeePayResult = Schemas['EmployeePayEnvelope'];
export type EmployeePayItemResult = Schemas['EmployeePayItemEnvelope'];
export type EmployeeReliefResult = Schemas['EmployeeReliefEnvelope'];
export type PayrollMessageResult = Schemas['MessageEnvelope'];
export type PayItemResult = Schemas['PayItemEnvelope'];
export type PayItemListResult = Schemas['PayItemListEnvelope'];
export type PayrollSettingsResult = Schemas['PayrollSettingsEnvelope'];
export type PayslipPreviewResult = Schemas['PayslipPreviewEnvelope'];
export type StatutoryContributionResult = Schemas['StatutoryContributionEnvelope'];
export type StatutoryContributionListResult = Schemas['StatutoryContributionListEnvelope'];
export type StatutoryTaxResult = Schemas['StatutoryTaxEnvelope'];
export type StatutoryTaxListResult = Schemas['StatutoryTaxListEnvelope'];

/** The pay items and reliefs assigned to an employee. */
export function listEmployeePay(
  client: ApiClient,
  body: EmployeePayRequest,
  options?: RequestOptions,
): Promise<EmployeePayResult> {
  return client.postAuthenticated('/payroll/list-employee-pay', body, options);
}

/** Assign one of the employer's pay items or contributions to an employee. */
export function assignEmployeePayItem(
  client: ApiClient,
  body: AssignEmployeePayItemRequest,
  options?: RequestOptions,
): Promise<EmployeePayItemResult> {
  return client.postAuthenticated('/payroll/assign-employee-pay-item', body, options);
}

/** Change an employee's pay item. */
export function updateEmployeePayItem(
  client: ApiClient,
  body: UpdateEmployeePayItemRequest,
  options?: RequestOptions,
): Promise<EmployeePayItemResult> {
  return client.postAuthenticated('/payroll/update-employee-pay-item', body, options);
}

/** Take a pay item off an employee. */
export function removeEmployeePayItem(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/remove-employee-pay-item', body, options);
}

/** Record a relief on an employee. */
export function addEmployeeRelief(
  client: ApiClient,
  body: AddEmployeeReliefRequest,
  options?: RequestOptions,
): Promise<EmployeeReliefResult> {
  return client.postAuthenticated('/payroll/add-employee-relief', body, options);
}

/** Change a relief recorded on an employee. */
export function updateEmployeeRelief(
  client: ApiClient,
  body: UpdateEmployeeReliefRequest,
  options?: RequestOptions,
): Promise<EmployeeReliefResult> {
  return client.postAuthenticated('/payroll/update-employee-relief', body, options);
}

/** Remove a relief from an employee. */
export function removeEmployeeRelief(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/remove-employee-relief', body, options);
}

/** What the pay engine computes for an employee's period today, every line explained. */
export function previewPayslip(
  client: ApiClient,
  body: PreviewPayslipRequest,
  options?: RequestOptions,
): Promise<PayslipPreviewResult> {
  return client.postAuthenticated('/payroll/preview-payslip', body, options);
}

/** The employer's payroll settings. */
export function getPayrollSettings(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PayrollSettingsResult> {
  return client.postAuthenticated('/payroll/get-payroll-settings', {}, options);
}

/** Change the employer's payroll settings. */
export function updatePayrollSettings(
  client: ApiClient,
  body: UpdatePayrollSettingsRequest,
  options?: RequestOptions,
): Promise<PayrollSettingsResult> {
  return client.postAuthenticated('/payroll/update-payroll-settings', body, options);
}

/** The country templates for payroll set-up, each row with its source and effective date. */
export function listPayrollTemplates(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PayrollTemplateListResult> {
  return client.postAuthenticated('/payroll/list-payroll-templates', {}, options);
}

/** Create a country template's tables and contributions for the employer, all or nothing. */
export function applyPayrollTemplate(
  client: ApiClient,
  body: { country: PayrollTemplateCountry },
  options?: RequestOptions,
): Promise<AppliedPayrollTemplateResult> {
  return client.postAuthenticated('/payroll/apply-payroll-template', body, options);
}

/** The employer's statutory tax tables with their brackets, by code. */
export function listStatutoryTaxes(
  client: ApiClient,
  options?: RequestOptions,
): Promise<StatutoryTaxListResult> {
  return client.postAuthenticated('/payroll/list-statutory-taxes', {}, options);
}

/** Add a statutory tax table. */
export function createStatutoryTax(
  client: ApiClient,
  body: CreateStatutoryTaxRequest,
  options?: RequestOptions,
): Promise<StatutoryTaxResult> {
  return client.postAuthenticated('/payroll/create-statutory-tax', body, options);
}

/** Change a statutory tax table. */
export function updateStatutoryTax(
  client: ApiClient,
  body: UpdateStatutoryTaxRequest,
  options?: RequestOptions,
): Promise<StatutoryTaxResult> {
  return client.postAuthenticated('/payroll/update-statutory-tax', body, options);
}

/** Activate or deactivate a statutory tax table. */
export function setStatutoryTaxActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<StatutoryTaxResult> {
  return client.postAuthenticated('/payroll/set-statutory-tax-active', body, options);
}

/** Delete a statutory tax table no contribution uses. */
export function deleteStatutoryTax(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/delete-statutory-tax', body, options);
}

/** The employer's statutory contributions, by code. */
export function listStatutoryContributions(
  client: ApiClient,
  options?: RequestOptions,
): Promise<StatutoryContributionListResult> {
  return client.postAuthenticated('/payroll/list-statutory-contributions', {}, options);
}

/** Add a statutory contribution. */
export function createStatutoryContribution(
  client: ApiClient,
  body: CreateStatutoryContributionRequest,
  options?: RequestOptions,
): Promise<StatutoryContributionResult> {
  return client.postAuthenticated('/payroll/create-statutory-contribution', body, options);
}

/** Change a statutory contribution. */
export function updateStatutoryContribution(
  client: ApiClient,
  body: UpdateStatutoryContributionRequest,
  options?: RequestOptions,
): Promise<StatutoryContributionResult> {
  return client.postAuthenticated('/payroll/update-statutory-contribution', body, options);
}

/** Activate or deactivate a statutory contribution. */
export function setStatutoryContributionActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<StatutoryContributionResult> {
  return client.postAuthenticated('/payroll/set-statutory-contribution-active', body, options);
}

/** Delete a statutory contribution no employee is assigned. */
export function deleteStatutoryContribution(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/delete-statutory-contribution', body, options);
}

/** The employer's earnings, deductions or bonuses, by code. */
export function listPayItems(
  client: ApiClient,
  body: ListPayItemsRequest,
  options?: RequestOptions,
): Promise<PayItemListResult> {
  return client.postAuthenticated('/payroll/list-pay-items', body, options);
}

/** Add an earning, deduction or bonus. */
export function createPayItem(
  client: ApiClient,
  body: CreatePayItemRequest,
  options?: RequestOptions,
): Promise<PayItemResult> {
  return client.postAuthenticated('/payroll/create-pay-item', body, options);
}

/** Change an earning, deduction or bonus. */
export function updatePayItem(
  client: ApiClient,
  body: UpdatePayItemRequest,
  options?: RequestOptions,
): Promise<PayItemResult> {
  return client.postAuthenticated('/payroll/update-pay-item', body, options);
}

/** Activate or deactivate an earning, deduction or bonus. */
export function setPayItemActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<PayItemResult> {
  return client.postAuthenticated('/payroll/set-pay-item-active', body, options);
}

/** Delete an earning, deduction or bonus no employee is assigned. */
export function deletePayItem(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<PayrollMessageResult> {
  return client.postAuthenticated('/payroll/delete-pay-item', body, options);
}
