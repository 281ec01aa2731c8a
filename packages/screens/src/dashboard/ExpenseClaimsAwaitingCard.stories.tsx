import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpenseClaimsAwaitingCard } from './ExpenseClaimsAwaitingCard.tsx';

const meta = {
  title: 'Screens/Dashboard/ExpenseClaimsAwaitingCard',
  component: ExpenseClaimsAwaitingCard,
  tags: ['autodocs'],
  args: { status: 'ready', count: 3, onRetry: fn() },
} satisfies Meta<typeof ExpenseClaimsAwaitingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Expense claims' }));

/** Three claims wait for the viewer's decision; the link opens Approvals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const scope = card(canvasElement);
    await expect(scope.getByRole('group', { name: 'Expense claims awaiting you' })).toHaveTextContent('3');
    await expect(scope.getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/expenses/approvals',
    );
  },
};

/** Nothing waits: the figure says 0 rather than hiding, so an approver knows the queue is clear. */
export const NoneWaiting: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement).getByRole('group', { name: 'Expense claims awaiting you' }),
    ).toHaveTextContent('0');
  },
};

export const Loading: Story = {
  args: { status: 'loading', count: undefined },
  play: async ({ canvasElement }) => {
    const scope = card(canvasElement);
    await expect(
      scope.getByRole('progressbar', { name: 'Counting the expense claims awaiting you' }),
    ).toBeVisible();
    await expect(scope.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', count: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = card(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The expense claims awaiting you could not be counted.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
