import { type PermissionGrid, XSS_CORPUS } from '@hr/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import type { TestApi } from '../../test-support/test-api.ts';
import { type CaseWorld, type caseCalls, caseSuite, type Person, reported } from './case-test-support.ts';

/**
 * Incident cases through HTTP (issue 30), what the server keeps from happening and from being known:
 * who a new report is told to (never its subject), the refusals it maps (404, 409, 403, 400), an
 * anonymous report that leaves no trace of its reporter, the XSS corpus through every text, and which
 * holders of a role granting incidents a new report is told to. The
 * walk through the whole process is in cases.test.ts.
 */

const suite = caseSuite('2026-12-03');
const { days, token, idOf, moved } = suite;
let api: TestApi;
let world: CaseWorld;
let calls: ReturnType<typeof caseCalls>;

beforeAll(() => {
  api = suite.api();
  world = suite.world();
  calls = suite.calls();
});

describe('a new report about an incident manager', () => {
  test('is told to the administrators, never to the subject whose own role reaches them', async () => {
    days.set('2026-12-03');
    const { case: report } = await reported(api, world, 'rex', { subjectIds: [idOf('hana')] });
    const told = await api.db
      .selectFrom('notifications')
      .select('recipient_user_id')
      .where('subject_id', '=', report.id)
      .execute();
    expect(told.map((notice) => notice.recipient_user_id)).toEqual([world.adminUserId]);
  });
});

describe('refusals', () => {
  let caseId: string;

  beforeAll(async () => {
    days.set('2026-12-03');
    caseId = (await reported(api, world, 'rex')).case.id;
  });

  test('a move the state does not allow is a 409 with the domain sentence', async () => {
    const answer = await calls.move(world.adminToken, caseId, {
      kind: 'schedule-hearing',
      date: '2026-12-10',
      place: 'Room 1',
      panelIds: [idOf('pat')],
    });
    expect(answer.body).toEqual({
      returnCode: 409,
      error:
        'Scheduling the hearing is possible only while a case is Explanation requested or Explanation received; this one is Reported.',
    });
  });

  test('a move by someone the process does not give it to is a 403; a colleague gets the 404', async () => {
    const byWitness = await calls.move(token('wes'), caseId, {
      kind: 'open-investigation',
      investigatorId: idOf('ivy'),
    });
    expect(byWitness.body).toEqual({
      returnCode: 403,
      error: 'Only an incident manager may open the investigation.',
    });
    const byColleague = await calls.move(token('cal'), caseId, { kind: 'withdraw' });
    expect(byColleague.body).toEqual({ returnCode: 404, error: 'There is no such incident case.' });
    const byOtherDepartment = await calls.update(token('olu'), { id: caseId, remarks: 'Mine now' });
    expect(byOtherDepartment.status).toBe(404);
  });

  test('details the domain refuses are a 400 with its sentence, and the case is unchanged', async () => {
    await moved('hana', caseId, { kind: 'open-investigation', investigatorId: idOf('ivy') });
    const answer = await calls.move(token('ivy'), caseId, {
      kind: 'request-explanation',
      explainBy: '2026-12-03',
    });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The Explain By date must be after today.',
      field: 'move.explainBy',
    });
    expect((await calls.get(token('ivy'), caseId)).body.returnObject.state).toBe('under-investigation');
    const strangerInvestigator = await calls.move(world.adminToken, caseId, {
      kind: 'dismiss',
      reasons: ' ',
    });
    expect(strangerInvestigator.body).toEqual({
      returnCode: 400,
      error: 'Give the reasons there is no case to answer.',
      field: 'move.reasons',
    });
  });

  test('the report refuses a self-report, a future day and a stranger, naming the field', async () => {
    const report = (body: Record<string, unknown>) =>
      calls.report(token('rex'), {
        typeId: world.typeId,
        occurredFrom: '2026-11-02',
        occurredTo: '2026-11-20',
        summary: 'Something',
        subjectIds: [idOf('eve')],
        ...body,
      });
    expect((await report({ subjectIds: [idOf('rex')] })).body).toEqual({
      returnCode: 400,
      error: 'You cannot report an incident about yourself.',
      field: 'subjectIds',
    });
    expect((await report({ occurredTo: '2026-12-04' })).body.field).toBe('occurredTo');
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect((await report({ witnessIds: [stranger] })).body).toEqual({
      returnCode: 400,
      error: `${stranger} is not an employee of your employer.`,
      field: 'witnessIds',
    });
  });

  test('the people of a case are fixed once an explanation is asked; a closed case changes no more', async () => {
    await moved('ivy', caseId, { kind: 'request-explanation', explainBy: '2026-12-10' });
    const people = await calls.update(token('hana'), { id: caseId, witnessIds: [] });
    expect(people.body.field).toBe('witnessIds');
    await moved('ivy', caseId, { kind: 'dismiss', reasons: 'No case to answer.' });
    const closed = await calls.update(token('hana'), { id: caseId, remarks: 'Too late' });
    expect(closed.body).toEqual({
      returnCode: 409,
      error: 'This case is closed: nothing more can be done on it.',
    });
  });
});

