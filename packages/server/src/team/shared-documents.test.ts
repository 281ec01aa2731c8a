import { oneLineText, XSS_CORPUS } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  documentCalls,
  type Organisation,
  organisation,
  PEOPLE,
  type Person,
  shared,
  updateOf,
} from './shared-document-test-support.ts';
import { NO_SUCH_DOCUMENT } from './shared-document-views.ts';
import {
  ADMINISTRATORS_DO_NOT_ACKNOWLEDGE,
  EMPLOYEE_REQUIRED,
  NO_SUCH_EMPLOYEE,
} from './shared-documents.ts';

const TODAY = '2026-11-26';
let now = new Date(`${TODAY}T09:00:00Z`);

let api: TestApi;
let docs: ReturnType<typeof documentCalls>;
let org: Organisation;
let admin: string;
let other: Organisation;
const token = (person: Person) => org.people[person].token;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  docs = documentCalls(api);
  org = await organisation(api);
  admin = org.admin.token;
  other = await organisation(api);
});
afterAll(() => api.close());

const NOBODY = { lineManager: false, headOfDepartment: false, headOfBranch: false };
const gone = { returnCode: 404, error: NO_SUCH_DOCUMENT };

describe('sharing documents', () => {
  test('create answers the document as stored: the title trimmed, the rest as sent or its default', async () => {
    const document = await shared(api, admin, { title: '  Remote work policy  ', category: 'Finance' });
    expect(document).toEqual({
      id: expect.any(String),
      title: 'Remote work policy',
      category: 'Finance',
      content: '',
      attachments: [],
      scope: 'all-employees',
      employeeId: null,
      employeeName: null,
      shareWith: NOBODY,
      authorName: 'Ada Lovelace',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      acknowledgedAt: null,
      acknowledgedCount: 0,
      recipientCount: 5,
    });
    expect((await docs.get(admin, document.id)).body.returnObject).toEqual(document);
  });

  test('a Selected Employee document names its employee and keeps its switches', async () => {
    const document = await shared(api, admin, {
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: true },
    });
    expect(document).toMatchObject({
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      employeeName: 'Eve Marsh',
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: true },
      recipientCount: 3,
    });
  });

  test.each(['all-employees', 'employer'])(
    'for %s the employee and switches are stored as none',
    async (scope) => {
      const document = await shared(api, admin, {
        scope,
        employeeId: org.people.eve.employeeId,
        shareWith: { lineManager: true, headOfDepartment: true, headOfBranch: true },
      });
      expect(document).toMatchObject({ scope, employeeId: null, employeeName: null, shareWith: NOBODY });
      const stored = await api.db
        .selectFrom('shared_documents')
        .select(['employee_id', 'share_line_manager', 'share_head_of_department', 'share_head_of_branch'])
        .where('id', '=', document.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        employee_id: null,
        share_line_manager: false,
        share_head_of_department: false,
        share_head_of_branch: false,
      });
    },
  );

  test('Selected Employee without an employee, or with one not of the employer: 400 naming employeeId', async () => {
    const before = (await docs.list(admin)).body.returnObject.total;
    for (const employeeId of [undefined, null, '']) {
      const answer = await docs.create(admin, { title: 'T', scope: 'selected-employee', employeeId });
      expect(answer.body).toEqual({ returnCode: 400, error: EMPLOYEE_REQUIRED, field: 'employeeId' });
    }
    for (const employeeId of [other.people.eve.employeeId, crypto.randomUUID()]) {
      const answer = await docs.create(admin, { title: 'T', scope: 'selected-employee', employeeId });
      expect(answer.body).toEqual({ returnCode: 400, error: NO_SUCH_EMPLOYEE, field: 'employeeId' });
    }
    expect((await docs.list(admin)).body.returnObject.total).toBe(before);
  });

  test('the title and content are checked: blank title, an unknown category or scope, a script link', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title: is required.', 'title'],
      [{ category: 'Legal' }, 'category: must be one of: HR, Finance, Engineering.', 'category'],
      [{ scope: 'everyone' }, 'scope: must be one of: all-employees, employer, selected-employee.', 'scope'],
      [
        { content: '[x](javascript:alert(1))' },
        'content: links may only be http, https or mailto: javascript:alert(1).',
        'content',
      ],
    ];
    for (const [body, error, field] of cases) {
      expect((await docs.create(admin, { title: 'T', ...body })).body).toEqual({
        returnCode: 400,
        error,
        field,
      });
    }
  });

  test('update replaces every field; left out, the employee and the switches stay as they were', async () => {
    const document = await shared(api, admin, {
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
    });
    const {
      employeeId: _,
      shareWith: __,
      ...rest
    } = updateOf(document, { title: 'Renamed', content: '*New*' });
    const kept = await docs.update(admin, { ...rest, category: 'Engineering' });
    expect(kept.body.returnObject).toMatchObject({
      title: 'Renamed',
      content: '*New*',
      category: 'Engineering',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
      createdAt: document.createdAt,
    });
    const cleared = await docs.update(admin, updateOf(document, { scope: 'employer' }));
    expect(cleared.body.returnObject).toMatchObject({
      scope: 'employer',
      employeeId: null,
      shareWith: NOBODY,
    });
    const required = await docs.update(admin, updateOf(document, { employeeId: null }));
    expect(required.body).toEqual({ returnCode: 400, error: EMPLOYEE_REQUIRED, field: 'employeeId' });
  });

  test('delete removes it with its acknowledgements: get, update and a second delete answer 404', async () => {
    const document = await shared(api, admin, { title: 'Short-lived' });
    expect((await docs.acknowledge(token('cal'), document.id)).status).toBe(200);
    const answer = await docs.remove(admin, document.id);
    expect(answer.body).toEqual({ returnCode: 200, returnMessage: 'The document was deleted.' });
    expect((await docs.get(admin, document.id)).body).toEqual(gone);
    expect((await docs.update(admin, updateOf(document))).body).toEqual(gone);
    expect((await docs.remove(admin, document.id)).body).toEqual(gone);
    const acknowledgements = await api.db
      .selectFrom('shared_document_acknowledgements')
      .select('user_id')
      .where('document_id', '=', document.id)
      .execute();
    expect(acknowledgements).toEqual([]);
  });

  test('employees may not create, change, delete or read the acknowledgements: 403', async () => {
    const document = await shared(api, admin, { title: 'Everyone' });
    expect((await docs.create(token('eve'), { title: 'Mine' })).body).toEqual(
      refusalOf('/team/create-shared-document'),
    );
    expect((await docs.update(token('eve'), updateOf(document, { title: 'Mine' }))).body).toEqual(
      refusalOf('/team/update-shared-document'),
    );
    expect((await docs.remove(token('eve'), document.id)).body).toEqual(
      refusalOf('/team/delete-shared-document'),
    );
    expect((await docs.acknowledgements(token('eve'), document.id)).body).toEqual(
      refusalOf('/team/list-document-acknowledgements'),
    );
    expect((await docs.get(admin, document.id)).body.returnObject.title).toBe('Everyone');
  });

  test('the list: newest first, exactly the category asked for, in pages', async () => {
    const { admin: fresh } = await organisation(api);
    const titles = ['First', 'Second', 'Third'];
    for (const [index, title] of titles.entries()) {
      await shared(api, fresh.token, { title, category: index === 1 ? 'Finance' : 'HR' });
    }
    const all = (await docs.list(fresh.token)).body.returnObject;
    expect(all.items.map((item) => item.title)).toEqual(['Third', 'Second', 'First']);
    expect(all.total).toBe(3);
    const hr = (await docs.list(fresh.token, { category: 'HR' })).body.returnObject;
    expect({ titles: hr.items.map((item) => item.title), total: hr.total }).toEqual({
      titles: ['Third', 'First'],
      total: 2,
    });
    const second = (await docs.list(fresh.token, { page: 2, pageSize: 2 })).body.returnObject;
    expect({ titles: second.items.map((item) => item.title), total: second.total }).toEqual({
      titles: ['First'],
      total: 3,
    });
  });
});

