import { EMPLOYEE_RECORDS_MESSAGES } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_SUCH_FILE } from '../../attachments/download.ts';
import { auditRowsSince } from '../../test-support/audit-rows.ts';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createReferences } from '../../test-support/employee-fixtures.ts';
import { minimalPdf } from '../../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import {
  ALREADY_VERIFIED,
  NO_SUCH_ENTRY,
  ONLY_HR_VERIFIES,
  OWN_ENTRY_UNVERIFIABLE,
} from './record-entries.ts';
import { ATTENDEES_OUTSIDE_SCOPE, UNKNOWN_ATTENDEES } from './training.ts';

/** Education, Experience and Training: who adds, verifies, corrects and reads them, and their rules. */

const now = new Date('2026-03-02T09:00:00Z');
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;

/** A department's HR officer, two of its people (one with an account), and someone of another department. */
let officer: { token: string; employeeId: string };
let ama: { token: string; employeeId: string };
let kofiId: string;
let outsider: { token: string; employeeId: string };

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
  const sales = await createReferences(api, admin.token);
  const finance = await createReferences(api, admin.token);
  const officerRecord = await api.addEmployee(admin.token, { department: sales.departmentId });
  const account = await accountWithRole(api, employerId, officerRecord.id, {
    name: 'HR Officer (Sales)',
    grid: { employees: { read: 'department', update: 'department' } },
  });
  officer = { token: account.token, employeeId: officerRecord.id };
  const amaRecord = await api.addEmployee(admin.token, { department: sales.departmentId });
  ama = { token: (await api.newEmployeeUser(employerId, amaRecord.id)).token, employeeId: amaRecord.id };
  kofiId = (await api.addEmployee(admin.token, { department: sales.departmentId })).id;
  const outsiderRecord = await api.addEmployee(admin.token, { department: finance.departmentId });
  outsider = {
    token: (await api.newEmployeeUser(employerId, outsiderRecord.id)).token,
    employeeId: outsiderRecord.id,
  };
});
afterAll(() => api.close());

type Answer = { returnObject: Record<string, unknown> & { id: string }; error?: string; field?: string };

const call = (path: string, body: Record<string, unknown>, token: string) =>
  api.call<Answer>(`/records/${path}`, body, { token });

async function ok(path: string, body: Record<string, unknown>, token: string) {
  const answer = await call(path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function upload(token: string): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>('/files/upload-attachment', undefined, {
    token,
    rawBody: minimalPdf(),
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'degree.pdf' },
  });
  expect(answer.status).toBe(200);
  return answer.body.returnObject.id;
}

const degree = {
  institution: 'University of Ghana',
  qualification: 'BSc',
  fieldOfStudy: 'Computer Science',
  startDate: '2014-09-01',
  endDate: '2018-06-30',
  grade: 'First class',
};

