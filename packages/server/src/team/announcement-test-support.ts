import { expect } from 'vitest';
import type { Attachment } from '../contract-types.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { announcementNoticeJobHandlers } from './announcement-notices.ts';
import type { Announcement, AnnouncementPage } from './announcement-types.ts';

/** What the announcement tests share: calls by path, an employer with employee accounts, jobs run by hand. */

export type Answer<T> = { status: number; body: { returnObject: T; error?: string; field?: string } };

export function teamCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token: string) =>
    api.call(`/team/${path}`, body, { token }) as Promise<Answer<T>>;
  return {
    create: (token: string, body: Record<string, unknown>) =>
      call<Announcement>('create-announcement', { effectiveDate: '2026-11-01', ...body }, token),
    update: (token: string, body: Record<string, unknown>) =>
      call<Announcement>('update-announcement', body, token),
    get: (token: string, id: string) => call<Announcement>('get-announcement', { id }, token),
    list: (token: string, body: Record<string, unknown> = {}) =>
      call<AnnouncementPage>('list-announcements', body, token),
    remove: (token: string, id: string) => call<unknown>('delete-announcement', { id }, token),
    markRead: (token: string, id: string) => call<Announcement>('mark-announcement-read', { id }, token),
  };
}

/** Creates an announcement and answers it, failing the test when the server refuses. */
export async function created(
  api: TestApi,
  token: string,
  body: Record<string, unknown>,
): Promise<Announcement> {
  const answer = await teamCalls(api).create(token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** The whole of an announcement as update-announcement takes it, changed by `changes`. */
export function updateOf(announcement: Announcement, changes: Record<string, unknown> = {}) {
  return {
    id: announcement.id,
    title: announcement.title,
    effectiveDate: announcement.effectiveDate,
    published: announcement.published,
    notifyEmployees: announcement.notifyEmployees,
    content: announcement.content,
    ...changes,
  };
}

/** A new employer: its administrator and `employees` employee accounts, each tied to a record. */
export async function employerWithStaff(api: TestApi, employees = 2) {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const staff = [];
  for (let index = 0; index < employees; index += 1) {
    const record = await api.addEmployee(admin.token);
    staff.push(await api.newEmployeeUser(employerId, record.id));
  }
  return { admin, employerId, staff };
}

export async function upload(api: TestApi, token: string, name = 'rota.pdf'): Promise<Attachment> {
  const answer = await api.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
    token,
    rawBody: minimalPdf(),
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** Runs the due jobs as an instance would, with the notices job's chunks of `chunkSize`. */
export async function runNoticeJobs(api: TestApi, chunkSize?: number): Promise<void> {
  const jobs = jobRunner({
    db: api.db,
    handlers: announcementNoticeJobHandlers(api.deps, chunkSize),
    logger: silentLogger,
    clock: api.deps.clock,
  });
  await jobs.runDue();
  await jobs.stop();
}