describe('an anonymous report', () => {
  let caseId: string;
  let code: string;

  beforeAll(async () => {
    days.set('2026-12-03');
    const answer = await reported(api, world, 'cal', { anonymous: true });
    caseId = answer.case.id;
    code = answer.followUpCode ?? '';
    expect(answer.case.parts).toEqual(['summary', 'outcome']);
  });

  test('leaves no trace of the reporter in any text or uuid column of what it wrote', async () => {
    const cal = [world.people.cal.userId, world.people.cal.employeeId];
    const written: Record<string, string> = {
      incident_cases: 'id',
      incident_case_people: 'case_id',
      audit_events: 'record_id',
      attachments: 'owner_id',
      notifications: 'subject_id',
    };
    let valuesSeen = 0;
    for (const [table, caseColumn] of Object.entries(written)) {
      const { rows: columns } = await sql<{ column_name: string }>`
        select column_name from information_schema.columns
        where table_name = ${table} and data_type in ('text', 'uuid', 'character varying', 'character', 'json', 'jsonb')`.execute(
        api.db,
      );
      const { rows } = await sql<Record<string, unknown>>`
        select ${sql.join(columns.map((column) => sql`${sql.ref(column.column_name)}::text as ${sql.ref(column.column_name)}`))}
        from ${sql.table(table)} where ${sql.ref(caseColumn)} = ${caseId}`.execute(api.db);
      for (const row of rows) {
        for (const value of Object.values(row)) {
          valuesSeen += 1;
          for (const id of cal) expect(String(value), table).not.toContain(id);
        }
      }
    }
    expect(valuesSeen).toBeGreaterThan(20);
    const told = await api.db
      .selectFrom('notifications')
      .select(['recipient_user_id', 'title'])
      .where('subject_id', '=', caseId)
      .execute();
    const reportedTitle = expect.stringMatching(/^Incident INC-\d{4}: a new incident is reported$/);
    expect(told).toEqual(
      expect.arrayContaining([
        { recipient_user_id: world.adminUserId, title: reportedTitle },
        { recipient_user_id: world.people.hana.userId, title: reportedTitle },
      ]),
    );
    expect(told).toHaveLength(2);
    const [file] = (await calls.get(token('hana'), caseId)).body.returnObject.evidence?.files ?? [];
    expect(file).toBeDefined();
  });

  test('the code follows the case up however typed; a wrong one is one 404', async () => {
    const followed = await calls.followUp(` ${code.toLowerCase().replaceAll('-', ' ')} `);
    expect(followed.status).toBe(200);
    expect(followed.body.returnObject).toMatchObject({
      id: caseId,
      parts: ['summary', 'outcome'],
      relations: ['reporter'],
      allowedMoves: ['withdraw'],
      allegation: null,
    });
    const wrong = await calls.followUp('AAAA-BBBB-CCCC-DDDD-EEEE');
    expect(wrong.body).toEqual({
      returnCode: 404,
      error: 'No report has this follow-up code. Check it and try again.',
    });
  });

  test('the code withdraws the report, and the trail names nobody for it', async () => {
    const withdrawn = await calls.withdraw(code);
    expect(withdrawn.body.returnObject).toMatchObject({
      state: 'closed',
      closure: 'withdrawn',
      outcome: { closure: 'withdrawn' },
    });
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['operation', 'actor_user_id', 'address'])
      .where('record_id', '=', caseId)
      .orderBy('at')
      .execute();
    expect(rows).toEqual([
      { operation: 'reportIncidentCase', actor_user_id: null, address: null },
      { operation: 'withdrawAnonymousReport', actor_user_id: null, address: null },
    ]);
    expect((await calls.withdraw(code)).status).toBe(409);
  });

  test('guessing codes is limited by address as sign-in is: the next guess waits', async () => {
    let answer = await calls.followUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    for (let guess = 0; guess < 10 && answer.status === 404; guess += 1) {
      answer = await calls.followUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    }
    expect(answer.status).toBe(429);
    expect(answer.body.error).toMatch(/^Too many follow-up code attempts\./);
  });
});

