import { DOCUMENT_ITEM_REFUSALS, DOCUMENT_REQUEST_MESSAGES } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_UPLOADS } from '../attachments/attach.ts';
import type { DocumentItem } from '../contract-types.ts';
import { minimalPdf, minimalPng } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { ASKING_NEEDS_OTHERS, NOT_REACHED } from './create-request.ts';
import { NO_SUCH_ITEM, NO_SUCH_REQUEST } from './document-store.ts';
import { type DocumentWorld, documentCalls, documentWorld, storedFile } from './document-test-support.ts';

/**
 * Document WorkFlow on the server (issue 31): a request asked of employees, their versions and the
 * review, and each rule of Build item 6 with the case that breaks it. One world for the file; each
 * test makes the request it needs.
 */

let api: TestApi;
let world: DocumentWorld;
let calls: ReturnType<typeof documentCalls>;

beforeAll(async () => {
  api = await createTestApi();
  world = await documentWorld(api);
  calls = documentCalls(api);
});
afterAll(() => api.close());

const DUE = '2099-12-10';
const nationalId = {
  title: 'National ID copy',
  description: 'Both sides.',
  audience: 'employees',
  allowedTypes: ['application/pdf'],
  maxSizeMib: 5,
  dueOn: DUE,
  expires: false,
};