describe('education: added by the employee, verified by HR, then locked to the employee', () => {
  test('the whole round: add with a certificate, verify, the employee refused, HR corrects, each audited', async () => {
    const fileId = await upload(ama.token);
    const added = await ok(
      'save-education',
      { ...degree, employeeId: ama.employeeId, attachmentIds: [fileId] },
      ama.token,
    );
    expect(added).toMatchObject({ ...degree, verifiedByName: null, verifiedAt: null });
    expect(added.certificates).toEqual([expect.objectContaining({ id: fileId, name: 'degree.pdf' })]);

    const listed = await ok('list-education', { employeeId: ama.employeeId }, officer.token);
    expect((listed.items as { id: string }[]).map((item) => item.id)).toEqual([added.id]);

    const verified = await ok('verify-education', { id: added.id }, officer.token);
    expect(verified.verifiedByName).toBe('Edith Employee');
    expect(verified.verifiedAt).toBe(now.toISOString());

    const change = await call(
      'save-education',
      { ...degree, id: added.id, employeeId: ama.employeeId, grade: 'Distinction' },
      ama.token,
    );
    expect(change.status).toBe(409);
    expect(change.body.error).toBe(
      'This entry was verified by Edith Employee on 2026-03-02, so it is locked: ask HR to correct it.',
    );
    expect((await call('delete-education', { id: added.id }, ama.token)).status).toBe(409);
    expect((await call('verify-education', { id: added.id }, officer.token)).body.error).toBe(
      ALREADY_VERIFIED,
    );

    const corrected = await ok(
      'save-education',
      { ...degree, id: added.id, employeeId: ama.employeeId, grade: 'Upper second' },
      officer.token,
    );
    expect(corrected).toMatchObject({ grade: 'Upper second', verifiedByName: 'Edith Employee' });

    const audit = (await auditRowsSince(api.db, employerId)).filter((row) => row.recordId === added.id);
    expect(audit.map((row) => row.operation)).toEqual(['saveEducation', 'verifyEducation', 'saveEducation']);
    expect(audit[2]?.before).toMatchObject({ grade: 'First class' });
    expect(audit[2]?.after).toMatchObject({ grade: 'Upper second' });
  });

  test('refuses, naming the field, an end before the start, a blank institution and a stranger’s upload', async () => {
    const otherUpload = await upload(admin.token);
    const cases = [
      [{ endDate: '2010-01-01' }, 'endDate', EMPLOYEE_RECORDS_MESSAGES.endBeforeStart],
      [{ attachmentIds: [otherUpload] }, 'attachmentIds', undefined],
      [{ institution: '   ' }, 'institution', undefined],
    ] as const;
    for (const [change, field, message] of cases) {
      const answer = await call(
        'save-education',
        { ...degree, employeeId: ama.employeeId, ...change },
        ama.token,
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.field).toBe(field);
      if (message) expect(answer.body.error).toBe(message);
    }
    const listed = await ok('list-education', { employeeId: ama.employeeId }, ama.token);
    expect((listed.items as unknown[]).length).toBe(1);
  });

  test('an employee reaches only their own entries and files; nobody verifies their own', async () => {
    const fileId = await upload(ama.token);
    const mine = await ok(
      'save-education',
      { ...degree, employeeId: ama.employeeId, attachmentIds: [fileId] },
      ama.token,
    );
    expect((await call('list-education', { employeeId: ama.employeeId }, outsider.token)).status).toBe(404);
    expect(
      (await call('save-education', { ...degree, employeeId: ama.employeeId }, outsider.token)).status,
    ).toBe(403);
    expect((await call('delete-education', { id: mine.id }, outsider.token)).body.error).toBe(NO_SUCH_ENTRY);
    const stolen = await api.call<{ error: string }>(
      '/files/download-attachment',
      { id: fileId },
      { token: outsider.token },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe(NO_SUCH_FILE);
    const read = await api.call('/files/download-attachment', { id: fileId }, { token: officer.token });
    expect(read.status).toBe(200);

    expect((await call('verify-education', { id: mine.id }, ama.token)).body.error).toBe(ONLY_HR_VERIFIES);
    const own = await ok('save-education', { ...degree, employeeId: officer.employeeId }, officer.token);
    const refused = await call('verify-education', { id: own.id }, officer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(OWN_ENTRY_UNVERIFIABLE);
  });

  test("a department's HR officer neither sees nor changes another department's entries", async () => {
    const theirs = await ok('save-education', { ...degree, employeeId: outsider.employeeId }, outsider.token);
    expect((await call('list-education', { employeeId: outsider.employeeId }, officer.token)).status).toBe(
      404,
    );
    expect((await call('verify-education', { id: theirs.id }, officer.token)).status).toBe(404);
    expect(
      (await call('save-education', { ...degree, employeeId: outsider.employeeId }, officer.token)).status,
    ).toBe(403);
    const unverified = await ok('list-education', { employeeId: outsider.employeeId }, admin.token);
    expect((unverified.items as { verifiedAt: unknown }[]).every((item) => item.verifiedAt === null)).toBe(
      true,
    );
  });

  test("another employer's administrator reaches nothing of this employer's", async () => {
    const entry = await ok('save-education', { ...degree, employeeId: kofiId }, officer.token);
    const stranger = await api.newAdministrator();
    expect((await call('list-education', { employeeId: kofiId }, stranger.token)).status).toBe(404);
    expect((await call('verify-education', { id: entry.id }, stranger.token)).status).toBe(404);
    expect((await call('delete-education', { id: entry.id }, stranger.token)).status).toBe(404);
    expect((await call('save-education', { ...degree, employeeId: kofiId }, stranger.token)).status).toBe(
      404,
    );
  });
});

describe('experience', () => {
  const job = {
    employerName: 'Acme Ltd',
    jobTitle: 'Accountant',
    startDate: '2018-08-01',
    endDate: '2023-12-31',
    reasonForLeaving: 'Moved to Accra',
    refereeName: 'Akosua Mensah',
    refereeContact: 'akosua@example.com',
  };

  test('the employee adds and changes their own until HR verifies it; then HR deletes it', async () => {
    const added = await ok('save-experience', { ...job, employeeId: ama.employeeId }, ama.token);
    const changed = await ok(
      'save-experience',
      { ...job, id: added.id, employeeId: ama.employeeId, refereeContact: '' },
      ama.token,
    );
    expect(changed).toMatchObject({ refereeContact: null, refereeName: 'Akosua Mensah' });
    await ok('verify-experience', { id: added.id }, officer.token);
    expect((await call('delete-experience', { id: added.id }, ama.token)).status).toBe(409);
    await ok('delete-experience', { id: added.id }, officer.token);
    const listed = await ok('list-experience', { employeeId: ama.employeeId }, ama.token);
    expect(listed.items).toEqual([]);
  });

  test('an entry stays with its employee', async () => {
    const added = await ok('save-experience', { ...job, employeeId: kofiId }, officer.token);
    const moved = await call(
      'save-experience',
      { ...job, id: added.id, employeeId: ama.employeeId },
      officer.token,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('employeeId');
  });
});

describe('training', () => {
  const course = {
    title: 'Fire safety',
    provider: 'Red Cross',
    startDate: '2026-03-10',
    endDate: '2026-03-11',
    cost: '1250.5',
    currency: 'GHS',
  };

  test('money is kept exactly, in its currency, both or neither', async () => {
    const saved = await ok('save-training', { ...course, attendeeIds: [kofiId] }, admin.token);
    expect(saved).toMatchObject({ cost: '1250.50', currency: 'GHS' });
    const cases = [
      [{ cost: '10.005' }, 'cost'],
      [{ currency: null }, 'currency'],
      [{ cost: null }, 'cost'],
      [{ endDate: '2026-03-01' }, 'endDate'],
      [{ cost: '1.5', currency: 'XYZ' }, 'currency'],
    ] as const;
    for (const [change, field] of cases) {
      const answer = await call(
        'save-training',
        { ...course, attendeeIds: [kofiId], ...change },
        admin.token,
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  test('an officer records their department’s attendees only, and reads only those of a mixed course', async () => {
    const refused = await call(
      'save-training',
      { ...course, attendeeIds: [kofiId, outsider.employeeId] },
      officer.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ATTENDEES_OUTSIDE_SCOPE);
    const unknown = await call(
      'save-training',
      { ...course, attendeeIds: [crypto.randomUUID()] },
      officer.token,
    );
    expect(unknown.body).toMatchObject({ field: 'attendeeIds', error: UNKNOWN_ATTENDEES });

    const mixed = await ok(
      'save-training',
      { ...course, attendeeIds: [ama.employeeId, outsider.employeeId] },
      admin.token,
    );
    const seen = (await ok('list-training', {}, officer.token)).items as {
      id: string;
      attendees: { employeeId: string }[];
    }[];
    expect(seen.find((item) => item.id === mixed.id)?.attendees.map((a) => a.employeeId)).toEqual([
      ama.employeeId,
    ]);
    // A course with someone outside their scope is not theirs to change.
    expect((await call('delete-training', { id: mixed.id }, officer.token)).status).toBe(403);
    const theirs = (await ok('list-training', { employeeId: outsider.employeeId }, outsider.token)).items as {
      id: string;
    }[];
    expect(theirs.map((item) => item.id)).toContain(mixed.id);
    expect((await ok('list-training', {}, outsider.token)).items).toHaveLength(1);
  });

  test('each attendee’s completion and certificate; the attendee cannot record their own', async () => {
    const saved = await ok('save-training', { ...course, attendeeIds: [ama.employeeId] }, officer.token);
    const fileId = await upload(officer.token);
    const result = {
      trainingId: saved.id,
      employeeId: ama.employeeId,
      completed: true,
      completedOn: '2026-03-11',
      certificateExpiryDate: '2028-03-11',
    };
    const recorded = await ok(
      'record-training-result',
      { ...result, attachmentIds: [fileId] },
      officer.token,
    );
    const { trainingId: _course, ...attendee } = result;
    expect(recorded.attendees).toEqual([
      expect.objectContaining({ ...attendee, certificates: [expect.objectContaining({ id: fileId })] }),
    ]);
    const own = await api.call('/files/download-attachment', { id: fileId }, { token: ama.token });
    expect(own.status).toBe(200);
    expect(
      (await api.call('/files/download-attachment', { id: fileId }, { token: outsider.token })).status,
    ).toBe(404);
    expect((await call('record-training-result', result, ama.token)).status).toBe(403);
    const early = await call(
      'record-training-result',
      { ...result, certificateExpiryDate: '2026-01-01' },
      officer.token,
    );
    expect(early.body).toMatchObject({
      field: 'certificateExpiryDate',
      error: EMPLOYEE_RECORDS_MESSAGES.expiryBeforeCompletion,
    });
    const notThere = await call('record-training-result', { ...result, employeeId: kofiId }, officer.token);
    expect(notThere.body.field).toBe('employeeId');
    // Optional means optional: left out, the dates are none and the files stay as they are.
    const undone = await ok(
      'record-training-result',
      { trainingId: saved.id, employeeId: ama.employeeId, completed: false },
      officer.token,
    );
    expect(undone.attendees).toEqual([
      expect.objectContaining({
        completed: false,
        completedOn: null,
        certificateExpiryDate: null,
        certificates: [expect.objectContaining({ id: fileId })],
      }),
    ]);
    // Taken off the course, the attendee's result and certificate go with them.
    await ok('save-training', { ...course, id: saved.id, attendeeIds: [kofiId] }, officer.token);
    expect(
      (await api.call('/files/download-attachment', { id: fileId }, { token: officer.token })).status,
    ).toBe(404);
  });
});
