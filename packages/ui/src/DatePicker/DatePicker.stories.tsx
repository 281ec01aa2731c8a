import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

/** The value most recently reported to a mocked onChange. */
function lastValue(onChange: unknown) {
  return (onChange as Mock).mock.lastCall?.[0];
}

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Effective Date', onChange: fn() },
  decorators: [
    // Segments follow the locale's order; pinning it keeps the typed order of the stories known.
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: '16rem' }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateOfBirth: Story = {
  args: {
    label: 'Date of Birth',
    isRequired: true,
    placeholderValue: parseDate('1990-01-01'),
    maxValue: parseDate('2010-12-31'),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('spinbutton', { name: /month/i });
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03');
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('15');
    await userEvent.keyboard('1988');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(lastValue(args.onChange)?.toString()).toBe('1988-03-15');
    await expect(canvas.getByRole('group', { name: /Date of Birth/ })).toHaveTextContent('3/15/1988');
    // Arrow keys step the focused segment.
    await userEvent.keyboard('{ArrowUp}');
    await expect(lastValue(args.onChange)?.toString()).toBe('1989-03-15');
  },
};

export const EffectiveDate: Story = {
  args: { defaultValue: parseDate('2024-03-15') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /March 15, 2024 selected/ })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: /March 20, 2024/ }));
    await expect(lastValue(args.onChange)?.toString()).toBe('2024-03-20');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('group', { name: /Effective Date/ })).toHaveTextContent('3/20/2024');
  },
};

export const CalendarKeyboard: Story = {
  args: { defaultValue: parseDate('2024-03-15') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /March 15, 2024 selected/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastValue(args.onChange)?.toString()).toBe('2024-03-22');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Focus leaving with only the month typed is reported as 'some': there is no date to report yet. */
export const PartlyTyped: Story = {
  args: { onSegmentsBlur: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('12');
    await userEvent.click(document.body);
    await waitFor(() => expect(args.onSegmentsBlur).toHaveBeenLastCalledWith('some'));
    await expect(args.onChange).not.toHaveBeenCalled();
    // Finishing the date and leaving again reports the whole date.
    await userEvent.click(canvas.getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('012026');
    await expect(lastValue(args.onChange)?.toString()).toBe('2026-12-01');
    await userEvent.click(document.body);
    await waitFor(() => expect(args.onSegmentsBlur).toHaveBeenLastCalledWith('all'));
  },
};

export const Empty: Story = {
  args: { description: 'The day the change takes effect.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Effective Date/ });
    await expect(group).toHaveTextContent('mm/dd/yyyy');
  },
};

export const OutOfRange: Story = {
  args: {
    label: 'Date of Birth',
    defaultValue: parseDate('2015-06-01'),
    maxValue: parseDate('2010-12-31'),
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12\/31\/2010 or earlier/)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: parseDate('2024-02-29'),
    isInvalid: true,
    errorMessage: 'The effective date must be in an open pay period.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The effective date must be in an open pay period.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Effective Date/ })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: parseDate('2024-03-15'), isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).not.toHaveFocus();
  },
};
