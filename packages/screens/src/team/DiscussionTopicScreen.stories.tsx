import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { fileInputIn, pdf, uploadedFile } from './announcementStoryData.ts';
import {
  DiscussionTopicScreen,
  type DiscussionTopicScreenProps,
  LOCKED_TEXT,
} from './DiscussionTopicScreen.tsx';
import { REPLY_CONTENT_REQUIRED } from './discussionSchema.ts';
import { ABENA, KOFI, replies, topic } from './discussionStoryData.ts';

type Props = DiscussionTopicScreenProps;

const meta = {
  title: 'Screens/Team/DiscussionTopicScreen',
  component: DiscussionTopicScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    topic,
    isAdmin: false,
    userId: KOFI,
    allTopicsHref: '/team/discussions',
    timeZone: 'UTC',
    replies: { status: 'ready', items: replies, total: replies.length, onShowMore: fn() },
    onRetry: fn(),
    onUpload: fn<Props['onUpload']>(async () => uploadedFile),
    onSaveTopic: fn<Props['onSaveTopic']>(async () => undefined),
    onDeleteTopic: fn<Props['onDeleteTopic']>(async () => undefined),
    onLockTopic: fn<Props['onLockTopic']>(async () => undefined),
    onPostReply: fn<Props['onPostReply']>(async () => undefined),
    onSaveReply: fn<Props['onSaveReply']>(async () => undefined),
    onDeleteReply: fn<Props['onDeleteReply']>(async () => undefined),
    onDownload: fn(),
  },
} satisfies Meta<typeof DiscussionTopicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const replyForm = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Reply' });
const topicPost = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('article', { name: topic.title }));
const articleBy = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('article', { name });

