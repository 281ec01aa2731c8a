import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BankSchema,
  codeAlreadyUsed,
  DepartmentSchema,
  EmployerInformationSchema,
  isSameCode,
  LOGO_MAX_BYTES,
  logoByteSize,
} from './employer.ts';

function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return byField;
}

describe('reference rows', () => {
  it('trims code and name and keeps the head', () => {
    expect(
      v.parse(DepartmentSchema, { code: ' FIN ', name: ' Finance ', active: true, headId: 'e1' }),
    ).toEqual({ code: 'FIN', name: 'Finance', active: true, headId: 'e1' });
  });

  it('requires a code and a name, and keeps the code to 20 characters', () => {
    expect(
      messages(v.safeParse(BankSchema, { code: ' ', name: '', active: true, branchOrSortCode: '' })),
    ).toEqual({ code: 'Enter a code.', name: 'Enter a name.' });
    const long = v.safeParse(BankSchema, {
      code: 'X'.repeat(21),
      name: 'N'.repeat(51),
      active: true,
      branchOrSortCode: '1'.repeat(31),
    });
    expect(messages(long)).toEqual({
      code: 'Use at most 20 characters.',
      name: 'Use at most 50 characters.',
      branchOrSortCode: 'Use at most 30 characters.',
    });
  });

  it('compares codes whatever their case and spaces', () => {
    expect(isSameCode('fin ', 'FIN')).toBe(true);
    expect(isSameCode('FIN', 'FIN2')).toBe(false);
    expect(codeAlreadyUsed(' FIN', 'department')).toBe('Code FIN is already used by another department.');
  });
});

describe('EmployerInformationSchema', () => {
  const information = {
    legalName: 'Acme Ghana Ltd',
    registrationNumber: '',
    taxNumber: '',
    address: '',
    country: 'Ghana',
    baseCurrency: 'GHS',
    logo: null,
    fiscalYearStartMonth: 1,
    defaultPayPeriod: 'Monthly',
    largestUploadMiB: 10,
  };

  it('accepts the employer’s details', () => {
    expect(v.parse(EmployerInformationSchema, information)).toEqual(information);
  });

  it('refuses a logo that is not a small PNG, JPEG or SVG data URL', () => {
    const tooLarge = `data:image/png;base64,${'A'.repeat(Math.ceil((LOGO_MAX_BYTES + 1) / 3) * 4)}`;
    expect(messages(v.safeParse(EmployerInformationSchema, { ...information, logo: tooLarge }))).toEqual({
      logo: 'Choose an image of at most 512 KB.',
    });
    expect(
      messages(
        v.safeParse(EmployerInformationSchema, { ...information, logo: 'data:text/html;base64,PA==' }),
      ),
    ).toEqual({ logo: 'Choose a PNG, JPEG or SVG image.' });
  });

  it('counts the bytes of a data URL', () => {
    expect(logoByteSize('data:image/png;base64,AAAA')).toBe(3);
    expect(logoByteSize('data:image/svg+xml;base64,PA==')).toBe(1);
    expect(logoByteSize('data:image/gif;base64,AAAA')).toBeNull();
  });

  it('requires a legal name, a currency code and a pay period of the list', () => {
    const result = v.safeParse(EmployerInformationSchema, {
      ...information,
      legalName: ' ',
      baseCurrency: '',
      defaultPayPeriod: 'Daily',
    });
    expect(messages(result)).toEqual({
      legalName: 'Enter the employer’s legal name.',
      baseCurrency: 'Choose the base currency.',
      defaultPayPeriod: 'Choose a pay period.',
    });
  });

  it.each([0, 51, 2.5, Number.NaN])('refuses a largest upload of %s MiB', (largestUploadMiB) => {
    expect(messages(v.safeParse(EmployerInformationSchema, { ...information, largestUploadMiB }))).toEqual({
      largestUploadMiB: 'Enter a whole number of MiB from 1 to 50.',
    });
  });

  it.each([1, 50])('accepts a largest upload of %s MiB', (largestUploadMiB) => {
    expect(v.parse(EmployerInformationSchema, { ...information, largestUploadMiB }).largestUploadMiB).toBe(
      largestUploadMiB,
    );
  });
});