describe('who sees a document', () => {
  const selected = (shareWith: Partial<typeof NOBODY>) => ({
    scope: 'selected-employee',
    shareWith: { ...NOBODY, ...shareWith },
  });
  test.each<[string, Record<string, unknown>, Person[]]>([
    ['All Employees: every employee', { scope: 'all-employees' }, ['eve', 'mo', 'hana', 'bob', 'cal']],
    ['Employer: no employee', { scope: 'employer' }, []],
    ['Selected Employee, no switch: the employee only', selected({}), ['eve']],
    ['Selected Employee, Line Manager: and her line manager', selected({ lineManager: true }), ['eve', 'mo']],
    [
      'Selected Employee, Head of Department: and the head of her department',
      selected({ headOfDepartment: true }),
      ['eve', 'hana'],
    ],
    [
      'Selected Employee, Head of Branch: and the head of her branch',
      selected({ headOfBranch: true }),
      ['eve', 'bob'],
    ],
    [
      'Selected Employee, every switch: all of those, and never a colleague',
      selected({ lineManager: true, headOfDepartment: true, headOfBranch: true }),
      ['eve', 'mo', 'hana', 'bob'],
    ],
  ])('%s', async (_, body, seers) => {
    const withEmployee = body.scope === 'selected-employee' ? { employeeId: org.people.eve.employeeId } : {};
    const document = await shared(api, admin, { title: 'Scoped', ...body, ...withEmployee });
    for (const person of PEOPLE) {
      const sees = seers.includes(person);
      const listed = (await docs.list(token(person), { pageSize: 100 })).body.returnObject.items.map(
        (item) => item.id,
      );
      expect(listed.includes(document.id), `${person} lists it`).toBe(sees);
      const read = await docs.get(token(person), document.id);
      expect(read.status, `${person} reads it`).toBe(sees ? 200 : 404);
      if (!sees) expect(read.body).toEqual(gone);
      const acknowledged = await docs.acknowledge(token(person), document.id);
      expect(acknowledged.status, `${person} acknowledges it`).toBe(sees ? 200 : 404);
    }
    // The administrator sees every document, and the report lists exactly those who see it.
    expect((await docs.get(admin, document.id)).status).toBe(200);
    const report = (await docs.acknowledgements(admin, document.id)).body.returnObject;
    expect(report.items.map((item) => item.userId).sort()).toEqual(
      seers.map((person) => org.people[person].userId).sort(),
    );
  });

  test('the line manager is the one of the placement in effect today: one dated ahead counts from its day', async () => {
    const fresh = await organisation(api);
    const { eve, mo, cal } = fresh.people;
    const document = await shared(api, fresh.admin.token, {
      scope: 'selected-employee',
      employeeId: eve.employeeId,
      shareWith: { ...NOBODY, lineManager: true },
    });
    const current = await api.db
      .selectFrom('placement_history')
      .select(['employer_id', 'employee_id', 'job_position_id', 'department_id', 'level_id'])
      .where('employee_id', '=', eve.employeeId)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('placement_history')
      .values({ ...current, effective_date: '2026-12-15', line_manager_id: cal.employeeId, created_by: null })
      .execute();
    const sees = async (caller: string) => (await docs.get(caller, document.id)).status === 200;
    expect({ mo: await sees(mo.token), cal: await sees(cal.token) }).toEqual({ mo: true, cal: false });
    now = new Date('2026-12-15T09:00:00Z');
    try {
      expect({ mo: await sees(mo.token), cal: await sees(cal.token) }).toEqual({ mo: false, cal: true });
    } finally {
      now = new Date(`${TODAY}T09:00:00Z`);
    }
  });

  test('another employer’s documents: its employees and administrator get 404 and never list them', async () => {
    const document = await shared(api, admin, { title: 'Ours only' });
    for (const caller of [other.admin.token, other.people.eve.token]) {
      expect((await docs.get(caller, document.id)).body).toEqual(gone);
      expect((await docs.acknowledge(caller, document.id)).status).toBe(
        caller === other.admin.token ? 403 : 404,
      );
      const listed = (await docs.list(caller, { pageSize: 100 })).body.returnObject.items.map(
        (item) => item.id,
      );
      expect(listed).not.toContain(document.id);
    }
    expect((await docs.update(other.admin.token, updateOf(document, { title: 'Theirs' }))).body).toEqual(
      gone,
    );
    expect((await docs.acknowledgements(other.admin.token, document.id)).body).toEqual(gone);
    expect((await docs.remove(other.admin.token, document.id)).body).toEqual(gone);
    expect((await docs.get(admin, document.id)).body.returnObject.title).toBe('Ours only');
  });
});

