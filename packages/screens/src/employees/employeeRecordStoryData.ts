import { createEmployeeFormSchema, EMPLOYEE_FORM_DEFAULTS, type EmployeeFormValues } from '@hr/domain';
import * as v from 'valibot';
import type { EmployeeRecord } from './employeeRecord.ts';

/** The moment the record stories are read at, so no badge or expiry depends on the real clock. */
export const STORY_NOW = new Date('2026-12-01T12:00:00Z');

/** Everything filled in, as an administrator reads it. */
export const adaValues: EmployeeFormValues = {
  quickEntry: {
    employeeNo: 'E-0001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1985-12-10',
    country: 'Ghana',
    ninId: 'GHA-987654321-0',
    passport: 'G1234567',
    position: 'pos-eng',
    email: 'ada@example.com',
    phoneNumber: '+233 20 123 4567',
    department: 'dep-eng',
    startDate: '2022-02-01',
  },
  personal: {
    dateJoined: '2022-02-01',
    endOfProbation: '2022-08-01',
    placement: {
      effectiveDate: '2025-01-01',
      jobPositionId: 'pos-eng',
      lineManagerId: 'emp-kwame',
      departmentId: 'dep-eng',
      levelId: 'lvl-2',
    },
    employmentTerms: {
      effectiveDate: '2022-02-01',
      placementType: 'Permanent',
      jobStatus: 'Active',
      leaveWorkflowId: 'lwf-1',
      workDayId: 'wd-1',
      holidayId: 'hol-1',
    },
  },
  job: {
    title: 'Senior Software Engineer',
    employmentType: 'Full-time',
    workLocation: 'Accra office',
    lineManagerId: 'emp-kwame',
  },
  salary: {
    effectiveDate: '2025-01-01',
    basicSalary: '4250.00',
    currency: 'GHS',
    nextReviewDate: '2026-01-01',
    bankId: 'bank-gcb',
    bankAccount: '1234567890',
    payPeriod: 'Monthly',
    paymentMethod: 'Bank',
  },
  family: {
    maritalStatus: 'Married',
    spouseWorking: true,
    spouse: {
      firstName: 'William',
      middleName: null,
      lastName: 'King',
      birthDate: '1980-02-21',
      nationality: 'Ghana',
      nationalId: 'GHA-123123123-1',
      passport: null,
      ethnicity: null,
      religion: null,
    },
    numberOfChildren: 2,
  },
  contact: {
    phone: '+233 30 222 3333',
    personalEmail: 'ada.lovelace@example.org',
    address: '12 Independence Avenue\nAccra',
    emergencyContact: { name: 'William King', relationship: 'Husband', phone: '+233 20 765 4321' },
  },
  health: { bloodGroup: 'O+', allergies: 'Penicillin', conditions: null },
  directory: { extension: '204', office: 'Accra, 2nd floor', shownInDirectory: true },
  others: { notes: 'Prefers e-mail.' },
};

export const adaRecord: EmployeeRecord = {
  id: 'emp-ada',
  values: adaValues,
  employment: { status: 'active', endDate: null, endReason: null },
  account: { status: 'none', invitedAt: null, invitationExpiresAt: null },
  salaryHistory: [
    { effectiveDate: '2025-01-01', basicSalary: '4250.00', currency: 'GHS' },
    { effectiveDate: '2022-02-01', basicSalary: '3100.00', currency: 'GHS' },
  ],
  placementHistory: [
    {
      effectiveDate: '2025-01-01',
      jobPositionId: 'pos-eng',
      departmentId: 'dep-eng',
      levelId: 'lvl-2',
      lineManagerId: 'emp-kwame',
      jobPositionName: 'Software Engineer',
      departmentName: 'Engineering',
      levelName: 'Senior',
      lineManagerName: 'Kwame Asante',
    },
    {
      effectiveDate: '2022-02-01',
      jobPositionId: 'pos-eng',
      departmentId: 'dep-eng',
      levelId: 'lvl-1',
      lineManagerId: null,
      jobPositionName: 'Software Engineer',
      departmentName: 'Engineering',
      levelName: 'Junior',
      lineManagerName: null,
    },
  ],
};

/** Only the quick entry filled in, as the form stores it: every other field null, the defaults kept. */
const quickEntryOnly: EmployeeFormValues = v.parse(createEmployeeFormSchema({ today: '2026-12-01' }), {
  ...EMPLOYEE_FORM_DEFAULTS,
  quickEntry: {
    ...EMPLOYEE_FORM_DEFAULTS.quickEntry,
    employeeNo: 'E-0002',
    firstName: 'Grace',
    lastName: 'Hopper',
    dob: '1986-12-09',
    country: 'Ghana',
    ninId: 'GHA-123456789-0',
    email: 'grace.hopper@example.com',
  },
});

export const graceRecord: EmployeeRecord = {
  id: 'emp-grace',
  values: quickEntryOnly,
  employment: { status: 'active', endDate: null, endReason: null },
  account: { status: 'none' },
  salaryHistory: [],
  placementHistory: [],
};

const { health: _health, ...withoutHealth } = adaValues;

/** The record as the employee reads their own: the server leaves health out. */
export const adaAsSelf: EmployeeRecord = {
  ...adaRecord,
  values: withoutHealth,
  account: { status: 'registered' },
};
