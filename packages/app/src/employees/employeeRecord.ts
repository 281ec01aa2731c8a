import type { EmployeeRecord as ApiEmployeeRecord } from '@hr/api';
import type { EmployeeFormValues } from '@hr/domain';
import type { EmployeeRecord } from '@hr/screens';

type ApiFamily = ApiEmployeeRecord['values']['family'];

/**
 * The contract types the family section loosely (any status, spouse or null); the form's type ties
 * a spouse to Married. The server keeps that rule, so this only restates it for the type checker,
 * reading a Married record without a spouse as the server would never send it: as not married.
 */
function familyOf(family: ApiFamily): EmployeeFormValues['family'] {
  const { spouse, spouseWorking, numberOfChildren } = family;
  if (family.maritalStatus === 'Married' && spouse) {
    return { maritalStatus: 'Married', spouseWorking, spouse, numberOfChildren };
  }
  const maritalStatus = family.maritalStatus === 'Married' ? 'Single' : family.maritalStatus;
  return { maritalStatus, spouseWorking: false, spouse: null, numberOfChildren };
}

/** A record as the server sends it, in the shape the record screen and the Employee panel take. */
export function toScreenRecord(record: ApiEmployeeRecord): EmployeeRecord {
  return {
    ...record,
    values: { ...record.values, family: familyOf(record.values.family) },
    // The history lists amounts; a salary row that set none (bank details only) has nothing to show there.
    salaryHistory: record.salaryHistory.flatMap(({ effectiveDate, basicSalary, currency }) =>
      basicSalary && currency ? [{ effectiveDate, basicSalary, currency }] : [],
    ),
  };
}
