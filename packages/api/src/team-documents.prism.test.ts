/**
 * The shared-document operations against Prism's mock of openapi.yaml: the requests the typed
 * functions build pass Prism's validation, the contract's examples come back typed, and refusals
 * arrive as the client's errors with their sentence and the field they name.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  acknowledgeSharedDocument,
  createSharedDocument,
  deleteSharedDocument,
  getSharedDocument,
  listDocumentAcknowledgements,
  listSharedDocuments,
  updateSharedDocument,
} from './team-documents.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const id = '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const reviewForm = {
  title: 'Probation review form',
  category: 'HR' as const,
  content: 'Fill in the form before your review.',
  scope: 'selected-employee' as const,
  employeeId: '2c7e4b1d-8a3f-4e6c-9b2d-7f1a5c3e8d64',
  shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
};

describe('the shared-document operations against the Prism mock', () => {
  it('lists a page with its total, each with its files, scope and acknowledgement counts', async () => {
    const { returnObject } = await listSharedDocuments(client(), { page: 1, pageSize: 20, category: 'HR' });

    expect(returnObject.total).toBe(1);
    expect(returnObject.items[0]).toMatchObject({
      id,
      category: 'HR',
      scope: 'all-employees',
      employeeId: null,
      attachments: [{ mediaType: 'application/pdf' }],
      acknowledgedCount: 12,
      recipientCount: 40,
      acknowledgedAt: null,
    });
  });

  it('lists with nothing but the defaults, and maps a refused category to its field', async () => {
    const { returnObject } = await listSharedDocuments(client(), {});
    expect(returnObject.items).toHaveLength(1);

    const error = await rejection(listSharedDocuments(client({ Prefer: 'code=400, example=category' }), {}));
    expect(error).toMatchObject({
      status: 400,
      message: 'category: must be one of: HR, Finance, Engineering.',
      field: 'category',
    });
  });

  it('reads one, and a 404 for one not shared with the caller', async () => {
    const { returnObject } = await getSharedDocument(client(), { id });
    expect(returnObject.shareWith).toEqual(expect.objectContaining({ lineManager: expect.any(Boolean) }));

    const error = await rejection(getSharedDocument(client({ Prefer: 'code=404' }), { id }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No document with this id.' });
  });

  it('shares one with only the required fields, and one with a selected employee and their line manager', async () => {
    const everyone = await createSharedDocument(client(), {
      title: 'Remote work policy',
      category: 'HR',
      scope: 'all-employees',
    });
    expect(everyone.returnObject.id).toBe(id);

    const one = await createSharedDocument(client(), { ...reviewForm, attachmentIds: [] });
    expect(one.returnObject.title).toBeTruthy();
  });

  it('maps a refused title and content to their fields, and refuses an employee (403)', async () => {
    const title = await rejection(
      createSharedDocument(client({ Prefer: 'code=400, example=noTitle' }), reviewForm),
    );
    expect(title).toMatchObject({ status: 400, message: 'title: is required.', field: 'title' });

    const content = await rejection(
      createSharedDocument(client({ Prefer: 'code=400, example=scriptLink' }), reviewForm),
    );
    expect(content).toMatchObject({ field: 'content' });

    const employee = await rejection(createSharedDocument(client({ Prefer: 'code=403' }), reviewForm));
    expect(employee).toMatchObject({
      status: 403,
      message: 'Your role does not allow you to add to Team.',
    });
  });

  it('updates one, adding and removing files', async () => {
    const { returnObject } = await updateSharedDocument(client(), {
      id,
      ...reviewForm,
      attachmentIds: ['6b2e3f4a-5d6c-4b7a-8899-0a1b2c3d4e5f'],
      removeAttachmentIds: [],
    });
    expect(returnObject.id).toBe(id);
  });

  it('deletes one with the server’s sentence', async () => {
    expect(await deleteSharedDocument(client(), { id })).toEqual({
      returnCode: 200,
      returnMessage: 'The document was deleted.',
    });
  });

  it('acknowledges one, and an administrator is refused (403)', async () => {
    const { returnObject } = await acknowledgeSharedDocument(client(), { id });
    expect(returnObject.id).toBe(id);

    const error = await rejection(acknowledgeSharedDocument(client({ Prefer: 'code=403' }), { id }));
    expect(error).toMatchObject({
      status: 403,
      message: 'Only the people it is shared with acknowledge a document.',
    });
  });

  it('reports who acknowledged and who has not', async () => {
    const { returnObject } = await listDocumentAcknowledgements(client(), { id });
    expect(returnObject).toMatchObject({ acknowledgedCount: 1, recipientCount: 2 });
    expect(returnObject.items.map(({ reason, acknowledgedAt }) => [reason, acknowledgedAt])).toEqual([
      ['line-manager', null],
      ['employee', '2026-11-21T10:15:00.000Z'],
    ]);
  });
});
