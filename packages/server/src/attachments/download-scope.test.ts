import { EXAMPLE_ROLES } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LeaveEmployer, leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { created, upload } from '../team/announcement-test-support.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { attachToOwner } from './attach.ts';

/**
 * A file is readable by whoever may read the record it is attached to, in the scope they read it
 * (issue 27), with no way round the record's check for those who "read everything": Erin, Engineering's
 * HR officer (leave read scoped to her department), downloads the sick notes of Engineering's leave
 * and not of Sales'; the Auditor downloads every leave request's file (they read all leave) but not a
 * draft announcement's (Team shows them only published ones) nor an upload attached to nothing.
 * Ama and Kofi sit in Engineering, Esi in Sales.
 */

let api: TestApi;
let employer: LeaveEmployer;
let employerId: string;
const people: Record<string, { employeeId: string; token: string }> = {};
const tokens: Record<string, string> = {};
const files: Record<string, string> = {};

/** A sick note the administrator attaches to a pending leave request of `name`. */
async function sickNoteOf(name: string): Promise<string> {
  const request = await employer.book(
    people[name]?.employeeId as string,
    employer.annualLeaveId,
    '2026-12-07',
    '2026-12-08',
    { approve: false },
  );
  const file = await upload(api, employer.admin.token, 'sick note.pdf');
  const admin = await api.callerFor({
    userId: employer.admin.session.user.id,
    role: employer.admin.session.user.role,
    employerId,
  });
  await api.db.transaction().execute((trx) =>
    attachToOwner(trx, admin, {
      attachmentIds: [file.id],
      ownerType: 'leave-request',
      ownerId: request.id,
    }),
  );
  return file.id;
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  employer = await leaveEmployer(api);
  employerId = employer.admin.session.user.employerId;
  const engineering = await employer.department('Engineering');
  const sales = await employer.department('Sales');
  for (const name of ['Ama', 'Kofi']) {
    people[name] = await employer.employee(name, { departmentId: engineering, account: true });
  }
  people.Erin = await employer.employee('Erin', { departmentId: engineering });
  people.Esi = await employer.employee('Esi', { departmentId: sales, account: true });
  people.Abe = await employer.employee('Abe', { departmentId: sales });
  tokens.erin = (
    await accountWithRole(api, employerId, people.Erin?.employeeId as string, {
      name: 'Engineering HR',
      grid: {
        leave: { read: 'department' },
      },
    })
  ).token;
  const auditor = EXAMPLE_ROLES.find((role) => role.name === 'Auditor');
  tokens.auditor = (
    await accountWithRole(api, employerId, people.Abe?.employeeId as string, {
      name: 'Auditor',
      grid: auditor?.grid ?? {},
    })
  ).token;
  files.amasNote = await sickNoteOf('Ama');
  files.esisNote = await sickNoteOf('Esi');
  const draftFile = await upload(api, employer.admin.token, 'rota.pdf');
  await created(api, employer.admin.token, {
    title: 'Next year’s rota',
    published: false,
    attachmentIds: [draftFile.id],
  });
  files.draftAnnouncement = draftFile.id;
  files.amasUpload = (await upload(api, people.Ama?.token as string, 'unsent.pdf')).id;
});
afterAll(() => api.close());

async function downloads(token: string, fileId: string): Promise<number> {
  const answer = await api.call('/files/download-attachment', { id: fileId }, { token });
  if (answer.status !== 200)
    expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such file.' });
  return answer.status;
}

describe('a leave request’s files follow leave read’s scope', () => {
  test('the department’s HR officer downloads the department’s and not another’s', async () => {
    expect(await downloads(tokens.erin as string, files.amasNote as string)).toBe(200);
    expect(await downloads(tokens.erin as string, files.esisNote as string)).toBe(404);
  });

  test('a colleague of the same department does not; the employee does', async () => {
    expect(await downloads(people.Kofi?.token as string, files.amasNote as string)).toBe(404);
    expect(await downloads(people.Ama?.token as string, files.amasNote as string)).toBe(200);
  });
});

describe('the Auditor reads files as they read the records', () => {
  test('every leave request’s file', async () => {
    for (const note of [files.amasNote, files.esisNote] as string[]) {
      expect(await downloads(tokens.auditor as string, note)).toBe(200);
    }
  });

  test('not a draft announcement’s file, nor an upload attached to nothing', async () => {
    expect(await downloads(tokens.auditor as string, files.draftAnnouncement as string)).toBe(404);
    expect(await downloads(tokens.auditor as string, files.amasUpload as string)).toBe(404);
    expect(await downloads(employer.admin.token, files.draftAnnouncement as string)).toBe(200);
  });
});
