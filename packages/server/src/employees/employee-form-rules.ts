import {
  createEmployeeFormSchema,
  EMPLOYEE_FORM_DEFAULTS,
  EMPLOYEE_FORM_SECTIONS,
  type EmployeeFormInput,
  type EmployeeFormOutput,
} from '@hr/domain';
import type { EmployeeValues } from '../contract-types.ts';
import { checkedByDomain } from '../core/domain-rules.ts';

/** The sections as the contract carries them; any may be left out of a request. */
export type EmployeeSections = Partial<EmployeeValues>;

/**
 * Checks a whole record against the Employee form's own rules (packages/domain), so the server refuses
 * exactly what the form refuses, in the form's words: a date of birth in the future, an end of
 * probation before the date joined, an amount with more decimal places than its currency has, a
 * salary without a currency. The contract has already checked types and limits.
 *
 * `sections` holds the record's sections; those missing start as the form starts them (the spec's
 * defaults). Answers the form's output: text trimmed, amounts written the one way they are stored,
 * the spouse null unless Married. `today` ('YYYY-MM-DD') is the latest date of birth allowed.
 */
export async function checkFormRules(sections: EmployeeSections, today: string): Promise<EmployeeFormOutput> {
  return checkedByDomain(createEmployeeFormSchema({ today }), formInput(sections));
}

/** The values as the form holds them: '' for null, the number of children as typed. */
function formInput(sections: EmployeeSections): EmployeeFormInput {
  const input: Record<string, unknown> = { ...EMPLOYEE_FORM_DEFAULTS };
  for (const name of EMPLOYEE_FORM_SECTIONS) {
    const section = sections[name];
    if (section !== undefined) input[name] = blanked(section);
  }
  if (sections.family) {
    input.family = {
      ...blanked(sections.family),
      spouse: sections.family.spouse ? blanked(sections.family.spouse) : EMPLOYEE_FORM_DEFAULTS.family.spouse,
      numberOfChildren: String(sections.family.numberOfChildren),
    };
  }
  return input as EmployeeFormInput;
}

function blanked(section: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(section).map(([key, value]) => [
      key,
      value === null ? '' : typeof value === 'object' ? blanked(value) : value,
    ]),
  );
}
