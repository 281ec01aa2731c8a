import type { Context } from 'hono';
import type { ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import {
  assignEmployeePayItem,
  employeePayItems,
  removeEmployeePayItem,
  updateEmployeePayItem,
} from './employee-pay.ts';
import { employerEmployee, payrollAdministrator } from './employee-pay-access.ts';
import type {
  AddEmployeeReliefRequest,
  AssignEmployeePayItemRequest,
  EmployeePayRequest,
  PreviewPayslipRequest,
  UpdateEmployeePayItemRequest,
  UpdateEmployeeReliefRequest,
} from './employee-pay-types.ts';
import {
  addEmployeeRelief,
  employeeReliefs,
  removeEmployeeRelief,
  updateEmployeeRelief,
} from './employee-reliefs.ts';
import { previewPayslip } from './payslip-preview.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The employee record's Salary groups, reliefs and payslip preview (issue 13). */
export function employeePayHandlers({ db }: ServiceDeps): Record<string, Handler> {
  return {
    listEmployeePay: async (c) => {
      const { employeeId } = c.get('body') as EmployeePayRequest;
      const { employerId, digits } = await payrollAdministrator(db, c.get('caller'));
      const employee = await employerEmployee(db, employerId, employeeId);
      return success(c, 200, {
        returnObject: {
          items: await employeePayItems(db, employerId, employee.id, digits),
          reliefs: await employeeReliefs(db, employerId, employee.id, digits),
        },
      });
    },
    assignEmployeePayItem: async (c) =>
      success(c, 200, {
        returnObject: await assignEmployeePayItem(
          db,
          c.get('caller'),
          c.get('body') as AssignEmployeePayItemRequest,
        ),
      }),
    updateEmployeePayItem: async (c) =>
      success(c, 200, {
        returnObject: await updateEmployeePayItem(
          db,
          c.get('caller'),
          c.get('body') as UpdateEmployeePayItemRequest,
        ),
      }),
    removeEmployeePayItem: async (c) =>
      success(c, 200, {
        returnMessage: await removeEmployeePayItem(
          db,
          c.get('caller'),
          (c.get('body') as ReferenceIdRequest).id,
        ),
      }),
    addEmployeeRelief: async (c) =>
      success(c, 200, {
        returnObject: await addEmployeeRelief(db, c.get('caller'), c.get('body') as AddEmployeeReliefRequest),
      }),
    updateEmployeeRelief: async (c) =>
      success(c, 200, {
        returnObject: await updateEmployeeRelief(
          db,
          c.get('caller'),
          c.get('body') as UpdateEmployeeReliefRequest,
        ),
      }),
    removeEmployeeRelief: async (c) =>
      success(c, 200, {
        returnMessage: await removeEmployeeRelief(
          db,
          c.get('caller'),
          (c.get('body') as ReferenceIdRequest).id,
        ),
      }),
    previewPayslip: async (c) =>
      success(c, 200, {
        returnObject: await previewPayslip(db, c.get('caller'), c.get('body') as PreviewPayslipRequest),
      }),
  };
}