/** A request of Hal's to `who`; the items by person. */
async function asked(who: ('ada' | 'ben' | 'hal')[], change: Record<string, unknown> = {}) {
  const created = await calls.create(world.people.hal.token, {
    ...nationalId,
    employeeIds: who.map((person) => world.people[person].employeeId),
    ...change,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const items = await calls.items(world.people.hal.token, created.body.returnObject.id);
  const byPerson = (person: 'ada' | 'ben' | 'hal') => {
    const item = items.body.returnObject.items.find(
      (row) => row.employee.id === world.people[person].employeeId,
    );
    if (!item) throw new Error(`${person} was not asked`);
    return item;
  };
  return { request: created.body.returnObject, byPerson };
}

async function handedIn(
  person: 'ada' | 'ben' | 'hal',
  item: DocumentItem,
  extra: Record<string, unknown> = {},
) {
  const token = world.people[person].token;
  const answer = await calls.upload(token, {
    id: item.id,
    attachmentId: await storedFile(api, token),
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function noticesOf(userId: string, kind: string) {
  return api.db
    .selectFrom('notifications')
    .select(['title', 'link'])
    .where('recipient_user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

describe('asking for a document', () => {
  it('makes one item per employee asked, counted, and tells each of them in the bell', async () => {
    const { request, byPerson } = await asked(['ada', 'ben']);
    expect(request).toMatchObject({
      title: 'National ID copy',
      counts: { total: 2, submitted: 0, approved: 0, outstanding: 2, overdue: 0 },
    });
    expect(byPerson('ada')).toMatchObject({ state: 'requested', dueOn: DUE, overdue: false, versions: [] });
    const notices = await noticesOf(world.people.ada.userId, 'document-requested');
    expect(notices).toContainEqual({
      title: `Please hand in "National ID copy" by ${DUE}.`,
      link: '/documents/management',
    });
  });

  it('asks a department’s people only as far as the asker reaches', async () => {
    const created = await calls.create(world.people.hal.token, {
      ...nationalId,
      audience: 'department',
      departmentId: world.engineering,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.returnObject.counts.total).toBe(3);
    const everyone = await calls.create(world.adminToken, { ...nationalId, audience: 'everyone' });
    expect(everyone.body.returnObject.counts.total).toBe(4);
  });

  it.each([
    [
      'someone outside the asker’s reach',
      () => ({ employeeIds: [world.people.ola.employeeId] }),
      'employeeIds',
      NOT_REACHED,
    ],
    [
      'a due date before today',
      () => ({ employeeIds: [world.people.ada.employeeId], dueOn: '2020-01-01' }),
      'dueOn',
      DOCUMENT_REQUEST_MESSAGES.dueInPast,
    ],
    [
      'an expiring request without its reminder',
      () => ({ employeeIds: [world.people.ada.employeeId], expires: true }),
      'remindDaysBefore',
      DOCUMENT_REQUEST_MESSAGES.remindDays,
    ],
  ])('refuses %s with a 400 naming the field', async (_, change, field, error) => {
    const answer = await calls.create(world.people.hal.token, { ...nationalId, ...change() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error, field });
  });

  it('refuses an employee asking for documents with only their own scope', async () => {
    const answer = await calls.create(world.people.ada.token, {
      ...nationalId,
      employeeIds: [world.people.ada.employeeId],
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(ASKING_NEEDS_OTHERS);
  });

  it('keeps another employer’s administrator out of the request', async () => {
    const { request } = await asked(['ada']);
    expect((await calls.items(world.otherAdminToken, request.id)).body).toMatchObject({
      error: NO_SUCH_REQUEST,
    });
    const employeeOfOther = await calls.create(world.otherAdminToken, {
      ...nationalId,
      employeeIds: [world.people.ada.employeeId],
    });
    expect(employeeOfOther.body).toMatchObject({ error: NOT_REACHED, field: 'employeeIds' });
  });
});

describe('handing in a version', () => {
  it('lets the employee hand in their own, which then waits for review', async () => {
    const { byPerson } = await asked(['ada']);
    const item = await handedIn('ada', byPerson('ada'));
    expect(item).toMatchObject({ state: 'submitted', lastDecision: null });
    expect(item.versions).toEqual([
      expect.objectContaining({
        number: 1,
        uploadedBy: 'Ada Tester',
        expiresOn: null,
        sha256: expect.any(String),
      }),
    ]);
    const mine = await calls.mine(world.people.ada.token);
    expect(mine.body.returnObject.items.map((row) => row.id)).toContain(item.id);
  });

  it('answers 404 to an employee uploading for someone else by id', async () => {
    const { byPerson } = await asked(['ada']);
    const ben = world.people.ben.token;
    const answer = await calls.upload(ben, {
      id: byPerson('ada').id,
      attachmentId: await storedFile(api, ben),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(NO_SUCH_ITEM);
  });

  it('answers 404 to another employer’s administrator', async () => {
    const { byPerson } = await asked(['ada']);
    const other = world.otherAdminToken;
    const answer = await calls.upload(other, {
      id: byPerson('ada').id,
      attachmentId: await storedFile(api, other),
    });
    expect(answer.status).toBe(404);
  });

  it('refuses a file the store would not keep, and one of a type the request does not take', async () => {
    const ada = world.people.ada.token;
    const disguised = await calls.file(
      ada,
      'id-card.pdf',
      new TextEncoder().encode('<html><script>x</script></html>'),
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.error).toMatch(/^This file is HTML\. Allowed: PDF, PNG/);
    const { byPerson } = await asked(['ada']);
    const png = await storedFile(api, ada, 'id-card.png', minimalPng());
    const answer = await calls.upload(ada, { id: byPerson('ada').id, attachmentId: png });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toBe('This file is PNG. This request takes PDF.');
  });

  it('refuses a file larger than the request takes, though the store kept it', async () => {
    const { byPerson } = await asked(['ada'], { maxSizeMib: 1 });
    const ada = world.people.ada.token;
    const pdf = minimalPdf();
    const large = new Uint8Array(1.2 * 1024 * 1024);
    large.set(pdf);
    const answer = await calls.upload(ada, {
      id: byPerson('ada').id,
      attachmentId: await storedFile(api, ada, 'scan.pdf', large),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('The file is 1.2 MiB; this request takes files of at most 1 MiB.');
  });

  it('refuses a file the caller did not upload', async () => {
    const { byPerson } = await asked(['ada']);
    const bens = await storedFile(api, world.people.ben.token);
    const answer = await calls.upload(world.people.ada.token, { id: byPerson('ada').id, attachmentId: bens });
    expect(answer.body).toMatchObject({ error: NOT_YOUR_UPLOADS, field: 'attachmentId' });
  });

  it('asks an expiring request’s upload for the document’s expiry date', async () => {
    const { byPerson } = await asked(['ada'], { expires: true, remindDaysBefore: 30 });
    const ada = world.people.ada.token;
    const without = await calls.upload(ada, {
      id: byPerson('ada').id,
      attachmentId: await storedFile(api, ada),
    });
    expect(without.body).toMatchObject({ error: DOCUMENT_ITEM_REFUSALS.expiresOnNeeded, field: 'expiresOn' });
    const item = await handedIn('ada', byPerson('ada'), { expiresOn: '2099-06-30' });
    expect(item.versions[0]?.expiresOn).toBe('2099-06-30');
  });
});

describe('reviewing', () => {
  it('rejects with a reason, takes a new version and approves it, telling the employee each time', async () => {
    const { byPerson } = await asked(['ada']);
    const hal = world.people.hal.token;
    const first = await handedIn('ada', byPerson('ada'));
    expect((await calls.queue(hal)).body.returnObject.items.map((row) => row.id)).toContain(first.id);
    const noReason = await calls.review(hal, { id: first.id, version: 1, decision: 'reject' });
    expect(noReason.body).toMatchObject({ error: DOCUMENT_ITEM_REFUSALS.reason, field: 'reason' });
    const rejected = await calls.review(hal, {
      id: first.id,
      version: 1,
      decision: 'reject',
      reason: 'Cut off.',
    });
    expect(rejected.body.returnObject).toMatchObject({
      state: 'rejected',
      lastDecision: { decision: 'rejected', version: 1, reason: 'Cut off.', reviewedBy: 'Hal Tester' },
    });
    await handedIn('ada', byPerson('ada'));
    const stale = await calls.review(hal, { id: first.id, version: 1, decision: 'approve' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(
      'Version 1 is no longer the latest: version 2 replaced it. Review version 2.',
    );
    const approved = await calls.review(hal, { id: first.id, version: 2, decision: 'approve' });
    expect(approved.body.returnObject).toMatchObject({ state: 'approved', lastDecision: { version: 2 } });
    const titles = (await noticesOf(world.people.ada.userId, 'document-reviewed')).map(
      (notice) => notice.title,
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        'Your "National ID copy" was rejected: see why and upload it again.',
        'Your "National ID copy" was approved.',
      ]),
    );
  });

  it('sends a replaced file after approval back to Submitted, its approval not kept', async () => {
    const { byPerson } = await asked(['ada']);
    const item = await handedIn('ada', byPerson('ada'));
    const approved = await calls.review(world.people.hal.token, {
      id: item.id,
      version: 1,
      decision: 'approve',
    });
    expect(approved.body.returnObject.state).toBe('approved');
    const replaced = await handedIn('ada', byPerson('ada'));
    expect(replaced.state).toBe('submitted');
    expect(replaced.versions.map((version) => version.number)).toEqual([1, 2]);
    const [row] = await api.db
      .selectFrom('document_items')
      .select('decided_version')
      .where('id', '=', item.id)
      .execute();
    expect(row?.decided_version).toBeNull();
  });

  it('refuses the employee reviewing their own document with a 403 that says why', async () => {
    const { byPerson } = await asked(['hal']);
    const item = await handedIn('hal', byPerson('hal'));
    const answer = await calls.review(world.people.hal.token, {
      id: item.id,
      version: 1,
      decision: 'approve',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(DOCUMENT_ITEM_REFUSALS.ownDocument);
    expect(
      (await calls.queue(world.people.hal.token)).body.returnObject.items.map((row) => row.id),
    ).not.toContain(item.id);
  });

  it('refuses whoever uploaded the version for the employee', async () => {
    const { byPerson } = await asked(['ben']);
    const item = await handedIn('hal', byPerson('ben'));
    expect(item.versions[0]?.uploadedBy).toBe('Hal Tester');
    const answer = await calls.review(world.people.hal.token, {
      id: item.id,
      version: 1,
      decision: 'approve',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(DOCUMENT_ITEM_REFUSALS.ownUpload);
    // Nor is it in their queue while the latest version is theirs; a newer one by the employee is.
    const queued = async () => (await calls.queue(world.people.hal.token)).body.returnObject.items;
    expect((await queued()).map((row) => row.id)).not.toContain(item.id);
    const replaced = await handedIn('ben', item);
    expect(replaced.versions.map((version) => version.uploadedBy)).toContain('Ben Tester');
    expect((await queued()).map((row) => row.id)).toContain(item.id);
    const byAdmin = await calls.review(world.adminToken, { id: item.id, version: 2, decision: 'approve' });
    expect(byAdmin.body.returnObject.state).toBe('approved');
  });

  it('answers 404 to a reviewer out of scope and to another employer', async () => {
    const { byPerson } = await asked(['ada']);
    const item = await handedIn('ada', byPerson('ada'));
    for (const token of [world.people.ola.token, world.otherAdminToken]) {
      const answer = await calls.review(token, { id: item.id, version: 1, decision: 'approve' });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(NO_SUCH_ITEM);
    }
    expect((await calls.queue(world.people.ola.token)).body.returnObject.total).toBe(0);
  });

  it('opens every version’s file to whoever sees the item, and to nobody else', async () => {
    const { byPerson } = await asked(['ada']);
    const item = await handedIn('ada', byPerson('ada'));
    const fileId = item.versions[0]?.file.id;
    const download = (token: string) => api.call('/files/download-attachment', { id: fileId }, { token });
    expect((await download(world.people.hal.token)).status).toBe(200);
    expect((await download(world.people.ada.token)).status).toBe(200);
    expect((await download(world.people.ben.token)).status).toBe(404);
    expect((await download(world.people.ola.token)).status).toBe(404);
  });
});

describe('the lists', () => {
  it('pages a request to more employees than are sorted by walking their names, in the same order', async () => {
    const admin = await api.newAdministrator();
    const employerId = admin.session.user.employerId;
    // 520 people, more than the list sorts (WALKED_FROM_ITEMS, request-lists.ts), written as a seed
    // does; first names in both cases and last names in no order, so neither the insert's order nor
    // the case of a letter is the name order.
    await sql`
      insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob, start_date)
      select ${employerId}, 'W-' || lpad(n::text, 4, '0'),
        (array['anna', 'Bert', 'carl', 'Dora', 'emma'])[1 + n % 5], 'No ' || lpad(((n * 7919) % 1000)::text, 4, '0'),
        'walker' || n || '@example.com', 'W' || n, 'Ghana', date '1990-01-01', date '2025-01-06'
      from generate_series(1, 520) n`.execute(api.db);
    const created = await calls.create(admin.token, { ...nationalId, audience: 'everyone', employeeIds: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const requestId = created.body.returnObject.id;
    // Every third person has handed in (written in SQL: uploading is not what this is about).
    await sql`update document_items i set state = 'submitted', submitted_at = now() from employees e
      where i.request_id = ${requestId} and e.id = i.employee_id and right(e.employee_no, 4)::int % 3 = 0`.execute(
      api.db,
    );
    const { rows: all } = await sql<{ id: string; name: string; employee_id: string; state: string }>`
      select i.id, e.first_name || ' ' || e.last_name as name, e.id as employee_id, i.state
      from document_items i join employees e on e.id = i.employee_id where i.request_id = ${requestId}`.execute(
      api.db,
    );
    expect(all).toHaveLength(520);
    const byName = (a: (typeof all)[number], b: (typeof all)[number]) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.employee_id < b.employee_id ? -1 : 1);
    const outstandingFirst = (a: (typeof all)[number], b: (typeof all)[number]) =>
      Number(a.state === 'submitted') - Number(b.state === 'submitted') || byName(a, b);
    const pageOf = async (page: number) =>
      (await calls.items(admin.token, requestId, { page, pageSize: 100 })).body.returnObject;
    const expectPages = async (order: typeof all) => {
      for (const page of [1, 4, 6]) {
        const answer = await pageOf(page);
        expect(answer.total).toBe(520);
        expect(answer.items.map((item) => item.id)).toEqual(
          order.slice((page - 1) * 100, page * 100).map((row) => row.id),
        );
      }
    };
    await expectPages([...all].sort(byName));
    await api.db
      .updateTable('document_requests')
      .set({ due_on: '2020-01-01' })
      .where('id', '=', requestId)
      .execute();
    // Past the due date: the 347 outstanding first, so page 4 holds the last of them and the first others.
    await expectPages([...all].sort(outstandingFirst));
  });

  it('lists by name before the due date, puts overdue items first after it, pages both, and counts them', async () => {
    const { request, byPerson } = await asked(['ada', 'ben', 'hal']);
    await handedIn('ada', byPerson('ada'));
    const listed = async (page: { page?: number; pageSize?: number } = {}) => {
      const answer = (await calls.items(world.people.hal.token, request.id, page)).body.returnObject;
      return { names: answer.items.map((row) => [row.employee.name, row.overdue]), total: answer.total };
    };
    expect(await listed()).toEqual({
      names: [
        ['Ada Tester', false],
        ['Ben Tester', false],
        ['Hal Tester', false],
      ],
      total: 3,
    });
    await api.db
      .updateTable('document_requests')
      .set({ due_on: '2020-01-01' })
      .where('id', '=', request.id)
      .execute();
    expect(await listed()).toEqual({
      names: [
        ['Ben Tester', true],
        ['Hal Tester', true],
        ['Ada Tester', false],
      ],
      total: 3,
    });
    expect(await listed({ page: 2, pageSize: 2 })).toEqual({ names: [['Ada Tester', false]], total: 3 });
    expect(await listed({ page: 1, pageSize: 1 })).toEqual({ names: [['Ben Tester', true]], total: 3 });
    const requests = await calls.requests(world.people.hal.token, { pageSize: 100 });
    expect(requests.body.returnObject.items.find((row) => row.id === request.id)?.counts).toEqual({
      total: 3,
      submitted: 1,
      approved: 0,
      outstanding: 2,
      overdue: 2,
    });
    const olas = await calls.requests(world.people.ola.token, { pageSize: 100 });
    expect(olas.body.returnObject.items.map((row) => row.id)).not.toContain(request.id);
  });
});
