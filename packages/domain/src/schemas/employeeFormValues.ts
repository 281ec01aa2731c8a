import {
  DEFAULT_MARITAL_STATUS,
  DEFAULT_PAY_PERIOD,
  DEFAULT_PAYMENT_METHOD,
  type EmployeeFormInput,
  type EmployeeFormValues,
} from './employee.ts';

type EmptySpouse = Extract<EmployeeFormInput['family'], { maritalStatus: 'Married' }>['spouse'];

const EMPTY_SPOUSE: EmptySpouse = {
  firstName: '',
  middleName: '',
  lastName: '',
  birthDate: '',
  nationality: '',
  nationalId: '',
  passport: '',
  ethnicity: '',
  religion: '',
};

const EMPTY_HEALTH: EmployeeFormInput['health'] = { bloodGroup: '', allergies: '', conditions: '' };

/**
 * A new employee's form: everything empty except the spec's defaults (Single, Monthly, paid by
 * Bank) and "shown in the company directory". The keys are in the form's order, section by section.
 */
export const EMPLOYEE_FORM_DEFAULTS: EmployeeFormInput = {
  quickEntry: {
    employeeNo: '',
    firstName: '',
    lastName: '',
    dob: '',
    country: '',
    ninId: '',
    passport: '',
    position: '',
    email: '',
    phoneNumber: '',
    department: '',
    startDate: '',
  },
  personal: {
    dateJoined: '',
    endOfProbation: '',
    placement: { effectiveDate: '', jobPositionId: '', lineManagerId: '', departmentId: '', levelId: '' },
    employmentTerms: {
      effectiveDate: '',
      placementType: '',
      jobStatus: '',
      leaveWorkflowId: '',
      workDayId: '',
      holidayId: '',
    },
  },
  job: { title: '', employmentType: '', workLocation: '', lineManagerId: '' },
  salary: {
    effectiveDate: '',
    basicSalary: '',
    currency: '',
    nextReviewDate: '',
    bankId: '',
    bankAccount: '',
    payPeriod: DEFAULT_PAY_PERIOD,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
  },
  family: {
    maritalStatus: DEFAULT_MARITAL_STATUS,
    spouseWorking: false,
    spouse: EMPTY_SPOUSE,
    numberOfChildren: '',
  },
  contact: {
    phone: '',
    personalEmail: '',
    address: '',
    emergencyContact: { name: '', relationship: '', phone: '' },
  },
  health: EMPTY_HEALTH,
  directory: { extension: '', office: '', shownInDirectory: true },
  others: { notes: '' },
};

type Blanked<T> = T extends null ? '' : T extends object ? { [K in keyof T]: Blanked<T[K]> } : T;

/** Every null in `values`, however deep, as '' (the form's empty value). */
function blanked<T>(values: T): Blanked<T> {
  if (values === null) return '' as Blanked<T>;
  if (typeof values !== 'object') return values as Blanked<T>;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, blanked(value)]),
  ) as Blanked<T>;
}

/**
 * The form's values for a stored employee (edit mode): the inverse of the schema's output, so
 * parsing what this returns gives `values` back. Without a health section (the reader may not see
 * it) the form's health fields start empty, and stay out of what is submitted.
 */
export function toEmployeeFormInput(values: EmployeeFormValues): EmployeeFormInput {
  const { family, health, ...sections } = values;
  return {
    ...blanked(sections),
    family: {
      ...blanked(family),
      spouse: family.spouse ? blanked(family.spouse) : EMPTY_SPOUSE,
      numberOfChildren: String(family.numberOfChildren),
    },
    health: health ? blanked(health) : EMPTY_HEALTH,
  } as EmployeeFormInput;
}
