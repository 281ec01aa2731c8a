import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Attachment, LeaveRequest, LeaveToReview } from '../contract-types.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * A leave request's files (issue 12 item 6): a type with Attachment Required refuses an employee's
 * request without one; the files are attached when the request is booked, listed with it, and served
 * to its employee, its approvers and administrators only.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type User = { token: string; employeeId: string };

let api: TestApi;
let adminToken: string;
let sickLeaveId: string;
let alice: User;
let ben: User;
let carol: User;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  const admin = await api.newAdministrator();
  adminToken = admin.token;
  const employee = async (): Promise<User> => {
    const record = await api.addEmployee(adminToken);
    const user = await api.newEmployeeUser(admin.session.user.employerId, record.id);
    return { token: user.token, employeeId: record.id };
  };
  [alice, ben, carol] = [await employee(), await employee(), await employee()];
  const sick = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    {
      code: 'SL',
      description: 'Sick leave',
      dayCount: 'Calendar',
      allowNegativeBalance: true,
      requireReason: false,
      requireAttachment: true,
      rules: [
        { isEnabled: true, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
      ],
    },
    { token: adminToken },
  );
  expect(sick.status, JSON.stringify(sick.body)).toBe(200);
  sickLeaveId = sick.body.returnObject.id;
  // Ben decides everyone's leave first, then an administrator.
  const workflow = await api.call(
    '/approvals/create-workflow',
    {
      code: 'BEN',
      name: 'Ben, then HR',
      isDefault: true,
      steps: [{ approver: 'named-employee', employeeId: ben.employeeId }, { approver: 'administrator' }],
    },
    { token: adminToken },
  );
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  const opened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'leave', enabled: true },
    { token: adminToken },
  );
  expect(opened.status).toBe(200);
});
afterAll(() => api.close());

async function upload(token: string, name = 'sick note.pdf'): Promise<Attachment> {
  const answer = await api.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
    token,
    rawBody: minimalPdf(),
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

function submit(token: string, body: Record<string, unknown>) {
  return api.call<{ returnObject: { request: LeaveRequest }; error?: string; field?: string }>(
    '/leave/submit-leave-request',
    body,
    { token },
  );
}

const sickDays = (employeeId: string, from: string, more: Record<string, unknown> = {}) => ({
  employeeId,
  leaveTypeId: sickLeaveId,
  from,
  to: from,
  ...more,
});

const downloadStatus = async (id: string, token: string) =>
  (await api.call('/files/download-attachment', { id }, { token })).status;

async function requestsOf(token: string, employeeId: string): Promise<LeaveRequest[]> {
  const answer = await api.call<{ returnObject: LeaveRequest[] }>(
    '/leave/list-leave-requests',
    { employeeId },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

describe('a leave type that requires an attachment', () => {
  test('refuses an employee’s request without a file, naming the attachment', async () => {
    const answer = await submit(alice.token, sickDays(alice.employeeId, '2026-11-26'));
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('attachment');
    expect(answer.body.error).toMatch(/attach/i);
    expect(await requestsOf(alice.token, alice.employeeId)).toEqual([]);
  });

  test('books the request with its file, listed for its employee and its approver', async () => {
    const note = await upload(alice.token);
    const answer = await submit(
      alice.token,
      sickDays(alice.employeeId, '2026-11-27', { attachmentIds: [note.id] }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.request.attachments).toEqual([note]);
    const [listed] = await requestsOf(alice.token, alice.employeeId);
    expect(listed?.attachments).toEqual([note]);

    const queue = await api.call<{ returnObject: { items: LeaveToReview[] } }>(
      '/leave/list-leave-to-review',
      { limit: 1000 },
      { token: ben.token },
    );
    const waiting = queue.body.returnObject.items.find((item) => item.requestId === listed?.id);
    expect(waiting?.attachments).toEqual([note]);
  });
});

describe('who may download a request’s file', () => {
  test('its employee, its approver and an administrator; not a colleague', async () => {
    const note = await upload(carol.token, 'clinic.pdf');
    const answer = await submit(
      carol.token,
      sickDays(carol.employeeId, '2026-11-30', { attachmentIds: [note.id] }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await downloadStatus(note.id, carol.token)).toBe(200);
    expect(await downloadStatus(note.id, ben.token)).toBe(200);
    expect(await downloadStatus(note.id, adminToken)).toBe(200);
    expect(await downloadStatus(note.id, alice.token)).toBe(404);
  });

  test('a file someone else uploaded cannot be attached, and nothing is booked', async () => {
    const others = await upload(ben.token, 'not mine.pdf');
    const answer = await submit(
      alice.token,
      sickDays(alice.employeeId, '2026-12-01', { attachmentIds: [others.id] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('attachmentIds');
    const booked = await requestsOf(alice.token, alice.employeeId);
    expect(booked.map((request) => request.from)).not.toContain('2026-12-01');
    expect(await downloadStatus(others.id, alice.token)).toBe(404);
  });

  test('a file attached to one request cannot be attached to another', async () => {
    const note = await upload(alice.token, 'once.pdf');
    const first = await submit(
      alice.token,
      sickDays(alice.employeeId, '2026-12-02', { attachmentIds: [note.id] }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await submit(
      alice.token,
      sickDays(alice.employeeId, '2026-12-03', { attachmentIds: [note.id] }),
    );
    expect(again.status).toBe(400);
    expect(again.body.field).toBe('attachmentIds');
  });
});
