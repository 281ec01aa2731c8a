import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AppliedPayrollTemplate,
  PayrollTemplateWire,
  StatutoryContribution,
  StatutoryTax,
} from '../../contract-types.ts';
import { auditRowsSince } from '../../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import type { PayslipPreview } from '../employee-pay/employee-pay-types.ts';
import { insertSalary } from './payroll-fixtures.ts';
import { type Answer, payrollEmployer, succeeded } from './payroll-test-support.ts';

/**
 * "Start from a template" (issue 34): the country templates listed, applied as the employer's own
 * rows with their source and effective date, refused whole on a code in use or another currency, and
 * the rows left out of a pay period that ends before their effective date.
 */

let api: TestApi;
type Employer = Awaited<ReturnType<typeof payrollEmployer>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
});
afterAll(() => api.close());

async function employerPaying(currency: string): Promise<Employer> {
  const employer = await payrollEmployer(api);
  await succeeded(api, '/payroll/update-payroll-settings', { currency }, employer.token);
  return employer;
}

function apply(employer: Employer, country: string) {
  return api.call<Answer<AppliedPayrollTemplate>>(
    '/payroll/apply-payroll-template',
    { country },
    { token: employer.token },
  );
}

async function listed(employer: Employer) {
  return {
    taxes: await succeeded<StatutoryTax[]>(api, '/payroll/list-statutory-taxes', {}, employer.token),
    contributions: await succeeded<StatutoryContribution[]>(
      api,
      '/payroll/list-statutory-contributions',
      {},
      employer.token,
    ),
  };
}

describe('list-payroll-templates', () => {
  test('Ghana, Kenya and Nigeria, each row with its source and effective date', async () => {
    const employer = await employerPaying('KES');
    const templates = await succeeded<PayrollTemplateWire[]>(
      api,
      '/payroll/list-payroll-templates',
      {},
      employer.token,
    );
    expect(
      templates.map((template) => [template.country, template.currency, template.effectiveFrom]),
    ).toEqual([
      ['GH', 'GHS', '2026-01-01'],
      ['KE', 'KES', '2025-02-01'],
      ['NG', 'NGN', '2026-01-01'],
    ]);
    const kenya = templates.find((template) => template.country === 'KE');
    expect(kenya?.taxes.find((tax) => tax.code === 'PAYE')).toMatchObject({
      reliefPerMonth: '2400.00',
      effectiveFrom: '2023-07-01',
      source: expect.stringContaining('Kenya Revenue Authority'),
      brackets: expect.arrayContaining([
        { incomeMoreThan: '32333.00', percentage: '30', cumulativeTax: '4483.25' },
      ]),
    });
    expect(kenya?.contributions.find((c) => c.code === 'NSSF')?.employee).toEqual({
      type: 'Statutory Table',
      amount: null,
      cappedAmount: null,
      tableCode: 'NSSF',
    });
    const ghana = templates.find((template) => template.country === 'GH');
    expect(ghana?.contributions.find((c) => c.code === 'SSNIT')?.employee.cappedAmount).toBe('69000.00');
    expect(ghana?.notes.length).toBeGreaterThan(0);
  });
});

