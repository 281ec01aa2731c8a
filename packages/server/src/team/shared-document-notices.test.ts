import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';
import { documentNoticeJobHandlers, documentNoticeLine } from './shared-document-notices.ts';
import {
  documentCalls,
  type Organisation,
  organisation,
  type Person,
  shared,
  updateOf,
} from './shared-document-test-support.ts';

/** Who hears of a shared document. The clock is the real time, so the job queue and the service agree. */

let api: TestApi;
let docs: ReturnType<typeof documentCalls>;
let org: Organisation;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date() });
  docs = documentCalls(api);
  org = await organisation(api);
});
afterAll(() => api.close());

/** Runs the due jobs as an instance would, in chunks of `chunkSize`. */
async function runJobs(chunkSize?: number): Promise<void> {
  const jobs = jobRunner({
    db: api.db,
    handlers: documentNoticeJobHandlers(api.deps, chunkSize),
    logger: silentLogger,
    clock: api.deps.clock,
  });
  await jobs.runDue();
  await jobs.stop();
}

/** Who has a bell item of the document, by person (and the administrator as 'admin'), and the mails. */
async function toldOf(documentId: string) {
  const bell = await api.db
    .selectFrom('notifications')
    .select(['recipient_user_id', 'kind', 'title', 'link'])
    .where('subject_type', '=', 'shared-document')
    .where('subject_id', '=', documentId)
    .execute();
  const names = new Map(Object.entries(org.people).map(([person, { userId }]) => [userId, person]));
  const mails = await api.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text_body'])
    .where('text_body', 'like', `%${documentId}%`)
    .execute();
  return {
    people: bell.map((row) => names.get(row.recipient_user_id) ?? 'someone else').sort(),
    bell,
    mails,
  };
}

const eveAndHerManager = () => ({
  scope: 'selected-employee',
  employeeId: org.people.eve.employeeId,
  shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
});

describe('notices of a shared document', () => {
  test('each recipient: one bell item and one mail, with the title and the link, never the content', async () => {
    const document = await shared(api, org.admin.token, {
      title: 'Probation review',
      content: 'Secret **details** stay in the app.',
      ...eveAndHerManager(),
    });
    await runJobs();
    const { people, bell, mails } = await toldOf(document.id);
    expect(people).toEqual(['eve', 'mo']);
    const title = 'Document shared with you: Probation review';
    const link = `/team/document-sharing?open=${document.id}`;
    expect(new Set(bell.map(({ recipient_user_id: _, ...rest }) => JSON.stringify(rest)))).toEqual(
      new Set([JSON.stringify({ kind: 'shared-document', title, link })]),
    );
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe(title);
      expect(mail.text_body).toContain(`${TEST_PUBLIC_URL}${link}`);
      expect(mail.text_body).not.toContain('Secret');
    }
  });

  test('a title sent with line breaks, control characters and direction isolates is stored on one line, and the bell and the mail carry none of them', async () => {
    const document = await shared(api, org.admin.token, {
      title: '\u2067Probation\u0007 review\r\n form\u202a\u009b',
      ...eveAndHerManager(),
    });
    expect(document.title).toBe('Probation review form');
    await runJobs();
    const { bell, mails } = await toldOf(document.id);
    const line = 'Document shared with you: Probation review form';
    expect(bell.map((item) => item.title)).toEqual([line, line]);
    expect(mails.map((mail) => mail.subject)).toEqual([line, line]);
    const changed = await docs.update(
      org.admin.token,
      updateOf(document, { title: 'Probation\treview\u202e 2' }),
    );
    expect(changed.body.returnObject.title).toBe('Probation review 2');
  });

  test('saved again, nobody is told twice; widened, only the newcomers are told', async () => {
    const document = await shared(api, org.admin.token, { title: 'Handbook', ...eveAndHerManager() });
    await runJobs();
    await docs.update(org.admin.token, updateOf(document, { title: 'Handbook, 2nd edition' }));
    await runJobs();
    expect((await toldOf(document.id)).people).toEqual(['eve', 'mo']);
    await docs.update(org.admin.token, updateOf(document, { scope: 'all-employees' }));
    await runJobs(2);
    const { people, mails } = await toldOf(document.id);
    expect(people).toEqual((['bob', 'cal', 'eve', 'hana', 'mo'] as Person[]).sort());
    expect(mails).toHaveLength(5);
  });

  test('someone removed from a document and later shown it again is told again, bell and mail', async () => {
    const document = await shared(api, org.admin.token, { title: 'Code of conduct', ...eveAndHerManager() });
    await runJobs();
    await docs.update(org.admin.token, updateOf(document, { scope: 'employer' }));
    await runJobs();
    await docs.update(org.admin.token, updateOf(document, eveAndHerManager()));
    await runJobs();
    const { people, mails } = await toldOf(document.id);
    expect(people).toEqual(['eve', 'eve', 'mo', 'mo']);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(2);
  });

  test('removed and shown again before the notices ran, only the one removed is told again', async () => {
    const document = await shared(api, org.admin.token, { title: 'Rota', ...eveAndHerManager() });
    await runJobs();
    const eveOnly = { lineManager: false, headOfDepartment: false, headOfBranch: false };
    await docs.update(org.admin.token, updateOf(document, { ...eveAndHerManager(), shareWith: eveOnly }));
    await docs.update(org.admin.token, updateOf(document, eveAndHerManager()));
    await runJobs();
    expect((await toldOf(document.id)).people).toEqual(['eve', 'mo', 'mo']);
  });

  test('an Employer document tells nobody; a colleague is never told of a Selected Employee one', async () => {
    const employer = await shared(api, org.admin.token, { title: 'Board minutes', scope: 'employer' });
    const selected = await shared(api, org.admin.token, { title: 'Warning letter', ...eveAndHerManager() });
    await runJobs();
    expect((await toldOf(employer.id)).people).toEqual([]);
    expect((await toldOf(selected.id)).people).not.toContain('cal');
  });

  test('the line is the title on one line, cut to 80 characters', () => {
    expect(documentNoticeLine('Line one\nline two')).toBe('Document shared with you: Line one line two');
    expect(documentNoticeLine('a'.repeat(81))).toBe(`Document shared with you: ${'a'.repeat(79)}…`);
  });
});
