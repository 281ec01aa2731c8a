import { CASE_PARTS, type CasePart, XSS_CORPUS } from '@hr/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { upload } from '../../team/announcement-test-support.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { type CaseWorld, type caseCalls, caseSuite, type Person, reported } from './case-test-support.ts';

/**
 * Incident cases through HTTP (issue 30): one walk through the whole process, the refusals the server
 * maps (404, 409, 403, 400), and who sees what of a case, in the get, the list and the cause list.
 * The domain's own tests hold every rule; these hold that the server enforces them.
 */

const suite = caseSuite('2026-11-25');
const { days, token, idOf } = suite;
let api: TestApi;
let world: CaseWorld;
let calls: ReturnType<typeof caseCalls>;

beforeAll(() => {
  api = suite.api();
  world = suite.world();
  calls = suite.calls();
});

/** The moves of the walk, each by the person the process gives it to, each answered 200. */
async function moved(person: Person | 'admin', id: string, move: Record<string, unknown>) {
  const answer = await calls.move(person === 'admin' ? world.adminToken : token(person), id, move);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

describe('the whole process, one move at a time', () => {
  let caseId: string;
  let evidenceId: string;
  let explanationFileId: string;

  test('reported by Rex, opened, explained, heard, decided, appealed and decided on appeal', async () => {
    days.set('2026-11-25');
    const { case: report, followUpCode } = await reported(api, world, 'rex');
    caseId = report.id;
    expect(followUpCode).toBeNull();
    expect(report).toMatchObject({
      state: 'reported',
      investigationStatus: 'Not Started',
      relations: ['reporter'],
    });
    expect(report.allowedMoves).toEqual(['withdraw']);
    evidenceId = (await calls.get(world.adminToken, caseId)).body.returnObject.evidence?.files[0]?.id ?? '';

    const opened = await moved('hana', caseId, { kind: 'open-investigation', investigatorId: idOf('ivy') });
    expect(opened.parties?.investigator?.id).toBe(idOf('ivy'));
    await moved('ivy', caseId, { kind: 'request-explanation', explainBy: '2026-11-28' });
    const rota = await upload(api, token('eve'), 'rota.pdf');
    const explained = await moved('eve', caseId, {
      kind: 'record-explanation',
      text: 'I covered the night handover.',
      attachmentIds: [rota.id],
    });
    explanationFileId = explained.explanation?.files[0]?.id ?? '';
    expect(explained.explanation).toMatchObject({
      text: 'I covered the night handover.',
      receivedOn: '2026-11-25',
    });
    await moved('admin', caseId, {
      kind: 'schedule-hearing',
      date: '2026-11-30',
      place: 'Room 1',
      panelIds: [idOf('pat')],
    });
    const rescheduled = await moved('hana', caseId, {
      kind: 'reschedule-hearing',
      date: '2026-12-01',
      place: '<script>alert(1)</script>',
      panelIds: [idOf('pat')],
    });
    expect(rescheduled.hearing).toMatchObject({ date: '2026-12-01', place: '<script>alert(1)</script>' });

    days.set('2026-12-01');
    const decided = await moved('pat', caseId, {
      kind: 'decide',
      outcomeId: world.decisions.WW,
      reasons: '<img src=x onerror=alert(1)>',
      remarks: '**<script>alert(1)</script>**',
      appealBy: '2026-12-08',
    });
    expect(decided).toMatchObject({
      state: 'decided',
      decision: { outcome: { code: 'WW' }, decidedOn: '2026-12-01' },
      remarks: null,
    });
    const appealed = await moved('eve', caseId, { kind: 'appeal', grounds: '<svg onload=alert(1)>' });
    expect(appealed.decision?.appeal?.grounds).toBe('<svg onload=alert(1)>');
    await moved('admin', caseId, {
      kind: 'schedule-appeal-hearing',
      date: '2026-12-03',
      place: 'Room 2',
      panelIds: [idOf('abe')],
    });

    days.set('2026-12-03');
    const closed = await moved('abe', caseId, {
      kind: 'decide-appeal',
      result: 'upheld',
      reasons: 'The warning stands.',
    });
    expect(closed).toMatchObject({
      state: 'closed',
      closure: 'appeal-decided',
      investigationStatus: 'Completed',
    });

    const asManager = (await calls.get(token('hana'), caseId)).body.returnObject;
    expect(asManager.decision).toMatchObject({
      outcome: { code: 'WW' },
      reasons: '<img src=x onerror=alert(1)>',
      appeal: { result: 'upheld', reasons: 'The warning stands.' },
    });
    expect(asManager.remarks).toBe('**<script>alert(1)</script>**');
    expect(asManager.allowedMoves).toEqual([]);
  });

  test('each change left one audit row, the move named, the explanation by its length only', async () => {
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['operation', 'after', 'actor_user_id'])
      .where('record_id', '=', caseId)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.after?.move ?? row.operation)).toEqual([
      'reportIncidentCase',
      'open-investigation',
      'request-explanation',
      'record-explanation',
      'schedule-hearing',
      'reschedule-hearing',
      'decide',
      'appeal',
      'schedule-appeal-hearing',
      'decide-appeal',
    ]);
    expect(rows[3]?.after).toMatchObject({ explanationLength: 'I covered the night handover.'.length });
    expect(JSON.stringify(rows)).not.toContain('I covered the night handover.');
    expect(rows[0]?.actor_user_id).toBe(world.people.rex.userId);
  });

  test('each step told the person it asks something of, by the case code and never the allegation', async () => {
    const notices = await api.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.recipient_user_id')
      .select(['users.employee_id', 'notifications.title'])
      .where('notifications.subject_id', '=', caseId)
      .execute();
    const told = (person: Person) =>
      notices.filter((notice) => notice.employee_id === idOf(person)).map((notice) => notice.title);
    expect(told('ivy')).toEqual(
      expect.arrayContaining([
        'Incident INC-0001: you are appointed to investigate',
        'Incident INC-0001: the explanation has arrived',
      ]),
    );
    expect(told('eve')).toEqual(
      expect.arrayContaining([
        'Incident INC-0001: you are asked to explain by 2026-11-28',
        'Incident INC-0001: the hearing is set for 2026-12-01',
        'Incident INC-0001: the case is decided',
        'Incident INC-0001: the appeal is decided',
      ]),
    );
    expect(told('pat')).toEqual(
      expect.arrayContaining(['Incident INC-0001: the hearing is set for 2026-12-01']),
    );
    expect(told('abe')).toEqual(['Incident INC-0001: the appeal hearing is set for 2026-12-03']);
    expect(told('rex')).toEqual([]);
    const administrators = notices
      .filter((notice) => notice.employee_id === null)
      .map((notice) => notice.title);
    expect(administrators).toEqual(['Incident INC-0001: a new incident is reported']);
    for (const { title } of notices) expect(title).not.toContain('Late for the morning shift');
  });

  test('who sees what of the closed case: each relation its parts, a colleague and another department nothing', async () => {
    const partsOf = async (person: Person) => {
      const answer = await calls.get(token(person), caseId);
      return answer.status === 200 ? answer.body.returnObject.parts : answer.status;
    };
    const panel: CasePart[] = [
      'summary',
      'allegation',
      'evidence',
      'parties',
      'witnesses',
      'explanation',
      'hearing',
      'decision',
      'outcome',
    ];
    expect(await partsOf('hana')).toEqual(CASE_PARTS);
    expect(await partsOf('ivy')).toEqual(
      CASE_PARTS.filter((part) => part !== 'decision' && part !== 'remarks'),
    );
    expect(await partsOf('pat')).toEqual(panel);
    expect(await partsOf('abe')).toEqual(panel);
    expect(await partsOf('eve')).toEqual(panel.filter((part) => part !== 'witnesses'));
    expect(await partsOf('wes')).toEqual(['summary', 'allegation']);
    expect(await partsOf('rex')).toEqual(['summary', 'outcome']);
    expect(await partsOf('cal')).toBe(404);
    expect(await partsOf('olu')).toBe(404);
    const witness = (await calls.get(token('wes'), caseId)).body.returnObject;
    expect(witness).toMatchObject({
      parties: null,
      witnesses: null,
      hearing: null,
      decision: null,
      remarks: null,
    });
  });

  test('the list and the cause list keep to the same people', async () => {
    const listed = async (person: Person) => (await calls.list(token(person))).body.returnObject;
    const mine = await listed('wes');
    expect(mine.items.map((row) => row.id)).toContain(caseId);
    expect(mine.items.find((row) => row.id === caseId)).toMatchObject({
      summary: 'Late for the morning shift eleven times.',
      subjects: null,
      nextHearing: null,
      explainBy: null,
      appealBy: null,
      isOpen: false,
    });
    expect((await listed('eve')).items.find((row) => row.id === caseId)).toMatchObject({
      relations: ['subject'],
      explainBy: '2026-11-28',
      appealBy: '2026-12-08',
    });
    expect((await listed('ivy')).items.find((row) => row.id === caseId)).toMatchObject({
      explainBy: '2026-11-28',
      appealBy: null,
    });
    expect((await listed('rex')).items.find((row) => row.id === caseId)).toMatchObject({
      summary: null,
      explainBy: null,
      appealBy: null,
    });
    expect((await listed('cal')).total).toBe(0);
    expect((await listed('olu')).total).toBe(0);
    expect((await calls.list(token('hana'), { concerning: 'me' })).body.returnObject.total).toBe(0);

    const hearings = async (person: Person) =>
      (await calls.hearings(token(person), '2026-11-25', '2026-12-31')).body.returnObject.filter(
        (row) => row.caseId === caseId,
      );
    expect((await hearings('pat')).map((row) => [row.kind, row.date])).toEqual([
      ['hearing', '2026-12-01'],
      ['appeal', '2026-12-03'],
    ]);
    expect((await hearings('pat'))[0]?.subjects?.map((person) => person.id)).toEqual([idOf('eve')]);
    expect(await hearings('wes')).toEqual([]);
    expect(await hearings('rex')).toEqual([]);
    expect(await hearings('olu')).toEqual([]);
  });

  test("the evidence and the explanation's files: the panel downloads them, a colleague or witness gets the unknown file's 404", async () => {
    expect((await calls.download(token('pat'), evidenceId)).status).toBe(200);
    expect((await calls.download(token('cal'), evidenceId)).status).toBe(404);
    expect((await calls.download(token('wes'), evidenceId)).status).toBe(404);
    expect((await calls.download(token('pat'), explanationFileId)).status).toBe(200);
    expect((await calls.download(token('wes'), explanationFileId)).status).toBe(404);
    expect((await calls.download(token('rex'), explanationFileId)).status).toBe(404);
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
    expect(told).toEqual([
      {
        recipient_user_id: world.adminUserId,
        title: expect.stringMatching(/^Incident INC-\d{4}: a new incident is reported$/),
      },
    ]);
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
