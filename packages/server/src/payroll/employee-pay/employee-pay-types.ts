import type { components } from '@hr/api';

/** The wire shapes of the employee-pay operations (openapi.yaml, tag payroll). */
type Schemas = components['schemas'];

export type EmployeePayItem = Schemas['EmployeePayItem'];
export type EmployeeRelief = Schemas['EmployeeRelief'];
export type PayslipPreview = Schemas['PayslipPreview'];
export type EmployeePayRequest = Schemas['EmployeePayRequest'];
export type AssignEmployeePayItemRequest = Schemas['AssignEmployeePayItemRequest'];
export type UpdateEmployeePayItemRequest = Schemas['UpdateEmployeePayItemRequest'];
export type AddEmployeeReliefRequest = Schemas['AddEmployeeReliefRequest'];
export type UpdateEmployeeReliefRequest = Schemas['UpdateEmployeeReliefRequest'];
export type PreviewPayslipRequest = Schemas['PreviewPayslipRequest'];
export type EmployeePayItemRequestFields = Omit<AssignEmployeePayItemRequest, 'employeeId'>;
export type EmployeeReliefRequestFields = Omit<AddEmployeeReliefRequest, 'employeeId'>;
