import { DOCUMENT_ITEM_REFUSALS } from '@hr/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_DECIDER } from '../approvals/approval-requests.ts';
import { NOT_A_LEAVE_WORKFLOW } from '../approvals/workflows.ts';
import type { DocumentItem, Workflow } from '../contract-types.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { pdfText } from '../payroll/outputs/outputs-test-support.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { NOT_A_SIGN_OFF_WORKFLOW, SIGN_OFF_TAKES_PDF } from './create-request.ts';
import { type DocumentWorld, documentCalls, documentWorld, storedFile } from './document-test-support.ts';
import { NO_SIGN_OFF, NOT_SIGNED_YET, UNREADABLE_PDF } from './signed-copy.ts';

/**
 * Step-by-step sign-off (issue 31, Build item 4) in the documents world: Zed, of Engineering, has Hal
 * as line manager; the document workflow SIGN is his line manager, then Ola by name (whose documents
 * permission reaches Operations only: the engine, not the permission, makes her a signer).
 */

let api: TestApi;
let world: DocumentWorld;
let calls: ReturnType<typeof documentCalls>;
let zed: { employeeId: string; userId: string; token: string };
let signOffWorkflow: Workflow;
let leaveWorkflow: Workflow;

beforeAll(async () => {
  api = await createTestApi();
  world = await documentWorld(api);
  calls = documentCalls(api);
  const { hal, ola } = world.people;
  const record = await api.addEmployee(
    world.adminToken,
    { firstName: 'Zed', lastName: 'Tester', department: world.engineering },
    { job: { title: null, employmentType: null, workLocation: null, lineManagerId: hal.employeeId } },
  );
  // Documents approve over his own record only: enough to ask, so he is told he may not sign his own.
  const account = await accountWithRole(api, world.employerId, record.id, {
    name: 'Self-service reviewer',
    grid: { documents: { read: 'own', create: 'own', update: 'own', approve: 'own' } },
  });
  zed = { employeeId: record.id, userId: account.userId, token: account.token };
  signOffWorkflow = await workflow({
    code: 'SIGN',
    name: 'Manager then Ola',
    kind: 'document',
    steps: [{ approver: 'line-manager' }, { approver: 'named-employee', employeeId: ola.employeeId }],
  });
  leaveWorkflow = await workflow({ code: 'LEAVE', name: 'Leave', steps: [{ approver: 'line-manager' }] });
});
afterAll(() => api.close());