/** The author's view: the topic formatted, its file, the replies oldest first, Edit and the Reply form. */
export const WithReplies: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    await expect(canvas.getByText('Kofi Boateng · November 20, 2026 at 9:15 AM')).toBeVisible();
    await expect(canvas.getByText('Friday', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'plan' })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: /Move plan\.pdf/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(topic.attachments[0]);
    await expect(canvas.getByRole('link', { name: 'All topics' })).toHaveAttribute(
      'href',
      '/team/discussions',
    );
    // The author may edit; Ama has replied, so no Delete; no Lock for an employee.
    await expect(topicPost(canvasElement).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(topicPost(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Lock' })).toBeNull();
    const [first, second] = within(canvas.getByRole('list', { name: 'Replies' })).getAllByRole('article');
    await expect(first).toHaveAccessibleName('Ama Owusu · November 21, 2026 at 10:00 AM');
    await expect(second).toHaveAccessibleName('Kofi Boateng · November 21, 2026 at 2:30 PM (edited)');
    // Ama's reply offers Kofi nothing; his own offers Edit and Delete.
    await expect(
      within(first as HTMLElement).queryAllByRole('button', { name: /Edit|Delete|Remove/ }),
    ).toEqual([]);
    await expect(within(second as HTMLElement).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
    await expect(within(replyForm(canvasElement)).getByRole('button', { name: 'Post Reply' })).toBeVisible();
  },
};

/** Posting a reply with a file and bold text sends it once and empties the form for the next. */
export const PostReply: Story = {
  play: async ({ args, canvasElement }) => {
    const form = replyForm(canvasElement);
    const content = within(form).getByRole('textbox', { name: /Content/ }) as HTMLTextAreaElement;
    await userEvent.type(content, 'I can drive two people.');
    content.setSelectionRange(12, 15);
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.upload(fileInputIn(form), pdf());
    await userEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(args.onPostReply).toHaveBeenCalledWith({
        content: 'I can drive **two** people.',
        attachmentIds: ['file-new'],
        removeAttachmentIds: [],
      }),
    );
    await expect(await within(form).findByText('Reply posted.')).toBeVisible();
    await expect(content).toHaveValue('');
    await expect(within(form).queryByRole('list', { name: 'Attached files' })).toBeNull();
  },
};

/** An empty reply is not sent; the server's refusal shows on Content and keeps what was typed. */
export const ReplyRefused: Story = {
  args: {
    onPostReply: fn<Props['onPostReply']>(async () => ({ message: 'This topic is locked.' })),
  },
  play: async ({ args, canvasElement }) => {
    const form = replyForm(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    await expect(await within(form).findByText(REPLY_CONTENT_REQUIRED)).toBeVisible();
    await expect(args.onPostReply).not.toHaveBeenCalled();
    const content = within(form).getByRole('textbox', { name: /Content/ });
    await userEvent.type(content, 'Kept as typed.');
    await userEvent.upload(fileInputIn(form), pdf());
    await userEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('This topic is locked.');
    await expect(content).toHaveValue('Kept as typed.');
    await expect(within(form).getByRole('list', { name: 'Attached files' })).toHaveTextContent('menu.pdf');
  },
};

/** Editing one's reply in the "Edit Reply" dialog; a refusal on Content keeps the text. */
export const EditReply: Story = {
  play: async ({ args, canvasElement }) => {
    mocked(args.onSaveReply).mockResolvedValueOnce({ message: 'content: is required.', field: 'content' });
    const mine = articleBy(canvasElement, /^Kofi Boateng · November 21/);
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Reply');
    const content = within(dialog).getByRole('textbox', { name: /Content/ });
    await expect(content).toHaveValue('Thanks, *very* helpful.');
    await userEvent.type(content, ' See you there.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('content: is required.')).toBeVisible();
    await expect(content).toHaveValue('Thanks, *very* helpful. See you there.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSaveReply).toHaveBeenLastCalledWith(
      { content: 'Thanks, *very* helpful. See you there.', attachmentIds: [], removeAttachmentIds: [] },
      replies[1],
    );
    await expect(within(canvasElement).getByText('Reply saved.')).toBeVisible();
  },
};

/** Deleting one's reply asks first; Cancel deletes nothing, Delete does. */
export const DeleteReply: Story = {
  play: async ({ args, canvasElement }) => {
    const mine = articleBy(canvasElement, /^Kofi Boateng · November 21/);
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    let confirm = await body.findByRole('alertdialog', { name: 'Delete this reply?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDeleteReply).not.toHaveBeenCalled();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    confirm = await body.findByRole('alertdialog', { name: 'Delete this reply?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleteReply).toHaveBeenCalledWith(replies[1]));
    await expect(await within(canvasElement).findByText('Reply deleted.')).toBeVisible();
  },
};

/** Editing the topic opens "Edit Topic" with its values. */
export const EditTopic: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(topicPost(canvasElement).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Topic');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(topic.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaveTopic).toHaveBeenCalledWith(expect.anything(), topic));
    await expect(await within(canvasElement).findByText('Topic saved.')).toBeVisible();
  },
};

/** The author with nobody else's replies deletes the topic after confirming; a refusal stays in the question. */
export const DeleteTopic: Story = {
  args: {
    topic: { ...topic, canDelete: true },
    replies: { status: 'ready', items: [], total: 0 },
  },
  play: async ({ args, canvasElement }) => {
    mocked(args.onDeleteTopic).mockResolvedValueOnce({
      message: 'Others have replied to this topic; an administrator can remove it.',
    });
    await expect(within(canvasElement).getByText('No replies yet.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this topic?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Others have replied to this topic',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleteTopic).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

const adminArgs = {
  isAdmin: true,
  userId: ABENA,
  topic: { ...topic, canEdit: false, canDelete: true },
  replies: {
    status: 'ready' as const,
    items: replies.map((reply) => ({ ...reply, canEdit: false, canDelete: true })),
    total: replies.length,
  },
};

/** An administrator locks the topic; they remove others' replies (Remove, not Delete) and never edit them. */
export const LockAsAdmin: Story = {
  args: adminArgs,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    const ama = articleBy(canvasElement, /^Ama Owusu/);
    await expect(within(ama).getByRole('button', { name: 'Remove' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(args.onLockTopic).toHaveBeenCalledWith(adminArgs.topic, true));
    await expect(await canvas.findByText('Topic locked.')).toBeVisible();
  },
};

/** An administrator removes the topic with its replies, after the question. */
export const RemoveAsAdmin: Story = {
  args: adminArgs,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    const confirm = await body.findByRole('alertdialog', { name: 'Remove this topic and its replies?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onDeleteTopic).toHaveBeenCalledWith(adminArgs.topic));
  },
};

/** Locked: the badge, no Reply form but the sentence, no Edit anywhere; the administrator may Unlock. */
export const Locked: Story = {
  args: {
    ...adminArgs,
    topic: { ...adminArgs.topic, locked: true, lockedAt: '2026-11-22T08:00:00Z' },
    onLockTopic: fn<Props['onLockTopic']>(async () => ({ message: 'No topic with this id.' })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Locked')).toBeVisible();
    await expect(canvas.getByText(LOCKED_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Reply' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(args.onLockTopic).toHaveBeenCalledWith(args.topic, false));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No topic with this id.');
  },
};

/** An employee's view of a locked topic: no Reply form, no Edit on their own reply. */
export const LockedForAuthor: Story = {
  args: { topic: { ...topic, locked: true, lockedAt: '2026-11-22T08:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LOCKED_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Post Reply' })).toBeNull();
  },
};

/** More replies than loaded: Show more asks for the next page. */
export const ManyReplies: Story = {
  args: { replies: { status: 'ready', items: replies, total: 45, onShowMore: fn() } },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('2 of 45')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.replies.onShowMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', topic: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the topic' })).toBeVisible();
  },
};

export const RepliesLoading: Story = {
  args: { replies: { status: 'loading', items: [], total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the replies' }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', topic: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No such topic' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All topics' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', topic: null, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The topic could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const RepliesLoadFailed: Story = {
  args: { replies: { status: 'error', items: [], total: 0, errorMessage: 'Timed out.', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The replies could not be loaded.',
    );
  },
};
