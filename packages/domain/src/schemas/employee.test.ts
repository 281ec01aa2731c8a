import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createEmployeeFormSchema,
  type EmployeeFormInput,
  employeeNoAlreadyUsed,
  isIsoDate,
  onlySections,
  parseChildrenCount,
} from './employee.ts';
import { EMPLOYEE_FORM_DEFAULTS, toEmployeeFormInput } from './employeeFormValues.ts';
import {
  currencyMinorDigits,
  fitsCurrency,
  isCurrencyCode,
  isDecimalAmount,
  normalizeAmount,
} from './money.ts';

const schema = createEmployeeFormSchema({ today: '2026-03-15' });

const quickEntry = {
  ...EMPLOYEE_FORM_DEFAULTS.quickEntry,
  employeeNo: ' E-0002 ',
  firstName: 'Grace',
  lastName: 'Hopper',
  dob: '1986-12-09',
  country: 'United States',
  ninId: 'NI-778812',
  email: 'grace.hopper@example.com',
};

/** The defaults with the required quick entry filled and `changes` applied section by section. */
function form(changes: { [S in keyof EmployeeFormInput]?: Partial<EmployeeFormInput[S]> } = {}) {
  const input = structuredClone({ ...EMPLOYEE_FORM_DEFAULTS, quickEntry });
  for (const [section, fields] of Object.entries(changes)) {
    Object.assign(input[section as keyof EmployeeFormInput] as object, fields);
  }
  return input;
}

function messages(input: unknown) {
  const byField: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) {
    byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return byField;
}

describe('parseChildrenCount (§5)', () => {
  it.each([
    ['3', 3],
    ['', 0],
    ['abc', 0],
    ['45', 30],
    ['30', 30],
    ['-2', 0],
    ['2.7', 2],
    [' 4 ', 4],
    ['7 children', 7],
  ])('reads %j as %i', (text, count) => {
    expect(parseChildrenCount(text)).toBe(count);
  });
});

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    // A date field passes through year 1, 19 and 198 on the way to 1986.
    expect(isIsoDate('0019-12-09')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('15/03/2024')).toBe(false);
  });
});

describe('money', () => {
  it('knows each currency’s decimal places', () => {
    expect(currencyMinorDigits('GBP')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('KWD')).toBe(3);
    expect(isCurrencyCode('GHS')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('gbp')).toBe(false);
  });

  it('accepts digits with one decimal point, within the currency’s places', () => {
    expect(isDecimalAmount('4250.50')).toBe(true);
    expect(isDecimalAmount('4,250.50')).toBe(false);
    expect(isDecimalAmount('1e3')).toBe(false);
    expect(isDecimalAmount('-5')).toBe(false);
    expect(isDecimalAmount('9'.repeat(13))).toBe(false);
    expect(fitsCurrency('12.345', 'GBP')).toBe(false);
    expect(fitsCurrency('100', 'JPY')).toBe(true);
    expect(fitsCurrency('100.5', 'JPY')).toBe(false);
    expect(normalizeAmount('0042.5', 'GBP')).toBe('42.50');
    expect(normalizeAmount('100', 'JPY')).toBe('100');
  });
});

