import { notAllowedMessage } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployerInformation, Profile } from '../contract-types.ts';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const get = (token: string) =>
  api.call<{ returnObject: EmployerInformation }>('/employer/get-information', {}, { token });
const update = (body: unknown, token: string) =>
  api.call<{ returnObject: EmployerInformation }>('/employer/update-information', body, { token });

describe('get-information', () => {
  test('a new employer: the sign-up’s name and country, January, monthly, nothing else', async () => {
    const { token } = await api.newAdministrator();
    const answer = await get(token);
    expect(answer.body).toEqual({
      returnCode: 200,
      returnObject: {
        legalName: "Ada Lovelace's organisation",
        registrationNumber: '',
        taxNumber: '',
        address: '',
        country: 'United Kingdom',
        baseCurrency: null,
        logo: null,
        fiscalYearStartMonth: 1,
        defaultPayPeriod: 'Monthly',
        largestUploadMiB: 10,
      },
    });
  });

  test('an employee: 403', async () => {
    const { session } = await api.newAdministrator();
    const employee = await api.newEmployeeUser(session.user.employerId);
    expect((await get(employee.token)).body).toEqual({
      returnCode: 403,
      error: notAllowedMessage('employer', 'read'),
    });
  });
});

describe('update-information', () => {
  test('stores every field, texts without surrounding spaces, and get answers the same', async () => {
    const { token } = await api.newAdministrator();
    const information = {
      legalName: ' Lovelace Analytical Engines Ltd ',
      registrationNumber: 'CS-2026-00412',
      taxNumber: 'C0004127765',
      address: '12 Independence Avenue, Accra',
      country: 'Ghana',
      baseCurrency: 'GHS',
      logo: PNG,
      fiscalYearStartMonth: 7,
      defaultPayPeriod: 'Semi-Monthly',
      largestUploadMiB: 25,
    };
    const answer = await update(information, token);
    const stored = { ...information, legalName: 'Lovelace Analytical Engines Ltd' };
    expect(answer.body).toEqual({ returnCode: 200, returnObject: stored });
    expect((await get(token)).body.returnObject).toEqual(stored);
  });

  test('fields left out keep their value; logo null removes the logo', async () => {
    const { token } = await api.newAdministrator();
    await update({ baseCurrency: 'GBP', logo: PNG }, token);
    const renamed = await update({ legalName: 'Renamed Ltd' }, token);
    expect(renamed.body.returnObject).toMatchObject({
      legalName: 'Renamed Ltd',
      baseCurrency: 'GBP',
      logo: PNG,
    });
    const unlogoed = await update({ logo: null }, token);
    expect(unlogoed.body.returnObject).toMatchObject({ legalName: 'Renamed Ltd', logo: null });
    expect((await update({}, token)).body.returnObject).toEqual(unlogoed.body.returnObject);
  });

  test('the legal name is the employer name the profile shows', async () => {
    const { token } = await api.newAdministrator();
    await update({ legalName: 'Profiled Ltd' }, token);
    const profile = await api.call<{ returnObject: Profile }>('/auth/get-profile', {}, { token });
    expect(profile.body.returnObject.employerName).toBe('Profiled Ltd');
  });

  test('changes only the caller’s employer', async () => {
    const first = await api.newAdministrator();
    const second = await api.newAdministrator();
    await update({ legalName: 'First Ltd' }, first.token);
    expect((await get(second.token)).body.returnObject.legalName).toBe("Ada Lovelace's organisation");
  });

  test('a logo of the largest size the contract allows is stored', async () => {
    const { token } = await api.newAdministrator();
    const prefix = 'data:image/jpeg;base64,';
    const logo = prefix + 'A'.repeat(Math.floor((700_000 - prefix.length) / 4) * 4);
    expect((await update({ logo }, token)).body.returnObject.logo).toBe(logo);
  });

  describe('a value the contract refuses', () => {
    let token: string;
    beforeAll(async () => {
      token = (await api.newAdministrator()).token;
    });

    test.each([
      [
        'a legal name of 201 characters',
        { legalName: 'L'.repeat(201) },
        'legalName: must be at most 200 characters.',
      ],
      [
        'a tax number of 51 characters',
        { taxNumber: 'T'.repeat(51) },
        'taxNumber: must be at most 50 characters.',
      ],
      [
        'an address of 501 characters',
        { address: 'A'.repeat(501) },
        'address: must be at most 500 characters.',
      ],
      [
        'a currency in lower case',
        { baseCurrency: 'ghs' },
        'baseCurrency: must be a currency code of three capital letters (ISO 4217).',
      ],
      ['month 13', { fiscalYearStartMonth: 13 }, 'fiscalYearStartMonth: must be at most 12.'],
      ['month 0', { fiscalYearStartMonth: 0 }, 'fiscalYearStartMonth: must be at least 1.'],
      ['a largest upload of 0 MiB', { largestUploadMiB: 0 }, 'largestUploadMiB: must be at least 1.'],
      ['a largest upload of 51 MiB', { largestUploadMiB: 51 }, 'largestUploadMiB: must be at most 50.'],
      ['a largest upload of 2.5 MiB', { largestUploadMiB: 2.5 }, 'largestUploadMiB: must be a whole number.'],
      [
        'an unknown pay period',
        { defaultPayPeriod: 'Daily' },
        'defaultPayPeriod: must be one of: Monthly, Weekly, Semi-Monthly, Bi-Weekly.',
      ],
      [
        'a GIF logo',
        { logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        'logo: must be a PNG, JPEG or SVG image as a base64 data URL.',
      ],
      [
        'a logo whose base64 is cut short',
        { logo: PNG.slice(0, -1) },
        'logo: must be a PNG, JPEG or SVG image as a base64 data URL.',
      ],
      [
        'a logo that is a link',
        { logo: 'https://example.com/logo.png' },
        'logo: must be a PNG, JPEG or SVG image as a base64 data URL.',
      ],
    ])('%s: 400 naming the field', async (_, body, error) => {
      const answer = await update(body, token);
      expect(answer.body).toEqual({ returnCode: 400, error, field: error.split(':')[0] });
    });

    test('a blank legal name is read as none, as every blank optional text is: the name stays', async () => {
      const before = (await get(token)).body.returnObject.legalName;
      const answer = await update({ legalName: '  ', taxNumber: 'TIN-9' }, token);
      expect(answer.status).toBe(200);
      expect((await get(token)).body.returnObject).toMatchObject({ legalName: before, taxNumber: 'TIN-9' });
    });

    test('a logo over 700,000 characters: 400', async () => {
      const prefix = 'data:image/png;base64,';
      const logo = prefix + 'A'.repeat(Math.ceil((700_001 - prefix.length) / 4) * 4);
      expect((await update({ logo }, token)).body).toEqual({
        returnCode: 400,
        error: 'logo: must be at most 700000 characters.',
        field: 'logo',
      });
    });
  });

  test('an employee: 403, and nothing changes', async () => {
    const { session, token } = await api.newAdministrator();
    const employee = await api.newEmployeeUser(session.user.employerId);
    expect((await update({ legalName: 'Mine now' }, employee.token)).body).toEqual(
      refusalOf('/employer/update-information'),
    );
    expect((await get(token)).body.returnObject.legalName).toBe("Ada Lovelace's organisation");
  });
});
