/**
 * The announcement operations against Prism's mock of openapi.yaml: the requests the typed functions
 * build pass Prism's validation, the contract's examples come back typed, and refusals arrive as
 * the client's errors with their sentence and the field they name.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from './team.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const id = '5a1f2e3d-4c5b-4a69-8788-9a0b1c2d3e4f';
const holiday = {
  title: 'Office closed on 24 December',
  effectiveDate: '2026-12-01',
  published: true,
  notifyEmployees: true,
  content: 'The office is **closed** on 24 December.',
};

describe('the announcement operations against the Prism mock', () => {
  it('lists a page with its total, each with its files, read count and the caller’s read state', async () => {
    const { returnObject } = await listAnnouncements(client(), { page: 1, pageSize: 20 });

    expect(returnObject.total).toBe(1);
    expect(returnObject.items[0]).toMatchObject({
      id,
      effectiveDate: '2026-12-01',
      attachments: [{ name: 'Holiday rota.pdf', mediaType: 'application/pdf' }],
      readCount: 12,
      audience: 40,
      read: false,
    });
  });

  it('lists with nothing but the defaults', async () => {
    const { returnObject } = await listAnnouncements(client(), {});
    expect(returnObject.items).toHaveLength(1);
  });

  it('reads one, and a 404 for one the caller may not see', async () => {
    const { returnObject } = await getAnnouncement(client(), { id });
    expect(returnObject.content).toContain('**closed**');

    const error = await rejection(getAnnouncement(client({ Prefer: 'code=404' }), { id }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No announcement with this id.' });
  });

  it('creates one with only the required fields, and maps a refused content to its field', async () => {
    const created = await createAnnouncement(client(), {
      title: holiday.title,
      effectiveDate: holiday.effectiveDate,
    });
    expect(created.returnObject.title).toBe(holiday.title);

    const error = await rejection(
      createAnnouncement(client({ Prefer: 'code=400, example=longContent' }), {
        ...holiday,
        attachmentIds: [],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'content: is 5,001 characters long; the most is 5,000.',
      field: 'content',
    });
  });

  it('updates one, adding and removing files, and refuses an employee (403)', async () => {
    const body = {
      id,
      ...holiday,
      attachmentIds: ['6b2e3f4a-5d6c-4b7a-8899-0a1b2c3d4e5f'],
      removeAttachmentIds: [],
    };
    const { returnObject } = await updateAnnouncement(client(), body);
    expect(returnObject.notifyEmployees).toBe(true);

    const error = await rejection(updateAnnouncement(client({ Prefer: 'code=403' }), body));
    expect(error).toMatchObject({ status: 403, message: 'Your role does not allow you to add to Team.' });
  });

  it('deletes one with the server’s sentence', async () => {
    expect(await deleteAnnouncement(client(), { id })).toEqual({
      returnCode: 200,
      returnMessage: 'The announcement was deleted.',
    });
  });

  it('marks one read', async () => {
    const { returnObject } = await markAnnouncementRead(client(), { id });
    expect(returnObject.id).toBe(id);
  });
});
