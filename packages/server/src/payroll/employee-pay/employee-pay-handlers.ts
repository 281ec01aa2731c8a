import type { Context } from 'hono';
import type { ReferenceIdRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import { answering } from '../../leave/handlers.ts';
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
    assignEmployeePayItem: answering<AssignEmployeePayItemRequest>((caller, request) =>
      assignEmployeePayItem(db, caller, request),
    ),
    updateEmployeePayItem: answering<UpdateEmployeePayItemRequest>((caller, request) =>
      updateEmployeePayItem(db, caller, request),
    ),
    removeEmployeePayItem: answering<ReferenceIdRequest>(
      (caller, { id }) => removeEmployeePayItem(db, caller, id),
      'returnMessage',
    ),
    addEmployeeRelief: answering<AddEmployeeReliefRequest>((caller, request) =>
      addEmployeeRelief(db, caller, request),
    ),
    updateEmployeeRelief: answering<UpdateEmployeeReliefRequest>((caller, request) =>
      updateEmployeeRelief(db, caller, request),
    ),
    removeEmployeeRelief: answering<ReferenceIdRequest>(
      (caller, { id }) => removeEmployeeRelief(db, caller, id),
      'returnMessage',
    ),
    previewPayslip: answering<PreviewPayslipRequest>((caller, request) =>
      previewPayslip(db, caller, request),
    ),
  };
}
