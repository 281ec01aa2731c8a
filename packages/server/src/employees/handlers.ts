import type { Context } from 'hono';
import type {
  CreateEmployeeRequest,
  EmployeeExportRequest,
  EmployeeIdRequest,
  EmployeeSearchRequest,
  EndEmploymentRequest,
  LineManagerSearchRequest,
  UpdateEmployeeRequest,
  UserIdRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { csvAttachment } from '../http/csv-stream.ts';
import { success } from '../http/envelope.ts';
import { createEmployee } from './create-employee.ts';
import { exportEmployees, listEmployees, searchEmployees } from './employee-directory.ts';
import { EMPLOYEE_CSV_HEADERS, employeeCsvLines } from './employees-csv.ts';
import { endEmployment } from './end-employment.ts';
import { getEmployee } from './get-employee.ts';
import { sendInvitation } from './invitations.ts';
import { listLineManagers } from './line-managers.ts';
import { updateEmployee } from './update-employee.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The employee operations; the caller (and so the employer) comes from the access token. */
export function employeeHandlers(deps: ServiceDeps) {
  const getAllEmployeesOnUser: Handler = async (c) => {
    const rows = await listEmployees(deps, c.get('caller'), (c.get('body') as UserIdRequest).id);
    return success(c, 200, { returnObject: rows });
  };
  const search: Handler = async (c) => {
    const page = await searchEmployees(deps, c.get('caller'), c.get('body') as EmployeeSearchRequest);
    return success(c, 200, { returnObject: page });
  };
  const exportCsv: Handler = async (c) => {
    const batches = exportEmployees(deps, c.get('caller'), c.get('body') as EmployeeExportRequest);
    return csvAttachment(c, 'employees.csv', EMPLOYEE_CSV_HEADERS, batches, employeeCsvLines);
  };
  const create: Handler = async (c) => {
    const record = await createEmployee(deps, c.get('caller'), c.get('body') as CreateEmployeeRequest);
    return success(c, 200, { returnObject: record });
  };
  const read: Handler = async (c) => {
    const record = await getEmployee(deps, c.get('caller'), c.get('body') as EmployeeIdRequest);
    return success(c, 200, { returnObject: record });
  };
  const update: Handler = async (c) => {
    const record = await updateEmployee(deps, c.get('caller'), c.get('body') as UpdateEmployeeRequest);
    return success(c, 200, { returnObject: record });
  };
  const end: Handler = async (c) => {
    const record = await endEmployment(deps, c.get('caller'), c.get('body') as EndEmploymentRequest);
    return success(c, 200, { returnObject: record });
  };
  const invite: Handler = async (c) => {
    const message = await sendInvitation(deps, c.get('caller'), c.get('body') as EmployeeIdRequest);
    return success(c, 200, { returnMessage: message });
  };
  const lineManagers: Handler = async (c) => {
    const managers = await listLineManagers(deps, c.get('caller'), c.get('body') as LineManagerSearchRequest);
    return success(c, 200, { returnObject: managers });
  };
  return {
    getAllEmployeesOnUser,
    searchEmployees: search,
    exportEmployees: exportCsv,
    createEmployee: create,
    getEmployee: read,
    updateEmployee: update,
    endEmployment: end,
    sendInvitation: invite,
    listLineManagers: lineManagers,
  };
}
