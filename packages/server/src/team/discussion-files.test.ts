import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_YOUR_UPLOADS } from '../attachments/attach.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { employerWithStaff, upload } from './announcement-test-support.ts';
import { NOT_THE_REPLYS_FILES } from './discussion-replies.ts';
import {
  type DiscussionCalls,
  discussionCalls,
  forum,
  replied,
  startedTopic,
  topicUpdate,
} from './discussion-test-support.ts';
import { NOT_THE_TOPICS_FILES, TOO_MANY_POST_FILES } from './discussions.ts';

let api: TestApi;
let calls: DiscussionCalls;
let admin: string;
let author: string;
let colleague: string;
/** Another employer's administrator and employee. */
let outsiders: string[];
beforeAll(async () => {
  api = await createTestApi();
  calls = discussionCalls(api);
  ({ admin, author, colleague } = await forum(api));
  const other = await employerWithStaff(api, 1);
  outsiders = [other.admin.token, (other.staff[0] as { token: string }).token];
});
afterAll(() => api.close());

const download = (id: string, token: string) => api.call('/files/download-attachment', { id }, { token });

async function blobsOf(attachmentId: string) {
  return api.db
    .selectFrom('attachment_blobs')
    .select('key')
    .where('key', 'like', `%${attachmentId}`)
    .execute();
}

describe('who downloads a topic’s and a reply’s files', () => {
  test('every user of the employer; another employer’s users get 404', async () => {
    const map = await upload(api, author, 'map.pdf');
    const topic = await startedTopic(calls, author, { attachmentIds: [map.id] });
    expect(topic.attachments).toEqual([map]);
    const rota = await upload(api, colleague, 'rota.pdf');
    const reply = await replied(calls, colleague, topic.id, { attachmentIds: [rota.id] });
    expect(reply.attachments).toEqual([rota]);
    for (const token of [author, colleague, admin]) {
      expect((await download(map.id, token)).status).toBe(200);
      expect((await download(rota.id, token)).status).toBe(200);
    }
    for (const token of outsiders) {
      expect((await download(map.id, token)).status).toBe(404);
      expect((await download(rota.id, token)).status).toBe(404);
    }
    const listed = (await calls.listTopics(colleague)).body.returnObject.items.find(
      (item) => item.id === topic.id,
    );
    expect(listed?.attachmentCount).toBe(1);
  });
});

describe('changing a post’s files', () => {
  test('a topic’s author adds and removes files; a removed file is gone, bytes and all', async () => {
    const map = await upload(api, author, 'map.pdf');
    const topic = await startedTopic(calls, author, { attachmentIds: [map.id] });
    const timetable = await upload(api, author, 'timetable.pdf');
    const answer = await calls.updateTopic(
      author,
      topicUpdate(topic, { attachmentIds: [timetable.id], removeAttachmentIds: [map.id] }),
    );
    expect(answer.body.returnObject.attachments).toEqual([timetable]);
    expect((await download(map.id, colleague)).status).toBe(404);
    expect(await blobsOf(map.id)).toEqual([]);
    expect((await download(timetable.id, colleague)).status).toBe(200);
  });

  test('a reply’s author adds and removes files the same way', async () => {
    const topic = await startedTopic(calls, author);
    const first = await upload(api, colleague, 'first.pdf');
    const reply = await replied(calls, colleague, topic.id, { attachmentIds: [first.id] });
    const second = await upload(api, colleague, 'second.pdf');
    const answer = await calls.updateReply(colleague, {
      id: reply.id,
      content: reply.content,
      attachmentIds: [second.id],
      removeAttachmentIds: [first.id],
    });
    expect(answer.body.returnObject.attachments).toEqual([second]);
    expect((await download(first.id, author)).status).toBe(404);
  });

  test('another post’s file cannot be removed through this one: 400, nothing changes', async () => {
    const map = await upload(api, author, 'map.pdf');
    const withFile = await startedTopic(calls, author, { attachmentIds: [map.id] });
    const other = await startedTopic(calls, author);
    const refused = await calls.updateTopic(author, topicUpdate(other, { removeAttachmentIds: [map.id] }));
    expect(refused.body).toEqual({
      returnCode: 400,
      error: NOT_THE_TOPICS_FILES,
      field: 'removeAttachmentIds',
    });
    const reply = await replied(calls, author, other.id);
    const fromReply = await calls.updateReply(author, {
      id: reply.id,
      content: reply.content,
      removeAttachmentIds: [map.id],
    });
    expect(fromReply.body).toEqual({
      returnCode: 400,
      error: NOT_THE_REPLYS_FILES,
      field: 'removeAttachmentIds',
    });
    expect((await calls.getTopic(author, withFile.id)).body.returnObject.attachments).toEqual([map]);
  });

  test('a post holds at most 5 files: a sixth added on update is a 400, nothing kept', async () => {
    const five = [];
    for (let index = 0; index < 5; index += 1) five.push((await upload(api, author, `f${index}.pdf`)).id);
    const topic = await startedTopic(calls, author, { attachmentIds: five });
    expect(topic.attachments).toHaveLength(5);
    const sixth = await upload(api, author, 'sixth.pdf');
    const answer = await calls.updateTopic(
      author,
      topicUpdate(topic, { title: 'Changed', attachmentIds: [sixth.id] }),
    );
    expect(answer.body).toEqual({ returnCode: 400, error: TOO_MANY_POST_FILES, field: 'attachmentIds' });
    expect((await calls.getTopic(author, topic.id)).body.returnObject).toEqual(topic);
  });

  test('files not the caller’s own unattached uploads are refused, and nothing is posted', async () => {
    const topic = await startedTopic(calls, author);
    const authorsUpload = await upload(api, author, 'authors.pdf');
    const theirs = await upload(api, outsiders[0] as string, 'theirs.pdf');
    for (const id of [authorsUpload.id, theirs.id, crypto.randomUUID()]) {
      const answer = await calls.createReply(colleague, {
        topicId: topic.id,
        content: 'With a file.',
        attachmentIds: [id],
      });
      expect(answer.body).toEqual({ returnCode: 400, error: NOT_YOUR_UPLOADS, field: 'attachmentIds' });
    }
    expect((await calls.getTopic(author, topic.id)).body.returnObject.replyCount).toBe(0);
  });
});

describe('files go with their post', () => {
  test('a deleted reply’s files, and a removed topic’s files and its replies’ files', async () => {
    const map = await upload(api, author, 'map.pdf');
    const topic = await startedTopic(calls, author, { attachmentIds: [map.id] });
    const kept = await upload(api, colleague, 'kept.pdf');
    await replied(calls, colleague, topic.id, { attachmentIds: [kept.id] });
    const dropped = await upload(api, colleague, 'dropped.pdf');
    const short = await replied(calls, colleague, topic.id, { attachmentIds: [dropped.id] });

    expect((await calls.deleteReply(colleague, short.id)).status).toBe(200);
    expect((await download(dropped.id, admin)).status).toBe(404);
    expect(await blobsOf(dropped.id)).toEqual([]);
    expect((await download(kept.id, admin)).status).toBe(200);

    expect((await calls.deleteTopic(admin, topic.id)).status).toBe(200);
    for (const file of [map, kept]) {
      expect((await download(file.id, admin)).status).toBe(404);
      expect(await blobsOf(file.id)).toEqual([]);
    }
  });
});