describe('apply-payroll-template', () => {
  test('Kenya: the tables and contributions become the employer’s rows, with source, date and audit rows', async () => {
    const employer = await employerPaying('KES');
    const [{ id: lastAudit } = { id: '0' }] = (await auditRowsSince(api.db, employer.employerId)).slice(-1);
    const answer = await apply(employer, 'KE');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { taxes, contributions } = await listed(employer);
    expect(answer.body.returnObject).toEqual({
      taxes: [...taxes].sort((a, b) => (a.code === 'PAYE' ? -1 : b.code === 'PAYE' ? 1 : 0)),
      contributions: [...contributions].sort(
        (a, b) => ['NSSF', 'SHIF', 'AHL'].indexOf(a.code) - ['NSSF', 'SHIF', 'AHL'].indexOf(b.code),
      ),
    });
    const nssfTable = taxes.find((tax) => tax.code === 'NSSF');
    expect(nssfTable).toMatchObject({
      type: 'Other',
      effectiveFrom: '2025-02-01',
      source: expect.stringContaining('NSSF Act 2013'),
      contributionsUsing: 1,
    });
    expect(taxes.find((tax) => tax.code === 'PAYE')).toMatchObject({
      reliefPerMonth: '2400.00',
      isActive: true,
    });
    expect(contributions.find((c) => c.code === 'NSSF')).toMatchObject({
      employer: { type: 'Statutory Table', tableId: nssfTable?.id },
      employee: { type: 'Statutory Table', tableId: nssfTable?.id },
    });
    expect(contributions.find((c) => c.code === 'AHL')).toMatchObject({
      employer: { type: 'Gross Income', amount: '1.5' },
      employee: { type: 'Gross Income', amount: '1.5' },
      effectiveFrom: '2024-12-27',
      source: expect.stringContaining('Affordable Housing Act 2024'),
    });
    const audit = await auditRowsSince(api.db, employer.employerId, lastAudit);
    expect(audit.map((row) => [row.operation, row.recordType])).toEqual([
      ['applyPayrollTemplate', 'statutory-tax'],
      ['applyPayrollTemplate', 'statutory-tax'],
      ['applyPayrollTemplate', 'statutory-contribution'],
      ['applyPayrollTemplate', 'statutory-contribution'],
      ['applyPayrollTemplate', 'statutory-contribution'],
    ]);

    // They are ordinary rows now: the employer edits one, and its source stays beside it.
    const edited = await succeeded<StatutoryTax>(
      api,
      '/payroll/update-statutory-tax',
      { id: nssfTable?.id, description: 'NSSF (ours)' },
      employer.token,
    );
    expect(edited).toMatchObject({ description: 'NSSF (ours)', source: nssfTable?.source });
  });

  test('a code already in use refuses the whole template with a 409 naming it, and nothing is made', async () => {
    const employer = await employerPaying('KES');
    await succeeded(
      api,
      '/payroll/create-statutory-contribution',
      {
        code: 'shif',
        description: 'Our SHIF',
        employer: { type: 'Not Applicable', amount: null, cappedAmount: null, tableId: null },
        employee: { type: 'Gross Income', amount: '2.75', cappedAmount: null, tableId: null },
      },
      employer.token,
    );
    const answer = await apply(employer, 'KE');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error:
        'Code shif is already used by a statutory contribution of yours: rename or delete it, then start from the Kenya template.',
      field: 'country',
    });
    const { taxes, contributions } = await listed(employer);
    expect(taxes).toEqual([]);
    expect(contributions.map((c) => c.code)).toEqual(['shif']);

    const again = await employerPaying('KES');
    expect((await apply(again, 'KE')).status).toBe(200);
    const twice = await apply(again, 'KE');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(
      'Code NSSF is already used by a statutory tax of yours: rename or delete it, then start from the Kenya template.',
    );
    expect((await listed(again)).taxes).toHaveLength(2);
  });

  test('a payroll currency other than the template’s is refused, naming both', async () => {
    const employer = await employerPaying('GHS');
    const answer = await apply(employer, 'KE');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      'The Kenya template is in KES and your payroll currency is GHS: change the currency in Payroll Settings first.',
    );
    expect((await listed(employer)).taxes).toEqual([]);
  });

  test('an unknown country is a 400 on country', async () => {
    const employer = await employerPaying('ZAR');
    const answer = await apply(employer, 'ZA');
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('country');
  });

  test('one employer’s template rows are not another’s', async () => {
    const ghana = await employerPaying('GHS');
    expect((await apply(ghana, 'GH')).status).toBe(200);
    const other = await employerPaying('GHS');
    expect(await listed(other)).toEqual({ taxes: [], contributions: [] });
    expect((await apply(other, 'GH')).status).toBe(200);
    expect((await listed(other)).contributions.map((c) => c.code).sort()).toEqual(['SSNIT', 'TIER2']);
  });
});

describe('a template’s effective date', () => {
  test('Nigeria’s rows (from 1 January 2026) are left out of December 2025’s payslip and used in January’s', async () => {
    const employer = await employerPaying('NGN');
    const { contributions } = (await apply(employer, 'NG')).body.returnObject;
    await insertSalary(api.db, employer.employerId, employer.employeeId, {
      effectiveDate: '2025-01-01',
      basicSalary: '100000',
      currency: 'NGN',
    });
    for (const contribution of contributions) {
      const assigned = await api.call(
        '/payroll/assign-employee-pay-item',
        {
          employeeId: employer.employeeId,
          group: 'Statutory Contribution',
          itemId: contribution.id,
          amount: null,
          quantity: null,
          effectiveDate: '2025-01-01',
          endDate: null,
        },
        { token: employer.token },
      );
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    }
    const preview = async (periodStart: string) => {
      const answer = await api.call<Answer<PayslipPreview>>(
        '/payroll/preview-payslip',
        { employeeId: employer.employeeId, periodStart },
        { token: employer.token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.returnObject;
    };
    const december = await preview('2025-12-01');
    expect(december.lines.map((line) => line.kind)).toEqual(['Basic']);
    expect(december.netPay).toBe('100000.00');
    // The domain's worked case (templates.test.ts): pension 8,000, NHF 2,500, PAYE 3,425.
    const january = await preview('2026-01-01');
    expect(january).toMatchObject({
      taxableIncome: '89500.00',
      netPay: '86075.00',
      employerCost: '110000.00',
    });
    expect(january.lines.find((line) => line.kind === 'Tax')).toMatchObject({
      code: 'PAYE',
      amount: '3425.00',
    });
  });
});
