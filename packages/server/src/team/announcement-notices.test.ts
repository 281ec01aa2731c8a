import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';
import { ANNOUNCEMENT_NOTICES, noticeTitle } from './announcement-notices.ts';
import {
  created,
  employerWithStaff,
  runNoticeJobs,
  teamCalls,
  updateOf,
} from './announcement-test-support.ts';

/**
 * Notify Employees. The clock is the real time (moved forward by hand where a test needs a later day),
 * so the job queue's run_at, compared with the database's now(), and the service's today agree.
 */

let api: TestApi;
let team: ReturnType<typeof teamCalls>;
let now = new Date();
const day = (offset = 0) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  team = teamCalls(api);
});
afterAll(() => api.close());

/** The bell items and mails of one announcement, per recipient. */
async function noticesOf(announcementId: string) {
  const bell = await api.db
    .selectFrom('notifications')
    .select(['recipient_user_id', 'kind', 'title', 'link'])
    .where('subject_type', '=', 'announcement')
    .where('subject_id', '=', announcementId)
    .orderBy('recipient_user_id')
    .execute();
  const mails = await api.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text_body'])
    .where('text_body', 'like', `%${announcementId}%`)
    .orderBy('recipient')
    .execute();
  return { bell, mails };
}

async function emailsOf(userIds: readonly string[]): Promise<string[]> {
  const rows = await api.db
    .selectFrom('users')
    .select('email')
    .where('id', 'in', userIds)
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}

