import type { OwnerAccessCheck } from '../attachments/owner-access.ts';
import { repliesOf, topicsOf } from './discussion-views.ts';

/**
 * Who may download a topic's or a reply's file: whoever reads the topic, which is every user of its
 * employer. Another employer's user never gets here (the file is not of their employer: 404), and a
 * file of a post since deleted is gone with it.
 */
export const discussionTopicFiles: OwnerAccessCheck = async (deps, caller, topicId) =>
  (await topicsOf(deps.db, caller).select('t.id').where('t.id', '=', topicId).executeTakeFirst()) !==
  undefined;

export const discussionReplyFiles: OwnerAccessCheck = async (deps, caller, replyId) =>
  (await repliesOf(deps.db, caller).select('r.id').where('r.id', '=', replyId).executeTakeFirst()) !==
  undefined;
