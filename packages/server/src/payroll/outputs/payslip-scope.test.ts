import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { ghanaPayroll, runJobs } from '../runs/pay-run-test-support.ts';
import type { PayRunWire } from '../runs/pay-runs.ts';
import type { PayslipSummary } from './payslips.ts';

/**
 * Payroll outputs kept to the caller's payroll scope (issue 27): Dora, the payroll clerk of
 * Engineering (a custom role with payroll read and export scoped to her department), reads the
 * payslips, PDFs and annual reports of Engineering's people and nobody else's; her own payslip only
 * once its run is final, as every employee. Ama, Kofi and Dora sit in Engineering, Esi in Sales.
 */

let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
const ids: Record<string, string> = {};
let dora: string;
let final: PayRunWire;
let draft: PayRunWire;
let adminFinal: PayslipSummary[];
let adminDraft: PayslipSummary[];

async function department(code: string): Promise<string> {
  return payroll.call<{ id: string }>('/employer/create-department', { code, name: code }).then((d) => d.id);
}

/** Puts the employee in `departmentId` from their first placement on. */
async function placeIn(employeeId: string, departmentId: string): Promise<void> {
  const moved = await api.db
    .updateTable('placement_history')
    .set({ department_id: departmentId })
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  if (moved.numUpdatedRows > 0n) return;
  await api.db
    .insertInto('placement_history')
    .values({
      employer_id: payroll.employerId,
      employee_id: employeeId,
      effective_date: '2020-01-01',
      job_position_id: null,
      department_id: departmentId,
      level_id: null,
      line_manager_id: null,
      created_by: null,
    })
    .execute();
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  payroll = await ghanaPayroll(api);
  for (const name of ['Ama', 'Kofi', 'Dora', 'Esi']) ids[name] = await payroll.employee(name);
  const engineering = await department('ENG');
  const sales = await department('SALES');
  for (const name of ['Ama', 'Kofi', 'Dora']) await placeIn(ids[name] as string, engineering);
  await placeIn(ids.Esi as string, sales);
  dora = (
    await accountWithRole(api, payroll.employerId, ids.Dora as string, {
      name: 'Engineering payroll clerk',
      grid: {
        payroll: { read: 'department', export: 'department' },
      },
    })
  ).token;
  final = await payroll.processed();
  await payroll.call('/payroll/finalise-pay-run', { id: final.id });
  await runJobs(api);
  draft = await payroll.processed({ periodStart: '2026-12-01', payDate: '2026-12-28' });
  adminFinal = await payroll.call('/payroll/list-payslips', { runId: final.id });
  adminDraft = await payroll.call('/payroll/list-payslips', { runId: draft.id });
});
afterAll(() => api.close());

const slipOf = (slips: PayslipSummary[], name: string) =>
  slips.find((slip) => slip.employeeId === ids[name]) as PayslipSummary;
const firstNames = (slips: PayslipSummary[]) => slips.map((slip) => slip.employeeName.split(' ')[0]).sort();

async function asDora<T = Record<string, unknown>>(path: string, body: unknown) {
  return api.call<T>(path, body, { token: dora });
}

