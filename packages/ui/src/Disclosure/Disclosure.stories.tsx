import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/index.ts';
import { Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    title: 'Earning',
    children: 'Basic allowance, transport allowance and overtime are paid with the monthly salary.',
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

const addEarning = fn();

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Earning' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Basic allowance/)).not.toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/Basic allowance/)).toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Basic allowance/)).not.toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Earning' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Earning' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Earning', level: 3 })).toBeInTheDocument();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Earning' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/Basic allowance/)).toBeVisible());

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/Basic allowance/)).not.toBeVisible());
  },
};

export const WithActions: Story = {
  args: {
    defaultExpanded: true,
    children: 'N/A',
    actions: <IconButton icon="add" aria-label="Add earning" size="small" onPress={addEarning} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Earning' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add earning' }));
    await expect(addEarning).toHaveBeenCalledTimes(1);
    // The action sits beside the trigger, not inside it: pressing it leaves the panel as it was.
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Earning' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};
