import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkPlacementPreview } from '../../contract-types.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/**
 * Bulk placement (issue 28 item 1): 500 people moved from one date in one transaction, or nobody; the
 * preview writes nothing. Also the placement area's smoke file on PostgreSQL: the batch insert, the
 * cache recomputed for 500 ids and the audit rows are the widest SQL the area sends.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const PEOPLE = 500;
let api: TestApi;
let token: string;
let employerId: string;
let kumasi: string;
let accra: string;
let staff: string[];
let leaver: string;

async function placementCount(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from placement_history where employer_id = ${employerId}`.execute(api.db);
  return rows[0]?.count ?? 0;
}

async function auditCount(): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from audit_events
    where employer_id = ${employerId} and operation = 'recordBulkPlacement'`.execute(api.db);
  return rows[0]?.count ?? 0;
}

/** The names the bulk placement's audit rows give their actor, each once. */
async function auditActors(): Promise<string[]> {
  const { rows } = await sql<{ actor_name: string }>`
    select distinct actor_name from audit_events
    where employer_id = ${employerId} and operation = 'recordBulkPlacement'`.execute(api.db);
  return rows.map((row) => row.actor_name);
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  const branch = async (code: string, name: string) =>
    (await api.call<{ returnObject: { id: string } }>('/employer/create-branch', { code, name }, { token }))
      .body.returnObject.id;
  accra = await branch('ACC', 'Accra');
  kumasi = await branch('KUM', 'Kumasi');
  // 500 people placed at Accra, written as a seed does (through the API it would take minutes).
  const { rows } = await sql<{ id: string }>`
    insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob, start_date)
    select ${employerId}, 'B-' || lpad(n::text, 4, '0'), 'Person', 'No ' || n, 'person' || n || '@example.com',
      'N' || n, 'Ghana', date '1990-01-01', date '2025-01-06'
    from generate_series(1, ${PEOPLE}) n
    order by n
    returning id`.execute(api.db);
  staff = rows.map((row) => row.id);
  await sql`insert into placement_history (employer_id, employee_id, effective_date, branch_id, kind)
    select ${employerId}, id, date '2025-01-06', ${accra}, 'Hire' from employees where employer_id = ${employerId}`.execute(
    api.db,
  );
  leaver = staff[PEOPLE - 1] as string;
  await sql`update employees set employment_end_date = date '2026-10-31', employment_end_reason = 'Resigned' where id = ${leaver}`.execute(
    api.db,
  );
});
afterAll(() => api.close());

const request = (employeeIds: string[]) => ({
  employeeIds,
  effectiveDate: '2027-01-04',
  kind: 'Transfer',
  reason: 'Opening of the Kumasi office',
  changes: { branchId: kumasi },
});

describe('bulk placement', () => {
  test('the preview shows each move and its problems, and writes nothing', async () => {
    const [placements, audits] = [await placementCount(), await auditCount()];
    const answer = await api.call<{ returnObject: BulkPlacementPreview }>(
      '/placements/preview-bulk-placement',
      request(staff),
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const { rows, ready } = answer.body.returnObject;
    expect(ready).toBe(false);
    expect(rows[0]).toMatchObject({
      employeeName: 'Person No 1',
      before: { branchName: 'Accra' },
      after: { branchName: 'Kumasi' },
      problems: [],
    });
    expect(rows.filter((row) => row.problems.length > 0)).toEqual([
      expect.objectContaining({ employeeId: leaver, problems: ['Their employment has ended.'] }),
    ]);
    expect([await placementCount(), await auditCount()]).toEqual([placements, audits]);
  });

  test('500 with one who cannot be moved: a 400 naming them, and nobody is moved', async () => {
    const placements = await placementCount();
    const answer = await api.call<{ error: string; field: string }>(
      '/placements/record-bulk-placement',
      request(staff),
      { token },
    );
    expect({ status: answer.status, error: answer.body.error, field: answer.body.field }).toEqual({
      status: 400,
      error: `Nobody was moved. Person No ${PEOPLE}: Their employment has ended.`,
      field: 'employeeIds',
    });
    expect([await placementCount(), await auditCount()]).toEqual([placements, 0]);
  });

  test('the 499 who can be moved are moved at once: a row and an audit row each, scheduled for the day', async () => {
    const movable = staff.filter((id) => id !== leaver);
    const placements = await placementCount();
    const answer = await api.call<{ returnObject: { recorded: number } }>(
      '/placements/record-bulk-placement',
      request(movable),
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.returnObject.recorded).toBe(PEOPLE - 1);
    expect([await placementCount(), await auditCount()]).toEqual([placements + PEOPLE - 1, PEOPLE - 1]);
    // Every row names the administrator who moved them, read once for the whole batch.
    expect(await auditActors()).toEqual(['Ada Lovelace']);
    // Sent again, nothing changes for anyone: refused whole, nothing written.
    const again = await api.call<{ error: string }>('/placements/record-bulk-placement', request(movable), {
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(
      /^Nobody was moved\. Person No 1: Nothing changes for them\..* more: see the preview\.$/,
    );
    expect(again.body.error.length).toBeLessThanOrEqual(500);
    expect(await placementCount()).toBe(placements + PEOPLE - 1);
  });
});
