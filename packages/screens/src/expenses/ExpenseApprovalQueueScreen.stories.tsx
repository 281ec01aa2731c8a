import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ExpenseApprovalQueueScreen,
  type ExpenseApprovalQueueScreenProps,
} from './ExpenseApprovalQueueScreen.tsx';
import { queueSummaries, submittedClaim } from './expenseStoryData.ts';

type Approve = ExpenseApprovalQueueScreenProps['onApprove'];
type Reject = ExpenseApprovalQueueScreenProps['onReject'];

const meta = {
  title: 'Screens/Expenses/ExpenseApprovalQueueScreen',
  component: ExpenseApprovalQueueScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    claims: queueSummaries,
    total: 2,
    onChoose: fn(),
    chosen: submittedClaim,
    onDownload: fn(),
    onApprove: fn<Approve>(async () => undefined),
    onReject: fn<Reject>(async () => undefined),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ExpenseApprovalQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function chooseFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const queue = within(canvas.getByRole('grid', { name: 'Expense Approvals' }));
  await userEvent.click(queue.getByText('Lagos supplier audit'));
  return within(await canvas.findByRole('region', { name: 'EC-0042 Lagos supplier audit' }));
}

/**
 * Oldest first; the chosen claim shows its duplicate receipt on the hotel line. Lowering the hotel
 * without a reason is refused on screen and nothing is sent; with a reason every line's amount goes.
 */
export const LowerALine: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('grid', { name: 'Expense Approvals' })).getAllByRole(
      'row',
    );
    await expect(rows[1]).toHaveTextContent('EC-0042');
    await expect(rows[2]).toHaveTextContent('EC-0048');
    const claim = await chooseFirst(canvasElement);
    await expect(args.onChoose).toHaveBeenCalledWith(queueSummaries[0]);
    const hotel = within(claim.getByRole('listitem', { name: 'Line 2: Hotel' }));
    await expect(hotel.getByRole('note')).toHaveTextContent('also claimed on EC-0007 by Kofi Mensah');

    const amount = hotel.getByRole('textbox', { name: 'Approve line 2: hotel at (GHS)' });
    await expect(amount).toHaveValue('1830.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.click(claim.getByRole('button', { name: 'Approve EC-0042' }));
    const reason = hotel.getByRole('textbox', { name: 'Reason for line 2: hotel' });
    await expect(reason).toHaveAccessibleDescription(
      /A reason is required to approve less than the 1,830.00 claimed\.$/,
    );
    await expect(args.onApprove).not.toHaveBeenCalled();

    await userEvent.type(reason, 'Policy allows USD 100 a night.');
    await userEvent.click(claim.getByRole('button', { name: 'Approve EC-0042' }));
    await waitFor(() =>
      expect(args.onApprove).toHaveBeenCalledWith('claim-42', [
        { lineId: 'line-taxi', approvedAmount: '250.00' },
        { lineId: 'line-hotel', approvedAmount: '1500', reason: 'Policy allows USD 100 a night.' },
        { lineId: 'line-mileage', approvedAmount: '105.00' },
      ]),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('EC-0042 approved.');
  },
};

/** A rejection asks a comment in a dialog; empty is refused there. */
export const Reject: Story = {
  play: async ({ args, canvasElement }) => {
    const claim = await chooseFirst(canvasElement);
    await userEvent.click(claim.getByRole('button', { name: 'Reject EC-0042' }));
    const dialog = within(
      await body.findByRole('dialog', { name: 'Reject Ama Mensah’s expense claim EC-0042?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      /Give a reason: Ama Mensah is told why the claim was rejected\./,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Not a business trip.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith('claim-42', 'Not a business trip.'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('EC-0042 rejected.');
  },
};

/** The server refuses naming `lines[1].approvedAmount`: the message shows on that line's amount. */
export const RefusedOnALine: Story = {
  args: {
    onApprove: fn<Approve>(async () => ({
      field: 'lines[1].approvedAmount',
      message: 'The approved amount 1,900.00 is more than the 1,830.00 claimed.',
    })),
  },
  play: async ({ canvasElement }) => {
    const claim = await chooseFirst(canvasElement);
    await userEvent.click(claim.getByRole('button', { name: 'Approve EC-0042' }));
    const hotel = within(claim.getByRole('listitem', { name: 'Line 2: Hotel' }));
    await waitFor(() =>
      expect(
        hotel.getByRole('textbox', { name: 'Approve line 2: hotel at (GHS)' }),
      ).toHaveAccessibleDescription(/The approved amount 1,900.00 is more than the 1,830.00 claimed\.$/),
    );
  },
};

/** A claim in the queue whose waiting step someone else decides now: read only. */
export const NotYoursToDecide: Story = {
  args: { chosen: { ...submittedClaim, canDecide: false } },
  play: async ({ canvasElement }) => {
    const claim = await chooseFirst(canvasElement);
    await expect(claim.getByText('This step is not yours to decide.')).toBeVisible();
    await expect(claim.queryByRole('button', { name: 'Approve EC-0042' })).toBeNull();
  },
};

/** The chosen claim is still on its way. */
export const ClaimLoading: Story = {
  args: { chosen: null, chosenStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Lagos supplier audit'));
    await expect(await canvas.findByRole('progressbar', { name: 'Loading the expense claim' })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', claims: [], total: 0 } };

export const LoadFailed: Story = {
  args: { status: 'error', claims: [], total: 0, errorMessage: 'The server did not answer.' },
};

export const Empty: Story = { args: { claims: [], total: 0 } };
