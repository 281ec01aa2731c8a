import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';

const meta = {
  title: 'UI/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Effective Date', defaultValue: parseDate('2024-03-15'), onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /March 2024/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /March 15, 2024/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /March 20, 2024/ }));
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2024-03-20'));
    await expect(canvas.getByRole('button', { name: /March 20, 2024/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const MonthNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: /April 2024/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: /February 2024/ })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const selected = canvas.getByRole('button', { name: /March 15, 2024/ });
    await expect(selected).toHaveFocus();
    await expect(selected).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /March 23, 2024/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2024-03-23'));
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { name: /April 2024/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /April 23, 2024/ })).toHaveFocus();
  },
};

export const MinAndMax: Story = {
  args: { minValue: parseDate('2024-03-10'), maxValue: parseDate('2024-03-25') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tooEarly = canvas.getByRole('button', { name: /March 5, 2024/ });
    await expect(tooEarly).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tooEarly, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
  },
};

export const UnavailableDays: Story = {
  args: {
    'aria-label': 'Leave start',
    isDateUnavailable: (date) => date.toDate('UTC').getUTCDay() % 6 === 0,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const saturday = canvas.getByRole('button', { name: /Saturday, March 16, 2024/ });
    await expect(saturday).toHaveAttribute('data-unavailable', 'true');
    await userEvent.click(saturday);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The effective date must be in an open pay period.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The effective date must be in an open pay period.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /March 15, 2024/ })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /March 20, 2024/ }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