describe('the XSS corpus through the summary, the story and the remarks', () => {
  test('stored exactly as typed, or the story refused with the formatted-text problem', async () => {
    days.set('2026-12-03');
    for (const entry of XSS_CORPUS) {
      const answer = await calls.report(token('rex'), {
        typeId: world.typeId,
        occurredFrom: '2026-11-02',
        occurredTo: '2026-11-20',
        summary: entry.source,
        story: entry.source,
        subjectIds: [idOf('eve')],
      });
      if (entry.verdict === 'refused') {
        expect(answer.body, entry.name).toEqual({
          returnCode: 400,
          error: `story: ${entry.problem}`,
          field: 'story',
        });
        continue;
      }
      expect(answer.status, entry.name).toBe(200);
      const id = answer.body.returnObject.case.id;
      const updated = await calls.update(token('hana'), { id, remarks: entry.source });
      expect(updated.body.returnObject, entry.name).toMatchObject({
        allegation: { summary: entry.source, story: entry.source },
        remarks: entry.source,
      });
    }
  });
});

describe('who else a new report is told to', () => {
  test('each holder of a role granting incidents, judged by their own scopes and their own record', async () => {
    days.set('2026-12-03');
    const grant = async (person: Person, grid: PermissionGrid) => {
      const { id: roleId } = await api.db
        .insertInto('roles')
        .values({ employer_id: world.employerId, name: `Also (${person})`, grid: JSON.stringify(grid) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('user_roles')
        .values({ user_id: world.people[person].userId, role_id: roleId, employer_id: world.employerId })
        .execute();
    };
    await grant('cal', { incidents: { read: 'employer' } });
    await grant('wes', { incidents: { read: 'own' } });
    await grant('ivy', { incidents: { read: 'department', update: 'direct-reports' } });
    // The same scopes, so judged together: Abe is Eve's line manager, Pat is nobody's.
    await grant('pat', { incidents: { read: 'direct-reports' } });
    await grant('abe', { incidents: { read: 'direct-reports' } });
    await api.db
      .updateTable('placement_history')
      .set({ line_manager_id: idOf('abe') })
      .where('employer_id', '=', world.employerId)
      .where('employee_id', '=', idOf('eve'))
      .execute();
    const { case: report } = await reported(api, world, 'rex', { witnessIds: [] });
    const told = await api.db
      .selectFrom('notifications')
      .select('recipient_user_id')
      .where('subject_id', '=', report.id)
      .execute();
    const userOf = (person: Person) => world.people[person].userId;
    // Hana's department role reaches Eve; Olu's (Operations), Wes's own record and Pat's reports do not.
    expect(new Set(told.map((notice) => notice.recipient_user_id))).toEqual(
      new Set([world.adminUserId, userOf('hana'), userOf('cal'), userOf('ivy'), userOf('abe')]),
    );
  });
});