describe('Notify Employees', () => {
  test('one bell item and one mail for each employee with an account, once, however often it is saved or retried', async () => {
    const { admin, employerId, staff } = await employerWithStaff(api, 3);
    await api.addEmployee(admin.token); // a record without an account: nobody to tell
    const other = await employerWithStaff(api, 1);
    const announcement = await created(api, admin.token, {
      title: 'Office closed on 24 December',
      effectiveDate: day(),
      published: true,
      notifyEmployees: true,
      content: 'Secret **details** stay in the app.',
    });
    expect(announcement.notifiedAt).toBeNull();
    await runNoticeJobs(api);

    const staffIds = staff.map((member) => member.userId).sort();
    const { bell, mails } = await noticesOf(announcement.id);
    const title = 'New announcement: Office closed on 24 December';
    const link = `/team/announcement?open=${announcement.id}`;
    expect(bell).toEqual(
      staffIds.map((id) => ({ recipient_user_id: id, kind: 'announcement', title, link })),
    );
    expect(mails.map((mail) => mail.recipient)).toEqual(await emailsOf(staffIds));
    for (const mail of mails) {
      expect(mail.subject).toBe(title);
      expect(mail.text_body).toContain(`${TEST_PUBLIC_URL}${link}\n`);
      expect(mail.text_body).not.toContain('Secret');
    }
    const notifiedAt = (await team.get(admin.token, announcement.id)).body.returnObject.notifiedAt;
    expect(notifiedAt).not.toBeNull();

    // Saved again, twice, with Notify Employees still on: nobody is told again.
    for (const title of ['Office closed on 24 Dec', 'Office closed on 24 December 2026']) {
      await team.update(admin.token, updateOf(announcement, { title }));
    }
    // A retry of a job that stopped before it set notified_at tells no one twice either.
    await api.db
      .updateTable('announcements')
      .set({ notified_at: null })
      .where('id', '=', announcement.id)
      .execute();
    await api.db
      .updateTable('jobs')
      .set({ state: 'queued', run_at: new Date(0), attempts: 1 })
      .where('unique_key', '=', `announcement-notices:${announcement.id}`)
      .execute();
    await runNoticeJobs(api);
    const after = await noticesOf(announcement.id);
    expect(after.bell).toHaveLength(3);
    expect(after.mails).toHaveLength(3);
    const jobs = await api.db
      .selectFrom('jobs')
      .select('state')
      .where('employer_id', '=', employerId)
      .execute();
    expect(jobs).toEqual([{ state: 'done' }]);
    expect(other.staff).toHaveLength(1);
    const toOther = await api.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_user_id', '=', (other.staff[0] as { userId: string }).userId)
      .execute();
    expect(toOther).toEqual([]);
  });

  test('a title sent with line breaks, control characters and direction overrides is stored on one line, and the bell and the mail carry none of them', async () => {
    const { admin } = await employerWithStaff(api, 1);
    const announcement = await created(api, admin.token, {
      title: 'Office\u202e closed\r\n\ton 24\u0007 December\u2066\u0085',
      effectiveDate: day(),
      published: true,
      notifyEmployees: true,
    });
    expect(announcement.title).toBe('Office closed on 24 December');
    await runNoticeJobs(api);
    const { bell, mails } = await noticesOf(announcement.id);
    expect(bell.map((item) => item.title)).toEqual(['New announcement: Office closed on 24 December']);
    expect(mails.map((mail) => mail.subject)).toEqual(['New announcement: Office closed on 24 December']);
    const changed = await team.update(
      admin.token,
      updateOf(announcement, { title: 'Office\nreopens\u202d on 2 January' }),
    );
    expect(changed.body.returnObject.title).toBe('Office reopens on 2 January');
  });

  test('off, or not published, tells nobody; switched on later, it tells them then', async () => {
    const { admin, staff } = await employerWithStaff(api, 2);
    const announcement = await created(api, admin.token, {
      title: 'Later',
      effectiveDate: day(),
      published: true,
    });
    const draft = await created(api, admin.token, {
      title: 'Draft',
      effectiveDate: day(),
      notifyEmployees: true,
    });
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toEqual([]);
    expect((await noticesOf(draft.id)).bell).toEqual([]);

    await team.update(admin.token, updateOf(announcement, { notifyEmployees: true }));
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toHaveLength(staff.length);
    expect((await noticesOf(draft.id)).bell).toEqual([]);
  });

  test('employees are told in chunks, with the job’s progress, each once', async () => {
    const { admin } = await employerWithStaff(api, 5);
    const announcement = await created(api, admin.token, {
      title: 'Chunked',
      effectiveDate: day(),
      published: true,
      notifyEmployees: true,
    });
    await runNoticeJobs(api, 2);
    const job = await api.db
      .selectFrom('jobs')
      .select(['state', 'progress_done', 'progress_total', 'result'])
      .where('unique_key', '=', `announcement-notices:${announcement.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'done', progress_done: 5, progress_total: 5, result: { notified: 5 } });
    const { bell } = await noticesOf(announcement.id);
    expect(new Set(bell.map((item) => item.recipient_user_id)).size).toBe(5);
  });

  test('a future effective date tells them on that day, not before', async () => {
    const { admin, staff } = await employerWithStaff(api, 2);
    const effectiveDate = day(2);
    const announcement = await created(api, admin.token, {
      title: 'In two days',
      effectiveDate,
      published: true,
      notifyEmployees: true,
    });
    const key = `announcement-notices:${announcement.id}`;
    const queued = await api.db
      .selectFrom('jobs')
      .select(['kind', 'run_at'])
      .where('unique_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ kind: ANNOUNCEMENT_NOTICES, run_at: new Date(`${effectiveDate}T00:00:00Z`) });
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toEqual([]);

    // Taken early (another instance's clock): refused and retried, nobody told.
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('unique_key', '=', key)
      .execute();
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toEqual([]);
    const early = await api.db
      .selectFrom('jobs')
      .select(['state', 'last_error'])
      .where('unique_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(early).toEqual({
      state: 'queued',
      last_error: `The announcement takes effect on ${effectiveDate}: not before.`,
    });

    // The day comes (the database cannot travel in time: the job is made due by hand).
    const saved = now;
    now = new Date(`${effectiveDate}T00:05:00Z`);
    try {
      await api.db
        .updateTable('jobs')
        .set({ run_at: new Date(0) })
        .where('unique_key', '=', key)
        .execute();
      await runNoticeJobs(api);
    } finally {
      now = saved;
    }
    expect((await noticesOf(announcement.id)).bell).toHaveLength(staff.length);
  });

  test('a date moved later moves the queued job; unpublished before its day, it tells nobody until published again', async () => {
    const { admin, staff } = await employerWithStaff(api, 1);
    const announcement = await created(api, admin.token, {
      title: 'Moving',
      effectiveDate: day(2),
      published: true,
      notifyEmployees: true,
    });
    const key = `announcement-notices:${announcement.id}`;
    const runAt = async () =>
      await api.db
        .selectFrom('jobs')
        .select(['run_at', 'state'])
        .where('unique_key', '=', key)
        .executeTakeFirstOrThrow();
    await team.update(admin.token, updateOf(announcement, { effectiveDate: day(5) }));
    expect(await runAt()).toEqual({ run_at: new Date(`${day(5)}T00:00:00Z`), state: 'queued' });

    // Unpublished, then its day comes: the job finds nothing to send.
    await team.update(admin.token, updateOf(announcement, { effectiveDate: day(5), published: false }));
    await api.db
      .updateTable('jobs')
      .set({ run_at: new Date(0) })
      .where('unique_key', '=', key)
      .execute();
    await runNoticeJobs(api);
    expect((await runAt()).state).toBe('done');
    expect((await noticesOf(announcement.id)).bell).toEqual([]);

    // Published again with today's date: queued again, due now, and sent.
    const republished = await team.update(
      admin.token,
      updateOf(announcement, { effectiveDate: day(), published: true }),
    );
    expect(republished.body.returnObject.notifiedAt).toBeNull();
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toHaveLength(staff.length);
    expect((await team.get(admin.token, announcement.id)).body.returnObject.notifiedAt).not.toBeNull();
  });

  test('deleting an announcement takes its bell items with it', async () => {
    const { admin } = await employerWithStaff(api, 2);
    const announcement = await created(api, admin.token, {
      title: 'Deleted after',
      effectiveDate: day(),
      published: true,
      notifyEmployees: true,
    });
    await runNoticeJobs(api);
    expect((await noticesOf(announcement.id)).bell).toHaveLength(2);
    await team.remove(admin.token, announcement.id);
    expect((await noticesOf(announcement.id)).bell).toEqual([]);
  });
});

describe('the notice’s title', () => {
  test('is one line, the title cut to 80 characters', () => {
    expect(noticeTitle('Line one\nline two')).toBe('New announcement: Line one line two');
    const long = `${'a'.repeat(79)}bcdef`;
    expect(noticeTitle(long)).toBe(`New announcement: ${'a'.repeat(79)}…`);
    expect(noticeTitle('a'.repeat(80))).toBe(`New announcement: ${'a'.repeat(80)}`);
  });
});