describe('a payroll clerk scoped to their department', () => {
  test("lists exactly the department's payslips of a final run, with the administrator's amounts", async () => {
    const answer = await asDora<{ returnObject: PayslipSummary[] }>('/payroll/list-payslips', {
      runId: final.id,
    });
    expect(answer.status).toBe(200);
    expect(firstNames(answer.body.returnObject)).toEqual(['Ama', 'Dora', 'Kofi']);
    expect(answer.body.returnObject).toEqual(adminFinal.filter((slip) => slip.employeeId !== ids.Esi));
  });

  test('lists the department’s drafts but not their own until the run is final', async () => {
    const answer = await asDora<{ returnObject: PayslipSummary[] }>('/payroll/list-payslips', {
      runId: draft.id,
    });
    expect(firstNames(answer.body.returnObject)).toEqual(['Ama', 'Kofi']);
    expect(firstNames(adminDraft)).toEqual(['Ama', 'Dora', 'Esi', 'Kofi']);
  });

  test('reads and downloads a payslip of the department; one outside it or their own draft is a 404 without data', async () => {
    const inside = await asDora<{ returnObject: { netPay: string } }>('/payroll/get-payslip', {
      id: slipOf(adminFinal, 'Ama').id,
    });
    expect(inside.status).toBe(200);
    expect(inside.body.returnObject.netPay).toBe(slipOf(adminFinal, 'Ama').netPay);
    const pdf = await asDora('/payroll/download-payslip-pdf', { id: slipOf(adminDraft, 'Kofi').id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    for (const id of [slipOf(adminFinal, 'Esi').id, slipOf(adminDraft, 'Dora').id]) {
      for (const path of ['/payroll/get-payslip', '/payroll/download-payslip-pdf']) {
        const answer = await asDora(path, { id });
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 404,
          body: expect.objectContaining({ error: 'There is no such payslip.' }),
        });
        expect(answer.body.returnObject).toBeUndefined();
      }
    }
  });

  test("reads and exports a department member's annual salary report with the administrator's totals; Esi's is a 404", async () => {
    const request = { employeeId: ids.Kofi, year: 2026 };
    const mine = await asDora<{ returnObject: { totals: unknown } }>(
      '/payroll/annual-salary-report',
      request,
    );
    const administrators = await payroll.call<{ totals: unknown }>('/payroll/annual-salary-report', request);
    expect(mine.status).toBe(200);
    expect(mine.body.returnObject.totals).toEqual(administrators.totals);
    const file = await asDora<string>('/payroll/export-annual-salary-report', { ...request, format: 'csv' });
    expect(file.status).toBe(200);
    expect(file.body).toContain('Total');
    for (const [path, format] of [
      ['/payroll/annual-salary-report', {}],
      ['/payroll/export-annual-salary-report', { format: 'csv' }],
    ] as const) {
      const answer = await asDora(path, { employeeId: ids.Esi, year: 2026, ...format });
      expect({ path, status: answer.status, error: answer.body.error }).toEqual({
        path,
        status: 404,
        error: 'There is no such employee.',
      });
      expect(answer.body.returnObject).toBeUndefined();
    }
  });

  test('the file follows the export scope and the screen the read scope', async () => {
    const exporter = (
      await accountWithRole(api, payroll.employerId, ids.Kofi as string, {
        name: 'Engineering payroll exporter',
        grid: {
          payroll: { export: 'department' },
        },
      })
    ).token;
    const request = { employeeId: ids.Ama, year: 2026 };
    const file = await api.call(
      '/payroll/export-annual-salary-report',
      { ...request, format: 'csv' },
      {
        token: exporter,
      },
    );
    expect(file.status).toBe(200);
    const screen = await api.call('/payroll/annual-salary-report', request, { token: exporter });
    expect(screen.status).toBe(404);
  });
});

describe('every employee', () => {
  test('still lists, reads and downloads their own final payslips, and a run lists them only theirs', async () => {
    const esi = (await api.newEmployeeUser(payroll.employerId, ids.Esi)).token;
    const mine = await api.call<{ returnObject: PayslipSummary[] }>(
      '/payroll/list-my-payslips',
      {},
      { token: esi },
    );
    expect(firstNames(mine.body.returnObject)).toEqual(['Esi']);
    const ofRun = await api.call<{ returnObject: PayslipSummary[] }>(
      '/payroll/list-payslips',
      { runId: final.id },
      { token: esi },
    );
    expect(firstNames(ofRun.body.returnObject)).toEqual(['Esi']);
    const ofDraft = await api.call<{ returnObject: PayslipSummary[] }>(
      '/payroll/list-payslips',
      { runId: draft.id },
      { token: esi },
    );
    expect(ofDraft.body.returnObject).toEqual([]);
    const own = await api.call('/payroll/get-payslip', { id: slipOf(adminFinal, 'Esi').id }, { token: esi });
    expect(own.status).toBe(200);
    const report = await api.call(
      '/payroll/annual-salary-report',
      { employeeId: ids.Esi, year: 2026 },
      { token: esi },
    );
    expect(report.status).toBe(200);
  });
});
