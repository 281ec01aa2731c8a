import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeCalendar } from './RangeCalendar.tsx';

const meta = {
  title: 'UI/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Leave dates',
    defaultFocusedValue: parseDate('2024-03-01'),
    onChange: fn(),
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /March 11, 2024/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /March 15, 2024/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: parseDate('2024-03-11'),
      end: parseDate('2024-03-15'),
    });
    await expect(canvas.getByRole('button', { name: /March 13, 2024 selected$/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const Selected: Story = {
  args: { defaultValue: { start: parseDate('2024-03-04'), end: parseDate('2024-03-08') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every cell's name starts with the selected range, so match the day at the end of the name.
    await expect(canvas.getByRole('button', { name: /Monday, March 4, 2024 selected$/ })).toHaveAttribute(
      'data-selection-start',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Friday, March 8, 2024 selected$/ })).toHaveAttribute(
      'data-selection-end',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Wednesday, March 6, 2024 selected$/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /March 1, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // react-aria moves on a day after the start so the growing range is visible.
    await expect(canvas.getByRole('button', { name: /March 2, 2024 selected$/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /March 10, 2024 selected$/ })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      start: parseDate('2024-03-01'),
      end: parseDate('2024-03-10'),
    });
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2024-03-04'), end: parseDate('2024-03-08') },
    isInvalid: true,
    errorMessage: 'Leave overlaps a public holiday.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Leave overlaps a public holiday.')).toBeVisible();
  },
};