describe('acknowledging a document', () => {
  test('once: the first acknowledgement is kept; administrators do not acknowledge (403)', async () => {
    const document = await shared(api, admin, { title: 'Read me' });
    const first = await docs.acknowledge(token('eve'), document.id);
    expect(first.body.returnObject.acknowledgedAt).toEqual(expect.any(String));
    expect(first.body.returnObject).toMatchObject({ acknowledgedCount: 0, recipientCount: 0 });
    const again = await docs.acknowledge(token('eve'), document.id);
    expect(again.body.returnObject.acknowledgedAt).toBe(first.body.returnObject.acknowledgedAt);
    expect((await docs.get(token('cal'), document.id)).body.returnObject.acknowledgedAt).toBeNull();
    expect((await docs.acknowledge(admin, document.id)).body).toEqual({
      returnCode: 403,
      error: ADMINISTRATORS_DO_NOT_ACKNOWLEDGE,
    });
  });

  test('the report: who has and who has not, not yet first, with why they see it', async () => {
    const document = await shared(api, admin, {
      title: 'Probation review',
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: true, headOfBranch: false },
    });
    const acknowledged = await docs.acknowledge(token('eve'), document.id);
    const report = (await docs.acknowledgements(admin, document.id)).body.returnObject;
    const row = (person: Person, reason: string, acknowledgedAt: string | null) => ({
      userId: org.people[person].userId,
      employeeId: org.people[person].employeeId,
      name: org.people[person].name,
      reason,
      acknowledgedAt,
    });
    expect(report).toEqual({
      items: [
        row('hana', 'head-of-department', null),
        row('mo', 'line-manager', null),
        row('eve', 'employee', acknowledged.body.returnObject.acknowledgedAt),
      ],
      acknowledgedCount: 1,
      recipientCount: 3,
    });
    const listed = (await docs.list(admin, { pageSize: 100 })).body.returnObject.items.find(
      (item) => item.id === document.id,
    );
    expect(listed).toMatchObject({ acknowledgedCount: 1, recipientCount: 3 });
  });

  test('everyone’s reason is "everyone"; switching a person off takes them out, acknowledgements are kept', async () => {
    const document = await shared(api, admin, {
      title: 'Handbook',
      scope: 'selected-employee',
      employeeId: org.people.eve.employeeId,
      shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
    });
    await docs.acknowledge(token('mo'), document.id);
    const narrowed = await docs.update(admin, updateOf(document, { shareWith: NOBODY }));
    expect(narrowed.body.returnObject).toMatchObject({ acknowledgedCount: 0, recipientCount: 1 });
    expect((await docs.get(token('mo'), document.id)).status).toBe(404);
    const widened = await docs.update(admin, updateOf(document, { scope: 'all-employees' }));
    expect(widened.body.returnObject).toMatchObject({ acknowledgedCount: 1, recipientCount: 5 });
    const report = (await docs.acknowledgements(admin, document.id)).body.returnObject;
    expect(new Set(report.items.map((item) => item.reason))).toEqual(new Set(['everyone']));
    expect(report.items.find((item) => item.userId === org.people.mo.userId)?.acknowledgedAt).toEqual(
      expect.any(String),
    );
  });
});

describe('the XSS corpus through the title and the content', () => {
  test.each(XSS_CORPUS.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const answer = await docs.create(admin, { title: entry.source, content: entry.source });
    if (entry.verdict === 'refused') {
      expect(answer.body).toEqual({ returnCode: 400, error: `content: ${entry.problem}`, field: 'content' });
      const titled = await shared(api, admin, { title: entry.source });
      expect(titled.title).toBe(oneLineText(entry.source).trim());
      return;
    }
    expect(answer.status).toBe(200);
    const { id, title, content } = answer.body.returnObject;
    expect({ title, content }).toEqual({ title: oneLineText(entry.source).trim(), content: entry.source });
    const read = (await docs.get(token('cal'), id)).body.returnObject;
    expect({ title: read.title, content: read.content }).toEqual({ title, content });
  });
});
