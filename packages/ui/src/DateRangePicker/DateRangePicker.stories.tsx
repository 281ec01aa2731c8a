import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';

/** The `{ start, end }` most recently reported to a mocked onChange, as ISO dates. */
function lastRange(onChange: unknown) {
  const range = (onChange as Mock).mock.lastCall?.[0];
  return range ? { start: range.start.toString(), end: range.end.toString() } : null;
}

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Incident dates', description: 'From and to, both days included.', onChange: fn() },
  decorators: [
    // Segments follow the locale's order; pinning it keeps the typed order of the stories known.
    (Story) => (
      <I18nProvider locale="en-US">
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholderValue: parseDate('2024-03-01') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('group', { name: /Incident dates/ })).toHaveTextContent(
      'mm/dd/yyyy–mm/dd/yyyy',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: /March 11, 2024/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 15, 2024/ }));
    await expect(lastRange(args.onChange)).toEqual({ start: '2024-03-11', end: '2024-03-15' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('group', { name: /Incident dates/ })).toHaveTextContent(
      '3/11/2024–3/15/2024',
    );
  },
};

export const TypeFromAndTo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month, Start date/i })).toHaveFocus();
    await userEvent.keyboard('04012024');
    await expect(canvas.getByRole('spinbutton', { name: /month, End date/i })).toHaveFocus();
    await userEvent.keyboard('04052024');
    await expect(lastRange(args.onChange)).toEqual({ start: '2024-04-01', end: '2024-04-05' });
  },
};

export const Selected: Story = {
  args: { defaultValue: { start: parseDate('2024-03-04'), end: parseDate('2024-03-08') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /Incident dates/ })).toHaveTextContent(
      '3/4/2024–3/8/2024',
    );
  },
};

export const EndBeforeStart: Story = {
  args: {
    defaultValue: { start: parseDate('2024-03-08'), end: parseDate('2024-03-04') },
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Incident dates/ })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    await expect(canvas.getByText(/Start date must be before end date/)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: parseDate('2024-03-04'), end: parseDate('2024-03-08') },
    isInvalid: true,
    errorMessage: 'These dates overlap another incident.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('These dates overlap another incident.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: { start: parseDate('2024-03-04'), end: parseDate('2024-03-08') },
    isDisabled: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};
