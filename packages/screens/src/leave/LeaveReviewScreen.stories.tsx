import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog } from '../employer/referenceStoryHelpers.ts';
import {
  LeaveReviewScreen,
  type LeaveReviewScreenProps,
  REVIEW_CARDS_AT_A_TIME,
} from './LeaveReviewScreen.tsx';
import { toReview } from './leaveRequestStoryData.ts';
import type { LeaveToReview } from './leaveRequests.ts';

type Props = LeaveReviewScreenProps;

const meta = {
  title: 'Screens/Leave/LeaveReviewScreen',
  component: LeaveReviewScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: toReview,
    total: toReview.length,
    onRetry: fn(),
    onDecide: fn<Props['onDecide']>(async () => undefined),
    onDownload: fn<Props['onDownload']>(),
  },
} satisfies Meta<typeof LeaveReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('article', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    const grace = card(canvasElement, 'Grace Hopper');
    await expect(grace).toHaveTextContent('2026-03-16 – 2026-03-20 (morning)');
    await expect(grace).toHaveTextContent('4.5 days');
    // The code and what it stands for; the balance today and once leave already approved is taken.
    await expect(grace).toHaveTextContent('LeaveALAnnual leave');
    await expect(grace).toHaveTextContent('Available now14 daysAfter booked leave11 days');
    await expect(grace).toHaveTextContent('School holidays');
    await expect(grace).toHaveTextContent('Also awayAlan Turing, 2026-03-18 – 2026-03-19');
    await expect(within(grace).queryByText('Escalated')).toBeNull();

    const alan = card(canvasElement, 'Alan Turing');
    await expect(within(alan).getByText('Escalated')).toBeVisible();
    await expect(alan).toHaveTextContent('3.5 hours');
    await expect(alan).toHaveTextContent('Waiting since2026-02-23');
    await expect(alan).toHaveTextContent('Also awayNobody');
    await expect(alan).toHaveTextContent('ReasonNone given');
    await expect(alan).toHaveTextContent('FilesNone');
  },
};

/** The applicant's files are listed with their size, and each downloads on its button. */
export const DownloadFile: Story = {
  play: async ({ args, canvasElement }) => {
    const grace = card(canvasElement, 'Grace Hopper');
    await expect(grace).toHaveTextContent('flight ticket.pdf 48.2 kB');
    await userEvent.click(within(grace).getByRole('button', { name: 'flight ticket.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'f-ticket' }));
  },
};

const longQueue: LeaveToReview[] = Array.from({ length: 2 * REVIEW_CARDS_AT_A_TIME + 5 }, (_, index) => ({
  ...(toReview[index % toReview.length] as LeaveToReview),
  requestId: `r-many-${index + 1}`,
  approvalId: `a-many-${index + 1}`,
}));

/** The screen as the app wires it: the head of the queue asked for grows by each Show more. */
function GrowingQueue(props: Props) {
  const [shown, setShown] = useState(REVIEW_CARDS_AT_A_TIME);
  return (
    <LeaveReviewScreen
      {...props}
      items={longQueue.slice(0, shown)}
      total={longQueue.length}
      onShowMore={() => {
        props.onShowMore?.();
        setShown((count) => count + REVIEW_CARDS_AT_A_TIME);
      }}
    />
  );
}

/**
 * A long queue shows its head, saying how many wait in all, and Show more asks for as many again until
 * every one is there.
 */
export const LongQueue: Story = {
  args: { onShowMore: fn() },
  render: (args) => <GrowingQueue {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const total = longQueue.length;
    const cards = () => within(canvas.getByRole('list', { name: 'Leave to review' })).getAllByRole('article');
    await expect(cards()).toHaveLength(REVIEW_CARDS_AT_A_TIME);
    await expect(canvas.getByText(`${REVIEW_CARDS_AT_A_TIME} of ${total}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(cards()).toHaveLength(2 * REVIEW_CARDS_AT_A_TIME);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(cards()).toHaveLength(total);
    await expect(canvas.getByText(`${total} of ${total}`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(args.onShowMore).toHaveBeenCalledTimes(2);
  },
};

/** While more of the queue is on its way, Show more waits: a second press asks for nothing. */
export const LoadingMore: Story = {
  args: { total: 45, isLoadingMore: true, onShowMore: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Show more/ }));
    await expect(args.onShowMore).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the leave to review' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [], total: 0, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The leave to review could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nothing waits for your decision.' }),
    ).toBeVisible();
  },
};

/** Approving with a comment sends the decision and the comment, trimmed. */
export const ApproveWithComment: Story = {
  play: async ({ args, canvasElement }) => {
    const grace = card(canvasElement, 'Grace Hopper');
    await userEvent.click(within(grace).getByRole('button', { name: 'Approve Grace Hopper’s leave' }));
    const dialog = await findDialog('Approve leave for Grace Hopper?');
    await expect(dialog).toHaveTextContent('AL, 2026-03-16 – 2026-03-20 (morning) (4.5 days).');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), ' Enjoy the break ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith('r-1', 'approve', 'Enjoy the break'));
    await expectNoDialog();
    await expect(within(canvasElement).getByText('Approved Grace Hopper’s leave.')).toBeVisible();
  },
};

/** Rejecting without a comment sends null; Cancel first sends nothing. */
export const RejectWithoutComment: Story = {
  play: async ({ args, canvasElement }) => {
    const alan = card(canvasElement, 'Alan Turing');
    const reject = within(alan).getByRole('button', { name: 'Reject Alan Turing’s leave' });
    await userEvent.click(reject);
    let dialog = await findDialog('Reject leave for Alan Turing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoDialog();
    await expect(args.onDecide).not.toHaveBeenCalled();

    await userEvent.click(reject);
    dialog = await findDialog('Reject leave for Alan Turing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith('r-2', 'reject', null));
  },
};

/** Someone else decided first (409): the message shows on the card, which stays. */
export const AlreadyDecided: Story = {
  args: {
    onDecide: fn<Props['onDecide']>(async () => ({
      message: 'This request was already approved by Margaret Hamilton.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const grace = card(canvasElement, 'Grace Hopper');
    await userEvent.click(within(grace).getByRole('button', { name: 'Approve Grace Hopper’s leave' }));
    const dialog = await findDialog('Approve leave for Grace Hopper?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledTimes(1));
    await expectNoDialog();
    await expect(within(grace).getByRole('alert')).toHaveTextContent(
      'This request was already approved by Margaret Hamilton.',
    );
    await expect(card(canvasElement, 'Grace Hopper')).toBeVisible();
    await expect(within(canvasElement).queryByText('Approved Grace Hopper’s leave.')).toBeNull();
    await userEvent.click(within(grace).getByRole('button', { name: 'Dismiss' }));
    await expect(within(grace).queryByRole('alert')).toBeNull();
  },
};

/** A refusal about the comment keeps the dialog open with the message on the comment. */
export const CommentRefused: Story = {
  args: {
    onDecide: fn<Props['onDecide']>(async () => ({
      field: 'comment',
      message: 'Say why the leave is rejected.',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(card(canvasElement, 'Alan Turing')).getByRole('button', { name: 'Reject Alan Turing’s leave' }),
    );
    const dialog = await findDialog('Reject leave for Alan Turing?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription(expect.stringContaining('Say why the leave is rejected.')),
    );
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};