async function workflow(body: Record<string, unknown>): Promise<Workflow> {
  const answer = await api.call<{ returnObject: Workflow }>('/approvals/create-workflow', body, {
    token: world.adminToken,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

const codeOfConduct = {
  title: 'Code of conduct',
  audience: 'employees',
  allowedTypes: ['application/pdf'],
  maxSizeMib: 5,
  dueOn: '2099-12-10',
  expires: false,
};

/** A PDF of `pages` pages saying `words`, so each upload has its own SHA-256. */
async function pdfOf(words: string, pages = 2): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    pdf.addPage([300, 300]).drawText(`${words}, page ${page + 1}`, { x: 20, y: 150, size: 12, font });
  }
  return new Uint8Array(await pdf.save());
}

async function signOffItem(): Promise<DocumentItem> {
  const created = await calls.create(world.people.hal.token, {
    ...codeOfConduct,
    employeeIds: [zed.employeeId],
    signOffWorkflowId: signOffWorkflow.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.returnObject.signOffWorkflow).toEqual({
    id: signOffWorkflow.id,
    name: 'Manager then Ola',
  });
  const items = await calls.items(world.people.hal.token, created.body.returnObject.id);
  const [item] = items.body.returnObject.items;
  if (!item) throw new Error('Zed was not asked');
  expect(item.signOff).toEqual({ version: null, status: null, steps: [] });
  return item;
}

async function uploaded(token: string, item: DocumentItem, words: string): Promise<DocumentItem> {
  const attachmentId = await storedFile(api, token, `${words}.pdf`, await pdfOf(words));
  const answer = await calls.upload(token, { id: item.id, attachmentId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

const sign = (token: string, item: DocumentItem, version: number) =>
  calls.review(token, { id: item.id, version, decision: 'approve' });

const queued = async (token: string) =>
  (await calls.queue(token)).body.returnObject.items.map((item) => item.id);

const download = (token: string, id: string) =>
  api.call('/documents/download-signed-document', { id }, { token });

describe('a two-step sign-off', () => {
  it('waits on each step in turn, restarts on a new version and is Approved when the last step signs', async () => {
    const { hal, ola } = world.people;
    const item = await signOffItem();
    const first = await uploaded(zed.token, item, 'First');
    expect(first.state).toBe('submitted');
    expect(first.signOff).toMatchObject({
      version: 1,
      status: 'waiting',
      steps: [
        { position: 1, approvers: ['Hal Tester'], decision: null, sha256: null },
        { position: 2, approvers: ['Ola Tester'], decision: null, sha256: null },
      ],
    });
    expect(await queued(hal.token)).toContain(item.id);
    expect(await queued(ola.token)).not.toContain(item.id);

    // Nobody signs their own document, and someone the step does not name is not a signer.
    expect((await sign(zed.token, item, 1)).body).toMatchObject({
      error: DOCUMENT_ITEM_REFUSALS.ownDocument,
    });
    const outsider = await sign(world.adminToken, item, 1);
    expect([outsider.status, outsider.body.error]).toEqual([403, NOT_A_DECIDER]);

    const halSigned = await sign(hal.token, item, 1);
    expect(halSigned.status, JSON.stringify(halSigned.body)).toBe(200);
    expect(halSigned.body.returnObject.state).toBe('submitted');
    expect(halSigned.body.returnObject.signOff?.steps[0]).toMatchObject({
      decision: 'signed',
      decidedBy: 'Hal Tester',
      sha256: first.versions[0]?.sha256,
    });
    expect(await queued(hal.token)).not.toContain(item.id);
    expect(await queued(ola.token)).toContain(item.id);
    const early = await download(hal.token, item.id);
    expect([early.status, (early.body as { error: string }).error]).toEqual([409, NOT_SIGNED_YET]);

    // Hal hands in a new version mid-way: the sign-off starts again for it, and he may not sign his own upload.
    const second = await uploaded(hal.token, item, 'Second');
    expect(second.signOff).toMatchObject({ version: 2, status: 'waiting' });
    expect(second.signOff?.steps.map((step) => step.decision)).toEqual([null, null]);
    expect(await queued(ola.token)).not.toContain(item.id);
    const ownUpload = await sign(hal.token, item, 2);
    expect([ownUpload.status, ownUpload.body.error]).toEqual([403, DOCUMENT_ITEM_REFUSALS.ownUpload]);

    const third = await uploaded(zed.token, item, 'Third');
    expect((await sign(hal.token, item, 3)).status).toBe(200);
    const stale = await sign(ola.token, item, 2);
    expect(stale.status).toBe(409);
    const approved = await sign(ola.token, item, 3);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const sha = third.versions[2]?.sha256 ?? '';
    expect(approved.body.returnObject).toMatchObject({
      state: 'approved',
      lastDecision: { decision: 'approved', version: 3 },
      signOff: {
        version: 3,
        status: 'signed',
        steps: [
          { position: 1, decision: 'signed', decidedBy: 'Hal Tester', sha256: sha },
          { position: 2, decision: 'signed', decidedBy: 'Ola Tester', sha256: sha },
        ],
      },
    });
    const told = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('recipient_user_id', '=', zed.userId)
      .where('kind', '=', 'document-reviewed')
      .execute();
    expect(told).toContainEqual({ title: 'Your "Code of conduct" was approved.' });
    const asked = await api.db
      .selectFrom('notifications')
      .select('title')
      .where('recipient_user_id', '=', ola.userId)
      .where('kind', '=', 'approval-waiting')
      .execute();
    expect(asked).toContainEqual({
      title: 'Zed Tester\'s "Code of conduct" (version 3) waits for your sign-off.',
    });

    const signed = await download(zed.token, item.id);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(signed.body as unknown as Uint8Array);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const text = await pdfText(bytes.slice());
    for (const words of [
      'Third, page 1',
      'Sign-off',
      'Code of conduct',
      'Zed Tester',
      'Hal Tester',
      'Ola Tester',
      sha,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain(first.versions[0]?.sha256);
  });

  it('is Rejected, with the reason, when a later step rejects it', async () => {
    const item = await signOffItem();
    await uploaded(zed.token, item, 'Only');
    expect((await sign(world.people.hal.token, item, 1)).status).toBe(200);
    const noReason = await calls.review(world.people.ola.token, {
      id: item.id,
      version: 1,
      decision: 'reject',
    });
    expect([noReason.status, noReason.body.field]).toEqual([400, 'reason']);
    const rejected = await calls.review(world.people.ola.token, {
      id: item.id,
      version: 1,
      decision: 'reject',
      reason: 'Not signed on page 2.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.returnObject).toMatchObject({
      state: 'rejected',
      lastDecision: { decision: 'rejected', reason: 'Not signed on page 2.' },
      signOff: {
        status: 'rejected',
        steps: [{ decision: 'signed' }, { decision: 'rejected', comment: 'Not signed on page 2.' }],
      },
    });
    const download409 = await download(world.adminToken, item.id);
    expect(download409.status).toBe(409);
  });

  it('refuses, never fails, the signed copy of a stored PDF that cannot be read', async () => {
    const item = await signOffItem();
    const broken = new TextEncoder().encode('%PDF-1.4\nnot a PDF body at all\n');
    const attachmentId = await storedFile(api, zed.token, 'broken.pdf', new Uint8Array(broken));
    expect((await calls.upload(zed.token, { id: item.id, attachmentId })).status).toBe(200);
    expect((await sign(world.people.hal.token, item, 1)).status).toBe(200);
    expect((await sign(world.people.ola.token, item, 1)).status).toBe(200);
    const answer = await download(zed.token, item.id);
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([409, UNREADABLE_PDF]);
  });

  it('refuses a download of a document reviewed in one step', async () => {
    const created = await calls.create(world.people.hal.token, {
      ...codeOfConduct,
      employeeIds: [zed.employeeId],
    });
    const items = await calls.items(world.people.hal.token, created.body.returnObject.id);
    const item = items.body.returnObject.items[0] as DocumentItem;
    expect(item.signOff).toBeNull();
    const answer = await download(world.adminToken, item.id);
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([409, NO_SIGN_OFF]);
  });
});

describe('workflows of the document kind', () => {
  it('are listed apart from leave ones, and leave never takes one', async () => {
    const list = async (body: Record<string, unknown>) =>
      (
        await api.call<{ returnObject: Workflow[] }>('/approvals/list-workflows', body, {
          token: world.adminToken,
        })
      ).body.returnObject.map((row) => [row.code, row.kind]);
    expect(await list({})).toEqual([['LEAVE', 'leave']]);
    expect(await list({ kind: 'document' })).toEqual([['SIGN', 'document']]);
    const terms = await api.call(
      '/management/record-employment-terms',
      {
        employeeId: zed.employeeId,
        effectiveDate: '2027-07-01',
        contractType: 'Permanent',
        startDate: '2027-07-01',
        payFrequency: 'Monthly',
        leaveWorkflowId: signOffWorkflow.id,
      },
      { token: world.adminToken },
    );
    expect(terms.body).toMatchObject({ error: NOT_A_LEAVE_WORKFLOW, field: 'leaveWorkflowId' });
  });

  it('are the only ones a request signs off by, and only PDFs are signed off', async () => {
    const ask = (change: Record<string, unknown>) =>
      calls.create(world.people.hal.token, { ...codeOfConduct, employeeIds: [zed.employeeId], ...change });
    const leave = await ask({ signOffWorkflowId: leaveWorkflow.id });
    expect([leave.status, leave.body.error, leave.body.field]).toEqual([
      400,
      NOT_A_SIGN_OFF_WORKFLOW,
      'signOffWorkflowId',
    ]);
    const images = await ask({
      signOffWorkflowId: signOffWorkflow.id,
      allowedTypes: ['application/pdf', 'image/png'],
    });
    expect([images.status, images.body.error, images.body.field]).toEqual([
      400,
      SIGN_OFF_TAKES_PDF,
      'allowedTypes',
    ]);
  });
});

describe("an employee's documents (the record's Documents tab)", () => {
  const list = (token: string, employeeId: string) =>
    api.call<{ returnObject: { items: DocumentItem[]; total: number }; error?: string }>(
      '/documents/list-employee-document-items',
      { employeeId },
      { token },
    );

  it('lists them to whoever reaches the employee and to the employee, and is unknown to anyone else', async () => {
    const byHal = await list(world.people.hal.token, zed.employeeId);
    expect(byHal.status).toBe(200);
    expect(byHal.body.returnObject.total).toBeGreaterThan(0);
    expect(byHal.body.returnObject.items.every((item) => item.employee.id === zed.employeeId)).toBe(true);
    expect((await list(zed.token, zed.employeeId)).body.returnObject.total).toBe(
      byHal.body.returnObject.total,
    );
    for (const token of [world.people.ola.token, world.otherAdminToken, world.people.ben.token]) {
      const answer = await list(token, zed.employeeId);
      expect([answer.status, answer.body.error]).toEqual([404, NO_SUCH_EMPLOYEE]);
    }
  });
});
