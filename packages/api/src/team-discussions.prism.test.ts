/**
 * The discussion operations against Prism's mock of openapi.yaml: the requests the typed functions
 * build pass Prism's validation, the contract's examples come back typed, and refusals arrive as
 * the client's errors with their sentence and the field they name.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import {
  createDiscussionReply,
  createDiscussionTopic,
  deleteDiscussionReply,
  deleteDiscussionTopic,
  getDiscussionTopic,
  listDiscussionReplies,
  listDiscussionTopics,
  lockDiscussionTopic,
  updateDiscussionReply,
  updateDiscussionTopic,
} from './team-discussions.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

const topicId = '3c9a1b2d-7e4f-4a8b-9c0d-1e2f3a4b5c6d';
const replyId = '4d0b2c3e-8f5a-4b9c-8d1e-2f3a4b5c6d7e';

describe('the discussion operations against the Prism mock', () => {
  it('lists topics with nothing but the defaults: rows without content, with their counts and rights', async () => {
    const { returnObject } = await listDiscussionTopics(client(), {});
    expect(returnObject.total).toBe(1);
    expect(returnObject.items[0]).toMatchObject({
      id: topicId,
      replyCount: 3,
      attachmentCount: 1,
      locked: false,
      canEdit: true,
      canDelete: false,
    });
    expect(returnObject.items[0]).not.toHaveProperty('content');
  });

  it('reads a topic with its files, and a 404 for another employer’s', async () => {
    const { returnObject } = await getDiscussionTopic(client(), { id: topicId });
    expect(returnObject.content).toContain('**Northfield**');
    expect(returnObject.attachments[0]).toMatchObject({ mediaType: 'application/pdf' });

    const error = await rejection(getDiscussionTopic(client({ Prefer: 'code=404' }), { id: topicId }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No topic with this id.' });
  });

  it('starts a topic with only a title, and maps a refused content to its field', async () => {
    const created = await createDiscussionTopic(client(), { title: 'Car sharing from the north side' });
    expect(created.returnObject.id).toBe(topicId);

    const error = await rejection(
      createDiscussionTopic(client({ Prefer: 'code=400, example=scriptLink' }), {
        title: 'Links',
        content: '[x](javascript:alert(1))',
        attachmentIds: [],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'content: links may only be http, https or mailto: javascript:alert(1).',
      field: 'content',
    });
  });

  it('updates one’s topic, refusing another’s (403) and a locked one (409)', async () => {
    const body = {
      id: topicId,
      title: 'Car sharing',
      content: '',
      attachmentIds: [],
      removeAttachmentIds: [],
    };
    expect((await updateDiscussionTopic(client(), body)).returnObject.title).toBeTruthy();
    await expect(
      rejection(updateDiscussionTopic(client({ Prefer: 'code=403' }), body)),
    ).resolves.toMatchObject({
      status: 403,
      message: 'Only its author can change this post.',
    });
    await expect(
      rejection(updateDiscussionTopic(client({ Prefer: 'code=409' }), body)),
    ).resolves.toMatchObject({
      status: 409,
      message: 'This topic is locked.',
    });
  });

  it('locks and deletes a topic, the author refused once others have replied', async () => {
    expect((await lockDiscussionTopic(client(), { id: topicId, locked: true })).returnObject.id).toBe(
      topicId,
    );
    expect(await deleteDiscussionTopic(client(), { id: topicId })).toMatchObject({ returnCode: 200 });
    const error = await rejection(
      deleteDiscussionTopic(client({ Prefer: 'code=409, example=othersReplied' }), { id: topicId }),
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'Others have replied to this topic; an administrator can remove it.',
    });
  });

  it('lists, posts, changes and deletes replies; an empty reply is refused on its field', async () => {
    const page = await listDiscussionReplies(client(), { topicId });
    expect(page.returnObject.items[0]).toMatchObject({ id: replyId, topicId });

    const posted = await createDiscussionReply(client(), { topicId, content: 'From the station.' });
    expect(posted.returnObject.content).toContain('**8:10**');
    const error = await rejection(
      createDiscussionReply(client({ Prefer: 'code=400, example=noContent' }), { topicId, content: '' }),
    );
    expect(error).toMatchObject({ status: 400, message: 'content: is required.', field: 'content' });

    const changed = await updateDiscussionReply(client(), {
      id: replyId,
      content: 'From the station, at 8:15.',
      attachmentIds: [],
      removeAttachmentIds: [],
    });
    expect(changed.returnObject.id).toBe(replyId);
    expect(await deleteDiscussionReply(client(), { id: replyId })).toMatchObject({ returnCode: 200 });
  });
});
