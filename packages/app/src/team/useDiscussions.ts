import {
  ApiError,
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
} from '@hr/api';
import {
  DISCUSSION_REPLY_FIELDS,
  DISCUSSION_TOPIC_FIELDS,
  type DiscussionRepliesData,
  type DiscussionsScreenProps,
  type DiscussionTopicDialogData,
  type DiscussionTopicScreenProps,
  type DiscussionTopicSummary,
} from '@hr/screens';
import { useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { downloadStoredFile, uploadStoredFile } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { type FetchTeamPage, TEAM_PAGE_SIZE, useTeamTable } from './useTeamFeed.ts';

/** The topic dialog's upload and save (create or update), then `after` (the list or the topic again). */
function topicDialogData(after: () => unknown): DiscussionTopicDialogData {
  return {
    onUpload: uploadStoredFile,
    onSaveTopic: ({ attachmentIds, removeAttachmentIds, ...values }, topic) =>
      changeThen(
        () =>
          topic
            ? updateDiscussionTopic(apiClient, {
                id: topic.id,
                ...values,
                attachmentIds,
                removeAttachmentIds,
              })
            : createDiscussionTopic(apiClient, { ...values, attachmentIds }),
        async () => after(),
        DISCUSSION_TOPIC_FIELDS,
      ),
  };
}

const fetchTopics: FetchTeamPage<DiscussionTopicSummary> = async (page, signal) =>
  (await listDiscussionTopics(apiClient, { page, pageSize: TEAM_PAGE_SIZE }, signal ? { signal } : undefined))
    .returnObject;

/** Team › Discussions: the topics paged on the server, newest activity first, and New Topic. */
export function useDiscussionTopics(): Omit<DiscussionsScreenProps, 'topicHref'> {
  const table = useTeamTable(fetchTopics);
  return { ...table.list, topics: table.rows, ...topicDialogData(table.reload) };
}

/**
 * A topic's replies, oldest first: the first page, then one more per Show more. A change loads the
 * pages shown again (and, after a new reply, the page it lands on), so it shows where it belongs.
 */
function useReplies(topicId: string) {
  const shownPages = useRef(1);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const replies = useLoad(async (signal) => {
    const items = [];
    let total = 0;
    for (let page = 1; page <= shownPages.current; page += 1) {
      const { returnObject } = await listDiscussionReplies(
        apiClient,
        { topicId, page, pageSize: TEAM_PAGE_SIZE },
        { signal },
      );
      items.push(...returnObject.items);
      total = returnObject.total;
      if (items.length >= total) break;
    }
    return { items, total };
  });
  const loaded = replies.data?.items.length ?? 0;
  const data: DiscussionRepliesData = {
    status: replies.status,
    errorMessage: replies.errorMessage,
    onRetry: replies.retry,
    items: replies.data?.items ?? [],
    total: replies.data?.total ?? 0,
    isLoadingMore,
    onShowMore: () => {
      shownPages.current = Math.floor(loaded / TEAM_PAGE_SIZE) + 1;
      setLoadingMore(true);
      void replies.reload().finally(() => setLoadingMore(false));
    },
  };
  const showWithOneMore = () => {
    shownPages.current = Math.max(shownPages.current, Math.ceil((data.total + 1) / TEAM_PAGE_SIZE));
    return replies.reload();
  };
  return { data, reload: replies.reload, showWithOneMore };
}

type TopicPageProps = Omit<DiscussionTopicScreenProps, 'isAdmin' | 'userId' | 'allTopicsHref'>;

/**
 * A topic's page: the topic (not found for an id of no topic of the employer), its replies, and
 * every change to either, each loading what it changed again; deleting the topic leaves the page.
 */
export function useDiscussionTopic(topicId: string, onTopicDeleted: () => void): TopicPageProps {
  const topic = useLoad(async (signal) => {
    try {
      return (await getDiscussionTopic(apiClient, { id: topicId }, { signal })).returnObject;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });
  const replies = useReplies(topicId);
  const afterReplies = () => Promise.all([replies.reload(), topic.reload()]);

  return {
    status: topic.status === 'ready' && !topic.data ? 'not-found' : topic.status,
    errorMessage: topic.errorMessage,
    onRetry: topic.retry,
    topic: topic.data ?? null,
    replies: replies.data,
    ...topicDialogData(topic.reload),
    onDeleteTopic: (shown) =>
      changeThen(
        () => deleteDiscussionTopic(apiClient, { id: shown.id }),
        async () => onTopicDeleted(),
      ),
    onLockTopic: (shown, locked) =>
      changeThen(() => lockDiscussionTopic(apiClient, { id: shown.id, locked }), topic.reload),
    onPostReply: ({ attachmentIds, content }) =>
      changeThen(
        () => createDiscussionReply(apiClient, { topicId, content, attachmentIds }),
        () => Promise.all([replies.showWithOneMore(), topic.reload()]),
        DISCUSSION_REPLY_FIELDS,
      ),
    onSaveReply: ({ content, attachmentIds, removeAttachmentIds }, reply) =>
      changeThen(
        () => updateDiscussionReply(apiClient, { id: reply.id, content, attachmentIds, removeAttachmentIds }),
        afterReplies,
        DISCUSSION_REPLY_FIELDS,
      ),
    onDeleteReply: (reply) =>
      changeThen(() => deleteDiscussionReply(apiClient, { id: reply.id }), afterReplies),
    onDownload: (file) => void downloadStoredFile(file),
  };
}
