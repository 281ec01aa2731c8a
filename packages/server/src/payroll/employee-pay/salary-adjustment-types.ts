import type { components } from '@hr/api';

/** The wire shapes of the salary adjustment operations (openapi.yaml, tag payroll). */
type Schemas = components['schemas'];

export type SalaryAdjustment = Schemas['SalaryAdjustment'];
export type SalaryAdjustmentItem = Schemas['SalaryAdjustmentItem'];
export type ListSalaryAdjustmentsRequest = Schemas['ListSalaryAdjustmentsRequest'];
export type CreateSalaryAdjustmentRequest = Schemas['CreateSalaryAdjustmentRequest'];