describe('Employee form schema', () => {
  it('needs only the quick entry, and gives null for everything not given', () => {
    const values = v.parse(schema, form());
    expect(values.quickEntry).toEqual({
      employeeNo: 'E-0002',
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1986-12-09',
      country: 'United States',
      ninId: 'NI-778812',
      passport: null,
      position: null,
      email: 'grace.hopper@example.com',
      phoneNumber: null,
      department: null,
      startDate: null,
    });
    expect(values.salary).toEqual({
      effectiveDate: null,
      basicSalary: null,
      currency: null,
      nextReviewDate: null,
      bankId: null,
      bankAccount: null,
      payPeriod: 'Monthly',
      paymentMethod: 'Bank',
    });
    expect(values.family).toEqual({
      maritalStatus: 'Single',
      spouseWorking: false,
      spouse: null,
      numberOfChildren: 0,
    });
    expect(values.directory).toEqual({ extension: null, office: null, shownInDirectory: true });
  });

  it('requires the quick entry fields of §5 and checks the e-mail format', () => {
    expect(messages(EMPLOYEE_FORM_DEFAULTS)).toEqual({
      'quickEntry.employeeNo': 'Enter the Employee ID.',
      'quickEntry.firstName': 'Enter the first name.',
      'quickEntry.lastName': 'Enter the last name.',
      'quickEntry.dob': 'Enter the date of birth.',
      'quickEntry.country': 'Choose the nationality from the list.',
      'quickEntry.ninId': 'Enter the National ID.',
      'quickEntry.email': 'Enter the e-mail address.',
    });
    expect(messages(form({ quickEntry: { email: 'grace@' } }))).toEqual({
      'quickEntry.email': 'Enter an e-mail address like name@example.com.',
    });
  });

  it('keeps the contract’s lengths and refuses a birth date after today', () => {
    expect(
      messages(
        form({ quickEntry: { employeeNo: 'E'.repeat(21), ninId: '1'.repeat(31), dob: '2026-03-16' } }),
      ),
    ).toEqual({
      'quickEntry.employeeNo': 'Use at most 20 characters.',
      'quickEntry.ninId': 'Use at most 30 characters.',
      'quickEntry.dob': 'The date of birth cannot be in the future.',
    });
    expect(messages(form({ quickEntry: { dob: '2026-03-15' } }))).toEqual({});
  });

  it('refuses an end of probation before the date joined', () => {
    expect(messages(form({ personal: { dateJoined: '2026-01-10', endOfProbation: '2026-01-09' } }))).toEqual({
      'personal.endOfProbation': 'The end of probation cannot be before the date joined.',
    });
  });

  it('keeps the basic salary a decimal string with the currency’s places', () => {
    const salary = (basicSalary: string, currency: string) => form({ salary: { basicSalary, currency } });
    expect(messages(salary('12.345', 'GBP'))).toEqual({
      'salary.basicSalary': 'GBP amounts have at most 2 decimal places.',
    });
    expect(messages(salary('100.5', 'JPY'))).toEqual({
      'salary.basicSalary': 'JPY amounts have no decimal places.',
    });
    expect(messages(salary('4250.50', ''))).toEqual({
      'salary.currency': 'Choose the currency of the basic salary.',
    });
    expect(v.parse(schema, salary('4250.5', 'GBP')).salary.basicSalary).toBe('4250.50');
    expect(v.parse(schema, salary('100', 'JPY')).salary.basicSalary).toBe('100');
    expect(messages(salary('4,250', 'GBP'))['salary.basicSalary']).toMatch(/^Enter the amount in digits/);
  });

  it('keeps the spouse only when Married, and reads the children count as §5 says', () => {
    const spouse = { ...EMPLOYEE_FORM_DEFAULTS.family.spouse, firstName: ' Ama ', birthDate: '1990-05-01' };
    const married = v.parse(
      schema,
      form({ family: { maritalStatus: 'Married', spouseWorking: true, spouse, numberOfChildren: '45' } }),
    );
    expect(married.family).toMatchObject({
      maritalStatus: 'Married',
      spouseWorking: true,
      spouse: { firstName: 'Ama', middleName: null, birthDate: '1990-05-01' },
      numberOfChildren: 30,
    });
    const long = { ...spouse, lastName: 'L'.repeat(51) };
    expect(messages(form({ family: { maritalStatus: 'Married', spouse: long } }))).toEqual({
      'family.spouse.lastName': 'Use at most 50 characters.',
    });
    const divorced = v.parse(
      schema,
      form({
        family: { maritalStatus: 'Divorced', spouseWorking: true, spouse: long, numberOfChildren: 'abc' },
      }),
    );
    expect(divorced.family).toEqual({
      maritalStatus: 'Divorced',
      spouseWorking: false,
      spouse: null,
      numberOfChildren: 0,
    });
  });

  it('checks the personal e-mail', () => {
    expect(messages(form({ contact: { personalEmail: 'grace' } }))).toEqual({
      'contact.personalEmail': 'Enter an e-mail address like name@example.com.',
    });
  });

  it('turns stored values back into the form’s values', () => {
    const stored = v.parse(
      schema,
      form({
        salary: { basicSalary: '4250.5', currency: 'GBP' },
        family: { maritalStatus: 'Married', numberOfChildren: '2' },
        health: { bloodGroup: 'O+' },
      }),
    );
    const input = toEmployeeFormInput(stored);
    expect(input.salary.basicSalary).toBe('4250.50');
    expect(input.quickEntry.passport).toBe('');
    expect(input.family.numberOfChildren).toBe('2');
    expect(v.parse(schema, input)).toEqual(stored);
    expect(toEmployeeFormInput({ ...stored, health: undefined }).health).toEqual(
      EMPLOYEE_FORM_DEFAULTS.health,
    );
  });

  it('checks only the sections an employee may change when restricted to them', () => {
    const own = onlySections(schema, ['family', 'contact', 'directory']);
    // A quick entry the employee cannot see or change (here: left empty) is not theirs to fix...
    const input = form({ quickEntry: { firstName: '' }, contact: { personalEmail: 'not-an-address' } });
    const result = v.safeParse(own, input);
    expect(result.success).toBe(false);
    // ...while their own sections are checked as ever.
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['contact.personalEmail']);
    const fixed = v.parse(own, {
      ...input,
      contact: { ...input.contact, personalEmail: ' me@example.com ' },
    });
    expect(fixed.contact.personalEmail).toBe('me@example.com');
    expect(v.safeParse(schema, input).success).toBe(false);
  });

  it('says which Employee ID is taken', () => {
    expect(employeeNoAlreadyUsed(' E-0002 ')).toBe('Employee ID E-0002 is already used by another employee.');
  });
});
