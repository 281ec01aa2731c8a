import type { Selectable } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { CreateEmployeeRequest, Employee } from '../contract-types.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { EmployeesTable } from '../db/schema.ts';
import { requireAdministrator } from './authorization.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';

type StoredEmployee = Selectable<EmployeesTable>;

/**
 * Creates an employee of the caller's employer from the form's quick entry. The employer comes from
 * the access token, never from the body, so no request can place an employee in another employer.
 */
export async function createEmployee(
  { db }: ServiceDeps,
  caller: Caller,
  { quickEntry }: CreateEmployeeRequest,
): Promise<Employee> {
  requireAdministrator(caller);
  try {
    const stored = await db
      .insertInto('employees')
      .values({
        employer_id: caller.employerId,
        employee_no: quickEntry.employeeNo,
        first_name: quickEntry.firstName,
        last_name: quickEntry.lastName,
        email: quickEntry.email,
        phone_number: quickEntry.phoneNumber ?? null,
        department: quickEntry.department ?? null,
        position: quickEntry.position ?? null,
        passport: quickEntry.passport ?? null,
        nin_id: quickEntry.ninId,
        country: quickEntry.country,
        dob: quickEntry.dob,
        start_date: quickEntry.startDate ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEmployee(stored);
  } catch (error) {
    // The unique indexes decide, so two simultaneous creates with one number cannot both succeed.
    if (isUniqueViolation(error, 'employees_employer_no_key')) {
      throw new Refusal(409, `Employee ID ${quickEntry.employeeNo} is already used by another employee.`, {
        field: 'quickEntry.employeeNo',
      });
    }
    if (isUniqueViolation(error, 'employees_employer_email_key')) {
      throw new Refusal(409, `The e-mail ${quickEntry.email} is already used by another employee.`, {
        field: 'quickEntry.email',
      });
    }
    throw error;
  }
}

function toEmployee(row: StoredEmployee): Employee {
  return {
    id: row.id,
    employeeNo: row.employee_no,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    ninId: row.nin_id,
    country: row.country,
    dob: row.dob,
    position: row.position,
    department: row.department,
    phoneNumber: row.phone_number,
    passport: row.passport,
    startDate: row.start_date,
    createdAt: row.created_at.toISOString(),
  };
}
