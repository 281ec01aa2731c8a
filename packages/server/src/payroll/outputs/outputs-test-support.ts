import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { TestApi } from '../../test-support/test-api.ts';
import { type FixtureEmployee, fixtureEmployee, insertBank } from '../runs/pay-run-fixtures.ts';
import { saveSettings } from '../setup/payroll-fixtures.ts';

/**
 * What the tests of the pay runs' outputs share: an employer paying in GHS, named "Acme Ghana", with
 * four employees, two banks and the payslips pay-run-fixtures.ts computes for them:
 *   Ọlá Adébáyọ̀  basic 5,000 + housing 1,000, Ecobank; SSNIT 275.00 / 650.00, PAYE 1,145.00, net 4,580.00
 *   Ama Mensah    basic 3,000, GCB Bank;                 SSNIT 165.00 / 390.00, PAYE 567.00,   net 2,268.00
 *   Kofi Boateng  basic 2,000 less a loan of 100, cash;  SSNIT 110.00 / 260.00, PAYE 378.00,   net 1,412.00
 *   Esi Owusu     basic 4,000, Ecobank;                  SSNIT 220.00 / 520.00, PAYE 756.00,   net 3,024.00
 */

export const EMPLOYER_NAME = 'Acme Ghana';

export async function outputsEmployer(api: TestApi) {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const token = admin.token;
  await api.db.updateTable('employers').set({ name: EMPLOYER_NAME }).where('id', '=', employerId).execute();
  await saveSettings(api.db, employerId, { currency: 'GHS', footer: 'Questions? payroll@example.com' });
  const ecobank = { id: await insertBank(api.db, employerId, 'Ecobank'), name: 'Ecobank' };
  const gcb = { id: await insertBank(api.db, employerId, 'GCB Bank'), name: 'GCB Bank' };
  const ola = await fixtureEmployee(
    api,
    token,
    { firstName: 'Ọlá', lastName: 'Adébáyọ̀' },
    { method: 'Bank', bank: { ...ecobank, account: '0012345678' } },
  );
  const ama = await fixtureEmployee(
    api,
    token,
    { firstName: 'Ama', lastName: 'Mensah' },
    { method: 'Bank', bank: { ...gcb, account: '1100223344' } },
  );
  const kofi = await fixtureEmployee(
    api,
    token,
    { firstName: 'Kofi', lastName: 'Boateng' },
    { method: 'Cash' },
  );
  const esi = await fixtureEmployee(
    api,
    token,
    { firstName: 'Esi', lastName: 'Owusu' },
    { method: 'Bank', bank: { ...ecobank, account: '0099887766' } },
  );
  const payslips = {
    ola: { employee: ola, basic: '5000', earnings: [{ code: 'HOUSING', label: 'Housing', amount: '1000' }] },
    ama: { employee: ama, basic: '3000' },
    kofi: {
      employee: kofi,
      basic: '2000',
      deductions: [{ code: 'LOAN', label: 'Loan repayment', amount: '100' }],
    },
    esi: { employee: esi, basic: '4000' },
  };
  return { token, employerId, banks: { ecobank, gcb }, employees: { ola, ama, kofi, esi }, payslips };
}

export type OutputsEmployer = Awaited<ReturnType<typeof outputsEmployer>>;

/** An employee account tied to `employee`'s record, signed in. */
export async function signedInEmployee(api: TestApi, employerId: string, employee: FixtureEmployee) {
  return (await api.newEmployeeUser(employerId, employee.id)).token;
}

/** The text of a PDF answer, every page's, as a reader would copy it out. */
export async function pdfText(bytes: unknown): Promise<string> {
  expect(bytes).toBeInstanceOf(Uint8Array);
  const pdf = await getDocumentProxy(bytes as Uint8Array);
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A CSV answer's text (the test client's decoder has already read its byte-order mark). */
export function csvText(body: unknown): string {
  expect(typeof body).toBe('string');
  return body as string;
}
