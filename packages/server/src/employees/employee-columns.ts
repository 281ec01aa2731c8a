import type { Selectable, Updateable } from 'kysely';
import type { EmployeeValues } from '../contract-types.ts';
import type { EmployeesTable } from '../db/schema.ts';

/**
 * Where each field of the Employee form lives in the employees row. Placement, salary amounts and
 * health are elsewhere (their history tables, employee_health); the form's fields for them are read
 * and written by the services that own those tables.
 */

export type EmployeeRow = Selectable<EmployeesTable>;
type Columns = Updateable<EmployeesTable>;

/** The sections stored (wholly or partly) in the employees row. */
export const ROW_SECTIONS = [
  'quickEntry',
  'personal',
  'job',
  'salary',
  'family',
  'contact',
  'directory',
  'others',
] as const;
export type RowSection = (typeof ROW_SECTIONS)[number];

/** The columns a section sets; placement, salary amounts and line manager are not among them. */
export const sectionColumns: { [Section in RowSection]: (values: EmployeeValues[Section]) => Columns } = {
  quickEntry: (quickEntry) => ({
    employee_no: quickEntry.employeeNo,
    first_name: quickEntry.firstName,
    last_name: quickEntry.lastName,
    dob: quickEntry.dob,
    country: quickEntry.country,
    nin_id: quickEntry.ninId,
    passport: quickEntry.passport,
    email: quickEntry.email,
    phone_number: quickEntry.phoneNumber,
    start_date: quickEntry.startDate,
  }),
  personal: (personal) => ({
    date_joined: personal.dateJoined,
    end_of_probation: personal.endOfProbation,
    terms_effective_date: personal.employmentTerms.effectiveDate,
    placement_type: personal.employmentTerms.placementType,
    job_status: personal.employmentTerms.jobStatus,
    leave_workflow_id: personal.employmentTerms.leaveWorkflowId,
    work_week_id: personal.employmentTerms.workDayId,
    holiday_calendar_id: personal.employmentTerms.holidayId,
  }),
  job: (job) => ({
    job_title: job.title,
    employment_type: job.employmentType,
    work_location: job.workLocation,
  }),
  salary: (salary) => ({
    bank_id: salary.bankId,
    bank_account: salary.bankAccount,
    pay_period: salary.payPeriod,
    payment_method: salary.paymentMethod,
  }),
  family: ({ maritalStatus, spouseWorking, spouse, numberOfChildren }) => ({
    marital_status: maritalStatus,
    spouse_working: spouseWorking,
    spouse_first_name: spouse?.firstName ?? null,
    spouse_middle_name: spouse?.middleName ?? null,
    spouse_last_name: spouse?.lastName ?? null,
    spouse_birth_date: spouse?.birthDate ?? null,
    spouse_nationality: spouse?.nationality ?? null,
    spouse_national_id: spouse?.nationalId ?? null,
    spouse_passport: spouse?.passport ?? null,
    spouse_ethnicity: spouse?.ethnicity ?? null,
    spouse_religion: spouse?.religion ?? null,
    number_of_children: numberOfChildren,
  }),
  contact: (contact) => ({
    contact_phone: contact.phone,
    personal_email: contact.personalEmail,
    address: contact.address,
    emergency_contact_name: contact.emergencyContact.name,
    emergency_contact_relationship: contact.emergencyContact.relationship,
    emergency_contact_phone: contact.emergencyContact.phone,
  }),
  directory: (directory) => ({
    directory_extension: directory.extension,
    directory_office: directory.office,
    shown_in_directory: directory.shownInDirectory,
  }),
  others: (others) => ({ notes: others.notes }),
};

/** The columns of every section given. */
export function columnsOf(sections: Partial<EmployeeValues>): Columns {
  const columns: Columns = {};
  for (const section of ROW_SECTIONS) {
    const values = sections[section];
    if (values !== undefined)
      Object.assign(columns, (sectionColumns[section] as (v: unknown) => Columns)(values));
  }
  return columns;
}

/** What the row holds of the form's values: placement and salary amounts come from the histories. */
export type RowValues = Omit<EmployeeValues, 'health'>;

export function rowValues(
  row: EmployeeRow,
  placement: EmployeeValues['personal']['placement'],
  salary: Pick<EmployeeValues['salary'], 'effectiveDate' | 'basicSalary' | 'currency' | 'nextReviewDate'>,
): RowValues {
  return {
    quickEntry: {
      employeeNo: row.employee_no,
      firstName: row.first_name,
      lastName: row.last_name,
      dob: row.dob,
      country: row.country,
      ninId: row.nin_id,
      passport: row.passport,
      position: placement.jobPositionId,
      email: row.email,
      phoneNumber: row.phone_number,
      department: placement.departmentId,
      startDate: row.start_date,
    },
    personal: {
      dateJoined: row.date_joined,
      endOfProbation: row.end_of_probation,
      placement,
      employmentTerms: {
        effectiveDate: row.terms_effective_date,
        placementType: row.placement_type,
        jobStatus: row.job_status,
        leaveWorkflowId: row.leave_workflow_id,
        workDayId: row.work_week_id,
        holidayId: row.holiday_calendar_id,
      },
    },
    job: {
      title: row.job_title,
      employmentType: row.employment_type,
      workLocation: row.work_location,
      lineManagerId: placement.lineManagerId,
    },
    salary: {
      ...salary,
      bankId: row.bank_id,
      bankAccount: row.bank_account,
      payPeriod: row.pay_period,
      paymentMethod: row.payment_method,
    },
    family: {
      maritalStatus: row.marital_status,
      spouseWorking: row.spouse_working,
      spouse:
        row.marital_status === 'Married'
          ? {
              firstName: row.spouse_first_name,
              middleName: row.spouse_middle_name,
              lastName: row.spouse_last_name,
              birthDate: row.spouse_birth_date,
              nationality: row.spouse_nationality,
              nationalId: row.spouse_national_id,
              passport: row.spouse_passport,
              ethnicity: row.spouse_ethnicity,
              religion: row.spouse_religion,
            }
          : null,
      numberOfChildren: row.number_of_children,
    },
    contact: {
      phone: row.contact_phone,
      personalEmail: row.personal_email,
      address: row.address,
      emergencyContact: {
        name: row.emergency_contact_name,
        relationship: row.emergency_contact_relationship,
        phone: row.emergency_contact_phone,
      },
    },
    directory: {
      extension: row.directory_extension,
      office: row.directory_office,
      shownInDirectory: row.shown_in_directory,
    },
    others: { notes: row.notes },
  };
}
