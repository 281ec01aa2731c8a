import { CASE_PARTS, type CasePart } from '@hr/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../../payroll/outputs/outputs-test-support.ts';
import { upload } from '../../team/announcement-test-support.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { type CaseWorld, type caseCalls, caseSuite, type Person, reported } from './case-test-support.ts';

/**
 * Incident cases through HTTP (issue 30): one walk through the whole process, what each step told whom,
 * and who sees what of a case, in the get, the list and the cause list. The refusals, anonymous
 * reports and the XSS corpus are in case-safeguards.test.ts. The domain's own tests hold every rule;
 * these hold that the server enforces them.
 */

const suite = caseSuite('2026-11-25');
const { days, token, idOf, moved } = suite;
let api: TestApi;
let world: CaseWorld;
let calls: ReturnType<typeof caseCalls>;

beforeAll(() => {
  api = suite.api();
  world = suite.world();
  calls = suite.calls();
});

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
    // Hana's incidents permission reaches Eve by department; Olu's reaches Operations only.
    expect(told('hana')).toContain('Incident INC-0001: a new incident is reported');
    expect(told('olu')).toEqual([]);
    expect(told('eve')).not.toContain('Incident INC-0001: a new incident is reported');
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

  test("the day's cause list as a PDF: the administrator's has the case and its place, a colleague's says no hearings", async () => {
    const print = (person: Person | 'admin', date: unknown) =>
      api.call<unknown>(
        '/incidents/print-incident-cause-list',
        { date },
        { token: person === 'admin' ? world.adminToken : token(person) },
      );
    const answer = await print('admin', '2026-12-03');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="cause-list-2026-12-03.pdf"; filename*=UTF-8''cause-list-2026-12-03.pdf`,
    );
    const { name: employerName } = await api.db
      .selectFrom('employers')
      .select('name')
      .where('id', '=', world.employerId)
      .executeTakeFirstOrThrow();
    const text = await pdfText(answer.body);
    for (const expected of [
      employerName,
      'Cause list — Thursday 3 December 2026',
      '3 Dec 2026',
      'INC-0001',
      '(appeal)',
      'Misconduct',
      'Lateness',
      'Eve Tester',
      'Abe Tester',
      'Room 2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Room 1');

    const colleague = await pdfText((await print('cal', '2026-12-03')).body);
    expect(colleague).toContain('No hearings are set down for this day.');
    expect(colleague).not.toContain('INC-0001');

    expect((await print('admin', '2026-12-32')).body).toEqual({
      returnCode: 400,
      error: 'date: must be a valid date as YYYY-MM-DD.',
      field: 'date',
    });
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
