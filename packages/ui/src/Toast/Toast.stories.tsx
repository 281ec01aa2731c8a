import { TOAST_DURATION_MS } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ToastRegion } from './ToastRegion.tsx';
import { createToastQueue, type ToastContent } from './toastQueue.ts';

interface StoryArgs {
  /** The button that adds the toasts. */
  actionLabel: string;
  toasts: ToastContent[];
  /** Keep the toasts until closed, for looking at them. */
  isPersistent?: boolean;
}

function ToastDemo({ actionLabel, toasts, isPersistent = false }: StoryArgs) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <Button
        onPress={() => {
          for (const toast of toasts) queue.add(toast, isPersistent ? { timeout: null } : undefined);
        }}
      >
        {actionLabel}
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: {
    actionLabel: 'Save employee',
    toasts: [{ title: 'Employee saved', description: 'Ada Lovelace was added.', variant: 'success' }],
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save employee' });
    await userEvent.click(trigger);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Employee saved');
    await expect(body.getByRole('alertdialog', { name: 'Employee saved' })).toHaveAccessibleDescription(
      'Ada Lovelace was added.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const KeyboardClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save employee' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: 'Employee saved' });
    // F6 is react-aria's landmark key; it moves focus into the toast region.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(body.getByRole('region', { name: '1 notification.' })).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Danger: Story = {
  args: {
    actionLabel: 'Process payroll',
    toasts: [{ title: 'Payroll could not be processed', description: 'Try again later.', variant: 'danger' }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Process payroll' }));
    const toast = await body.findByRole('alertdialog', { name: 'Payroll could not be processed' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Try again later.');
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS / 2));
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const Stacked: Story = {
  args: {
    actionLabel: 'Import employees',
    toasts: [
      { title: 'Import started', variant: 'info' },
      { title: '12 employees imported', variant: 'success' },
      { title: '2 rows skipped', description: 'They had no employee number.', variant: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import employees' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
    const region = body.getByRole('region', { name: /notifications/i });

    await userEvent.hover(region);
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 500));
    await expect(body.getAllByRole('alertdialog')).toHaveLength(3);

    await userEvent.unhover(region);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const Variants: Story = {
  args: {
    actionLabel: 'Show every variant',
    isPersistent: true,
    toasts: [
      { title: 'Leave request sent', variant: 'info' },
      { title: 'Department added', variant: 'success' },
      { title: 'Session ends in 5 minutes', variant: 'warning' },
      { title: 'Upload failed', description: 'The file is larger than 10 MB.', variant: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show every variant' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(4));
  },
};
