import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Banner, type BannerProps } from './Banner.tsx';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { children: 'In a rush? Just fill up this page and you are good to go.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('In a rush? Just fill up this page and you are good to go.');
    await expect(within(banner).getByRole('img', { name: 'Information' })).toBeVisible();
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Payroll processed',
    children: 'Payslips for March are ready to send.',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Payroll processed' });
    await expect(within(banner).getByRole('img', { name: 'Success' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Tax brackets missing',
    children: 'Add at least one bracket before the statutory tax can be used in payroll.',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status', { name: 'Tax brackets missing' });
    await expect(within(banner).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Could not load employees',
    children: 'The server did not answer. Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Could not load employees' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Urgent: Story = {
  args: {
    variant: 'danger',
    isUrgent: true,
    title: 'Payroll was not saved',
    children: 'Two employees have no bank account. Add one for each and process again.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Payroll was not saved' });
    await expect(within(alert).getByRole('img', { name: 'Error' })).toBeVisible();
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    variant: 'danger',
    title: 'Could not load employees',
    children: 'The server did not answer.',
    action: (
      <Button variant="secondary" size="small" onPress={retry}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.click(button);
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(2);
  },
};

/** The owner removes the banner when onDismiss is called; this story keeps that state locally. */
function DismissibleBanner(args: BannerProps) {
  const [isShown, setShown] = useState(true);
  if (!isShown) {
    return null;
  }
  return (
    <Banner
      {...args}
      onDismiss={() => {
        args.onDismiss?.();
        setShown(false);
      }}
    />
  );
}

export const Dismissible: Story = {
  args: { variant: 'success', title: 'Employee added', onDismiss: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <DismissibleBanner {...args}>Ama Mensah now appears in the list.</DismissibleBanner>
      <DismissibleBanner {...args} title="Leave approved">
        Kofi's leave starts on Monday.
      </DismissibleBanner>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('status', { name: 'Employee added' });
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.queryByRole('status', { name: 'Employee added' })).not.toBeInTheDocument(),
    );

    const second = canvas.getByRole('status', { name: 'Leave approved' });
    await userEvent.tab();
    await expect(within(second).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(canvas.queryByRole('status', { name: 'Leave approved' })).not.toBeInTheDocument(),
    );
  },
};
