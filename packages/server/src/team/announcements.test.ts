import { FORMATTED_TEXT_MAX, oneLineText, XSS_CORPUS } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { created, employerWithStaff, teamCalls, updateOf } from './announcement-test-support.ts';
import { NO_SUCH_ANNOUNCEMENT } from './announcement-views.ts';
import { POST_REFUSALS } from './post-test-support.ts';

/** Today, for these tests: 26 November 2026. */
const TODAY = '2026-11-26';

let api: TestApi;
let team: ReturnType<typeof teamCalls>;
let employer: Awaited<ReturnType<typeof employerWithStaff>>;
let admin: string;
let employee: string;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date(`${TODAY}T09:00:00Z`) });
  team = teamCalls(api);
  employer = await employerWithStaff(api, 2);
  admin = employer.admin.token;
  employee = (employer.staff[0] as { token: string }).token;
});
afterAll(() => api.close());

describe('writing announcements', () => {
  test('create answers the announcement as stored: the title trimmed, the rest as sent or its default', async () => {
    const announcement = await created(api, admin, { title: '  Office closed on 24 December  ' });
    expect(announcement).toEqual({
      id: expect.any(String),
      title: 'Office closed on 24 December',
      effectiveDate: '2026-11-01',
      published: false,
      notifyEmployees: false,
      content: '',
      attachments: [],
      authorName: 'Ada Lovelace',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      notifiedAt: null,
      readCount: 0,
      audience: 2,
      read: false,
    });
    expect((await team.get(admin, announcement.id)).body.returnObject).toEqual(announcement);
  });

  test('update replaces every field; get and the list answer the change', async () => {
    const announcement = await created(api, admin, { title: 'Draft', content: 'First words.' });
    const answer = await team.update(
      admin,
      updateOf(announcement, {
        title: 'Final',
        effectiveDate: '2026-11-20',
        published: true,
        content: '**Bold** words.',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      id: announcement.id,
      title: 'Final',
      effectiveDate: '2026-11-20',
      published: true,
      content: '**Bold** words.',
      createdAt: announcement.createdAt,
    });
    expect((await team.get(admin, announcement.id)).body.returnObject.title).toBe('Final');
  });

  test('delete removes it: get, update and a second delete answer 404, the list leaves it out', async () => {
    const announcement = await created(api, admin, { title: 'Short-lived', published: true });
    const answer = await team.remove(admin, announcement.id);
    expect(answer.body).toEqual({ returnCode: 200, returnMessage: 'The announcement was deleted.' });
    const gone = { returnCode: 404, error: NO_SUCH_ANNOUNCEMENT };
    expect((await team.get(admin, announcement.id)).body).toEqual(gone);
    expect((await team.update(admin, updateOf(announcement))).body).toEqual(gone);
    expect((await team.remove(admin, announcement.id)).body).toEqual(gone);
    const ids = (await team.list(admin, { pageSize: 100 })).body.returnObject.items.map((item) => item.id);
    expect(ids).not.toContain(announcement.id);
  });

  test('an employee may not create, change or delete: 403 naming what their role lacks', async () => {
    const announcement = await created(api, admin, { title: 'Admins only', published: true });
    expect((await team.create(employee, { title: 'Mine' })).body).toEqual(
      refusalOf('/team/create-announcement'),
    );
    expect((await team.update(employee, updateOf(announcement, { title: 'Mine' }))).body).toEqual(
      refusalOf('/team/update-announcement'),
    );
    expect((await team.remove(employee, announcement.id)).body).toEqual(
      refusalOf('/team/delete-announcement'),
    );
    expect((await team.get(admin, announcement.id)).body.returnObject.title).toBe('Admins only');
  });
});

describe('the list', () => {
  test('newest effective date first, then newest written first, in pages with the total', async () => {
    const { admin: owner } = await employerWithStaff(api, 0);
    for (const [title, effectiveDate] of [
      ['A', '2026-10-01'],
      ['B', '2026-11-15'],
      ['C', '2026-11-15'],
      ['D', '2026-12-24'],
      ['E', '2026-09-30'],
    ]) {
      await created(api, owner.token, { title, effectiveDate });
    }
    const page = async (number: number) => {
      const answer = await team.list(owner.token, { page: number, pageSize: 2 });
      return {
        titles: answer.body.returnObject.items.map((item) => item.title),
        total: answer.body.returnObject.total,
      };
    };
    expect(await page(1)).toEqual({ titles: ['D', 'C'], total: 5 });
    expect(await page(2)).toEqual({ titles: ['B', 'A'], total: 5 });
    expect(await page(3)).toEqual({ titles: ['E'], total: 5 });
    expect(await page(4)).toEqual({ titles: [], total: 5 });
    expect((await team.list(owner.token)).body.returnObject.items).toHaveLength(5);
  });
});

describe('what an employee sees', () => {
  test('published ones from their effective date: not a draft, not a future one; today’s, yes', async () => {
    const { admin: owner, staff } = await employerWithStaff(api, 1);
    const reader = (staff[0] as { token: string }).token;
    const draft = await created(api, owner.token, { title: 'Draft', effectiveDate: '2026-11-01' });
    const future = await created(api, owner.token, {
      title: 'Tomorrow',
      effectiveDate: '2026-11-27',
      published: true,
    });
    const today = await created(api, owner.token, { title: 'Today', effectiveDate: TODAY, published: true });
    await created(api, owner.token, { title: 'Past', effectiveDate: '2026-01-05', published: true });

    const seen = await team.list(reader);
    expect(seen.body.returnObject.items.map((item) => item.title)).toEqual(['Today', 'Past']);
    expect(seen.body.returnObject.total).toBe(2);
    expect((await team.get(reader, today.id)).status).toBe(200);
    for (const hidden of [draft, future]) {
      expect((await team.get(reader, hidden.id)).body).toEqual({
        returnCode: 404,
        error: NO_SUCH_ANNOUNCEMENT,
      });
      expect((await team.markRead(reader, hidden.id)).status).toBe(404);
    }
    const all = await team.list(owner.token);
    expect(all.body.returnObject.items.map((item) => item.title)).toEqual([
      'Tomorrow',
      'Today',
      'Draft',
      'Past',
    ]);

    await team.update(owner.token, updateOf(draft, { published: true }));
    expect((await team.get(reader, draft.id)).body.returnObject.title).toBe('Draft');
  });

  test('Team has no Module Access switch: an employee reads announcements with every module off', async () => {
    const modules = await api.db
      .selectFrom('employer_modules')
      .select('enabled')
      .where('employer_id', '=', employer.employerId)
      .where('enabled', '=', true)
      .execute();
    expect(modules).toEqual([]);
    expect((await team.list(employee)).status).toBe(200);
  });
});

describe('reading', () => {
  test('marking read sets the reader’s own read state, once; administrators see how many of the audience read it', async () => {
    const { admin: owner, staff } = await employerWithStaff(api, 3);
    const [first, second] = staff as { token: string }[];
    const announcement = await created(api, owner.token, {
      title: 'Read me',
      effectiveDate: TODAY,
      published: true,
    });

    const marked = await team.markRead(first?.token as string, announcement.id);
    expect(marked.body.returnObject).toMatchObject({ read: true, readCount: 1, audience: 3 });
    const readAt = await api.db
      .selectFrom('announcement_reads')
      .select('read_at')
      .where('announcement_id', '=', announcement.id)
      .executeTakeFirstOrThrow();
    const again = await team.markRead(first?.token as string, announcement.id);
    expect(again.body.returnObject).toMatchObject({ read: true, readCount: 1 });
    const kept = await api.db
      .selectFrom('announcement_reads')
      .select('read_at')
      .where('announcement_id', '=', announcement.id)
      .execute();
    expect(kept).toEqual([readAt]);

    expect((await team.get(second?.token as string, announcement.id)).body.returnObject.read).toBe(false);
    // An administrator's own reading is theirs, but not counted among the employees'.
    const byOwner = await team.markRead(owner.token, announcement.id);
    expect(byOwner.body.returnObject).toMatchObject({ read: true, readCount: 1, audience: 3 });
    await team.markRead(second?.token as string, announcement.id);
    const listed = await team.list(owner.token);
    expect(listed.body.returnObject.items[0]).toMatchObject({ readCount: 2, audience: 3, read: true });
  });

  test('deleting an announcement takes its reads with it', async () => {
    const { admin: owner, staff } = await employerWithStaff(api, 1);
    const reader = staff[0] as { token: string };
    const announcement = await created(api, owner.token, {
      title: 'Gone soon',
      effectiveDate: TODAY,
      published: true,
    });
    await team.markRead(reader.token, announcement.id);
    await team.remove(owner.token, announcement.id);
    const reads = await api.db
      .selectFrom('announcement_reads')
      .selectAll()
      .where('announcement_id', '=', announcement.id)
      .execute();
    expect(reads).toEqual([]);
  });
});

describe('another employer', () => {
  test('its announcements are 404 to every operation and never listed', async () => {
    const other = await employerWithStaff(api, 1);
    const theirs = await created(api, other.admin.token, {
      title: 'Theirs',
      effectiveDate: TODAY,
      published: true,
    });
    const gone = { returnCode: 404, error: NO_SUCH_ANNOUNCEMENT };
    for (const token of [admin, employee]) {
      expect((await team.get(token, theirs.id)).body).toEqual(gone);
      expect((await team.markRead(token, theirs.id)).body).toEqual(gone);
      const ids = (await team.list(token, { pageSize: 100 })).body.returnObject.items.map((item) => item.id);
      expect(ids).not.toContain(theirs.id);
    }
    expect((await team.update(admin, updateOf(theirs, { title: 'Mine now' }))).body).toEqual(gone);
    expect((await team.remove(admin, theirs.id)).body).toEqual(gone);
    expect((await team.get(other.admin.token, theirs.id)).body.returnObject).toMatchObject({
      title: 'Theirs',
      readCount: 0,
    });
  });
});

describe('each field’s 400', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ...POST_REFUSALS,
    ['no effective date', { effectiveDate: undefined }, 'effectiveDate', 'effectiveDate: is required.'],
    [
      'an impossible date',
      { effectiveDate: '2026-02-30' },
      'effectiveDate',
      'effectiveDate: must be a valid date as YYYY-MM-DD.',
    ],
    [
      'a date with a time',
      { effectiveDate: '2026-11-26T09:00:00Z' },
      'effectiveDate',
      'effectiveDate: must be a valid date as YYYY-MM-DD.',
    ],
  ];

  test.each(refusals)('%s', async (_, change, field, error) => {
    const before = (await team.list(admin, { pageSize: 100 })).body.returnObject.total;
    const answer = await team.create(admin, { title: 'Valid', ...change });
    expect(answer.body).toEqual({ returnCode: 400, error, field });
    expect((await team.list(admin, { pageSize: 100 })).body.returnObject.total).toBe(before);
  });

  test.each(
    refusals.filter(([, change]) => !('effectiveDate' in change && change.effectiveDate === undefined)),
  )('update: %s, and nothing changes', async (_, change, field, error) => {
    const announcement = await created(api, admin, { title: 'Unchanged', content: 'Kept.' });
    const answer = await team.update(admin, updateOf(announcement, change));
    expect(answer.body).toEqual({ returnCode: 400, error, field });
    expect((await team.get(admin, announcement.id)).body.returnObject).toEqual(announcement);
  });

  test('5,000 characters as the reader sees them are accepted, however long the markup', async () => {
    const content = `[${'x'.repeat(FORMATTED_TEXT_MAX)}](https://example.com/${'a'.repeat(500)})`;
    const announcement = await created(api, admin, { title: 'Long', content });
    expect(announcement.content).toBe(content);
  });
});

describe('the XSS corpus through create-announcement', () => {
  test.each(XSS_CORPUS.map((entry) => [entry.name, entry] as const))('%s', async (_, entry) => {
    const answer = await team.create(admin, { title: entry.source, content: entry.source, published: true });
    if (entry.verdict === 'refused') {
      expect(answer.body).toEqual({ returnCode: 400, error: `content: ${entry.problem}`, field: 'content' });
      // The title is plain text, never rendered as markup: the same source is a title as typed, on one line.
      const titled = await created(api, admin, { title: entry.source });
      expect(titled.title).toBe(oneLineText(entry.source).trim());
      return;
    }
    expect(answer.status).toBe(200);
    const { id, title, content } = answer.body.returnObject;
    expect({ title, content }).toEqual({ title: oneLineText(entry.source).trim(), content: entry.source });
    const read = await team.get(employee, id);
    expect({ title: read.body.returnObject.title, content: read.body.returnObject.content }).toEqual({
      title,
      content,
    });
    const stored = await api.db
      .selectFrom('announcements')
      .select(['title', 'content'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title, content });
  });
});
