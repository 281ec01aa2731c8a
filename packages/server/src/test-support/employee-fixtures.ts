import { sql } from 'kysely';
import type { CreateEmployeeRequest, EmployeeRecord, EmployeeValues } from '../contract-types.ts';
import { utcDate } from '../dashboard/calendar-months.ts';
import { refreshCurrentPlacement } from '../employees/employee-history.ts';
import { quickEntryOf, type TestApi } from './test-api.ts';

/** Reference rows of one employer for employee records to point at, and a line manager. */
export interface EmployerReferences {
  jobPositionId: string;
  otherJobPositionId: string;
  departmentId: string;
  levelId: string;
  bankId: string;
  lineManagerId: string;
}

let referenceCounter = 0;

/** Creates a job position (two), a department, a level, a bank and a line manager, through the API. */
export async function createReferences(api: TestApi, token: string): Promise<EmployerReferences> {
  referenceCounter += 1;
  const create = async (path: string, name: string) => {
    const answer = await api.call<{ returnObject: { id: string } }>(
      path,
      { code: `C${referenceCounter}-${name.slice(0, 3).toUpperCase()}`, name },
      { token },
    );
    if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.returnObject.id;
  };
  return {
    jobPositionId: await create('/employer/create-job-position', 'Software Engineer'),
    otherJobPositionId: await create('/employer/create-job-position', 'Engineering Manager'),
    departmentId: await create('/employer/create-department', 'Engineering'),
    levelId: await create('/employer/create-level', 'Senior'),
    bankId: await create('/employer/create-bank', 'Ecobank'),
    lineManagerId: (await api.addEmployee(token, { firstName: 'Katherine', lastName: 'Johnson' })).id,
  };
}

/** A record with every section and every field filled, pointing at `references`. */
export function everySection(references: EmployerReferences): Required<CreateEmployeeRequest> {
  return {
    quickEntry: quickEntryOf({
      passport: 'P1234567',
      position: references.jobPositionId,
      phoneNumber: '+1 555 0100',
      department: references.departmentId,
      startDate: '2026-01-05',
    }),
    personal: {
      dateJoined: '2026-01-05',
      endOfProbation: '2026-07-05',
      placement: {
        effectiveDate: '2026-01-05',
        jobPositionId: references.jobPositionId,
        lineManagerId: references.lineManagerId,
        departmentId: references.departmentId,
        levelId: references.levelId,
      },
      employmentTerms: {
        effectiveDate: '2026-01-05',
        placementType: 'Permanent',
        jobStatus: 'Probation',
        leaveWorkflowId: null,
        workDayId: null,
        holidayId: null,
      },
    },
    job: {
      title: 'Compiler Engineer',
      employmentType: 'Full-time',
      workLocation: 'Remote',
      lineManagerId: references.lineManagerId,
    },
    salary: {
      effectiveDate: '2026-01-05',
      basicSalary: '4250.50',
      currency: 'GBP',
      nextReviewDate: '2027-01-05',
      bankId: references.bankId,
      bankAccount: 'GB29NWBK60161331926819',
      payPeriod: 'Weekly',
      paymentMethod: 'Cheque',
    },
    family: {
      maritalStatus: 'Married',
      spouseWorking: true,
      spouse: {
        firstName: 'Vincent',
        middleName: 'Foster',
        lastName: 'Hopper',
        birthDate: '1985-03-14',
        nationality: 'United States',
        nationalId: 'US-55',
        passport: 'P7654321',
        ethnicity: 'Dutch American',
        religion: 'None',
      },
      numberOfChildren: 2,
    },
    contact: {
      phone: '+1 555 0142',
      personalEmail: 'grace@home.example',
      address: '1 Navy Yard, Arlington',
      emergencyContact: { name: 'Vincent Hopper', relationship: 'Spouse', phone: '+1 555 0199' },
    },
    health: { bloodGroup: 'O+', allergies: 'Penicillin', conditions: 'None known' },
    directory: { extension: '2042', office: 'Building 4, room 12', shownInDirectory: false },
    others: { notes: 'Prefers to be called Amazing Grace.' },
  };
}

/** The sections of a record as an update sends them back: every one but health, unchanged. */
export function sectionsOf(record: EmployeeRecord): Omit<EmployeeValues, 'health'> {
  const { health: _health, ...sections } = record.values;
  return sections;
}

/**
 * Places the employees in the branch for as long as they have been placed (every placement of theirs
 * names it; one without any gets a first placement from their start, or 2000), as a set-up does that
 * is about who a branch reaches rather than about moving people (the register moves them: record-placement).
 */
export async function placeInBranch(
  api: TestApi,
  employerId: string,
  branchId: string,
  employeeIds: readonly string[],
): Promise<void> {
  const ids = sql`array[${sql.join(employeeIds.map((id) => sql`${id}::uuid`))}]`;
  await sql`update placement_history set branch_id = ${branchId}
    where employer_id = ${employerId} and employee_id = any(${ids})`.execute(api.db);
  await sql`insert into placement_history (employer_id, employee_id, effective_date, branch_id)
    select e.employer_id, e.id, coalesce(e.start_date, date '2000-01-01'), ${branchId}
    from employees e
    where e.employer_id = ${employerId} and e.id = any(${ids})
      and not exists (select 1 from placement_history ph where ph.employer_id = e.employer_id and ph.employee_id = e.id)`.execute(
    api.db,
  );
  await refreshCurrentPlacement(api.db, employerId, employeeIds, utcDate(new Date()));
}
