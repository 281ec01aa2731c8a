import type { ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { answering } from '../leave/handlers.ts';
import type {
  CreateAnnouncementRequest,
  ListAnnouncementsRequest,
  UpdateAnnouncementRequest,
} from './announcement-types.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from './announcements.ts';
import {
  createDiscussionReply,
  deleteDiscussionReply,
  listDiscussionReplies,
  updateDiscussionReply,
} from './discussion-replies.ts';
import type {
  CreateDiscussionReplyRequest,
  CreateDiscussionTopicRequest,
  ListDiscussionRepliesRequest,
  ListDiscussionTopicsRequest,
  LockDiscussionTopicRequest,
  UpdateDiscussionReplyRequest,
  UpdateDiscussionTopicRequest,
} from './discussion-types.ts';
import {
  createDiscussionTopic,
  deleteDiscussionTopic,
  getDiscussionTopic,
  listDiscussionTopics,
  lockDiscussionTopic,
  updateDiscussionTopic,
} from './discussions.ts';

/** Team's announcements and discussions (issue 15); the caller (and so the employer) comes from the access token. */
export function teamHandlers(deps: ServiceDeps) {
  return {
    listAnnouncements: answering<ListAnnouncementsRequest>((caller, request) =>
      listAnnouncements(deps, caller, request),
    ),
    getAnnouncement: answering<ReferenceIdRequest>((caller, { id }) => getAnnouncement(deps, caller, id)),
    createAnnouncement: answering<CreateAnnouncementRequest>((caller, request) =>
      createAnnouncement(deps, caller, request),
    ),
    updateAnnouncement: answering<UpdateAnnouncementRequest>((caller, request) =>
      updateAnnouncement(deps, caller, request),
    ),
    deleteAnnouncement: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteAnnouncement(deps, caller, id),
      'returnMessage',
    ),
    markAnnouncementRead: answering<ReferenceIdRequest>((caller, { id }) =>
      markAnnouncementRead(deps, caller, id),
    ),
    listDiscussionTopics: answering<ListDiscussionTopicsRequest>((caller, request) =>
      listDiscussionTopics(deps, caller, request),
    ),
    getDiscussionTopic: answering<ReferenceIdRequest>((caller, { id }) =>
      getDiscussionTopic(deps, caller, id),
    ),
    createDiscussionTopic: answering<CreateDiscussionTopicRequest>((caller, request) =>
      createDiscussionTopic(deps, caller, request),
    ),
    updateDiscussionTopic: answering<UpdateDiscussionTopicRequest>((caller, request) =>
      updateDiscussionTopic(deps, caller, request),
    ),
    deleteDiscussionTopic: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteDiscussionTopic(deps, caller, id),
      'returnMessage',
    ),
    lockDiscussionTopic: answering<LockDiscussionTopicRequest>((caller, request) =>
      lockDiscussionTopic(deps, caller, request),
    ),
    listDiscussionReplies: answering<ListDiscussionRepliesRequest>((caller, request) =>
      listDiscussionReplies(deps, caller, request),
    ),
    createDiscussionReply: answering<CreateDiscussionReplyRequest>((caller, request) =>
      createDiscussionReply(deps, caller, request),
    ),
    updateDiscussionReply: answering<UpdateDiscussionReplyRequest>((caller, request) =>
      updateDiscussionReply(deps, caller, request),
    ),
    deleteDiscussionReply: answering<ReferenceIdRequest>(
      (caller, { id }) => deleteDiscussionReply(deps, caller, id),
      'returnMessage',
    ),
  };
}
