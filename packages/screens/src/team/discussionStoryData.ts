import type { DiscussionReply, DiscussionTopic, DiscussionTopicSummary } from './discussion.ts';

/** The stories' reader: Kofi, an employee; Abena is the administrator. */
export const KOFI = 'user-kofi';
export const AMA = 'user-ama';
export const ABENA = 'user-abena';

const planPdf = { id: 'file-plan', name: 'Move plan.pdf', mediaType: 'application/pdf', size: 254_000 };

export const topic: DiscussionTopic = {
  id: 'topic-move',
  title: 'Moving to the new office',
  content:
    'We move on **Friday**. Questions:\n\n- Where do we park?\n- Is there a canteen?\n\nSee the [plan](https://example.com/plan).',
  attachments: [planPdf],
  authorName: 'Kofi Boateng',
  authorUserId: KOFI,
  createdAt: '2026-11-20T09:15:00Z',
  updatedAt: '2026-11-20T09:15:00Z',
  locked: false,
  lockedAt: null,
  replyCount: 2,
  lastActivityAt: '2026-11-21T14:30:00Z',
  canEdit: true,
  canDelete: false,
};

export const replies: readonly DiscussionReply[] = [
  {
    id: 'reply-parking',
    topicId: topic.id,
    content: 'Parking is behind the building; the gate code comes by e-mail.',
    attachments: [{ id: 'file-map', name: 'Parking map.png', mediaType: 'image/png', size: 88_000 }],
    authorName: 'Ama Owusu',
    authorUserId: AMA,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    canEdit: false,
    canDelete: false,
  },
  {
    id: 'reply-thanks',
    topicId: topic.id,
    content: 'Thanks, *very* helpful.',
    attachments: [],
    authorName: 'Kofi Boateng',
    authorUserId: KOFI,
    createdAt: '2026-11-21T14:30:00Z',
    updatedAt: '2026-11-21T15:00:00Z',
    canEdit: true,
    canDelete: true,
  },
];

const summary = (from: DiscussionTopic, attachmentCount: number): DiscussionTopicSummary => {
  const { content: _content, attachments: _attachments, ...rest } = from;
  return { ...rest, attachmentCount };
};

export const topics: readonly DiscussionTopicSummary[] = [
  summary(topic, 1),
  {
    ...summary(topic, 0),
    id: 'topic-canteen',
    title: 'Canteen menu <b>ideas</b>',
    authorName: 'Ama Owusu',
    authorUserId: AMA,
    replyCount: 0,
    createdAt: '2026-11-19T08:00:00Z',
    updatedAt: '2026-11-19T08:00:00Z',
    lastActivityAt: '2026-11-19T08:00:00Z',
    canEdit: false,
  },
  {
    ...summary(topic, 0),
    id: 'topic-rules',
    title: 'Forum rules',
    authorName: 'Abena Mensah',
    authorUserId: ABENA,
    replyCount: 12,
    locked: true,
    lockedAt: '2026-11-10T12:00:00Z',
    lastActivityAt: '2026-11-10T12:00:00Z',
    canEdit: false,
  },
];

export const topicHref = (id: string) => `/team/discussions/${id}`;
