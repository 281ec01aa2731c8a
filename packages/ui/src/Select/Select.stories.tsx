import { PAY_PERIODS, PAYMENT_METHODS } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/index.ts';
import { Select } from './Select.tsx';

const payPeriods = PAY_PERIODS.map((name) => ({ id: name, name }));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Pay Period', items: payPeriods, onChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayPeriod: Story = {
  args: { defaultValue: 'Monthly' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Pay Period/ });
    await expect(trigger).toHaveTextContent('Monthly');
    await userEvent.click(trigger);
    const listBox = await body.findByRole('listbox', { name: 'Pay Period' });
    await expect(within(listBox).getByRole('option', { name: 'Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(listBox).getByRole('option', { name: 'Bi-Weekly' }));
    await expect(args.onChange).toHaveBeenCalledWith('Bi-Weekly');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Bi-Weekly');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Options as static children rather than `items`. */
export const Method: Story = {
  args: { label: 'Method', items: undefined, defaultValue: 'Bank' },
  render: (args) => (
    <Select {...args}>
      {PAYMENT_METHODS.map((method) => (
        <ListBoxItem key={method} id={method}>
          {method}
        </ListBoxItem>
      ))}
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Method/ })).toHaveTextContent('Bank');
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'Choose a pay period', description: 'How often employees are paid.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Pay Period/ });
    await expect(trigger).toHaveTextContent('Choose a pay period');
    await expect(trigger).toHaveAccessibleDescription('How often employees are paid.');
  },
};

export const Keyboard: Story = {
  args: { placeholder: 'Choose a pay period' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Pay Period/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listBox = await body.findByRole('listbox', { name: 'Pay Period' });
    await waitFor(() => expect(within(listBox).getByRole('option', { name: 'Monthly' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listBox).getByRole('option', { name: 'Weekly' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Weekly');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Weekly');

    // Type-ahead on the closed trigger selects the first option starting with the letters.
    await userEvent.keyboard('se');
    await expect(args.onChange).toHaveBeenLastCalledWith('Semi-Monthly');
    await expect(trigger).toHaveTextContent('Semi-Monthly');

    // Type-ahead in the open list moves focus; Enter chooses.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('listbox', { name: 'Pay Period' });
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Semi-Monthly' })).toHaveFocus());
    await userEvent.keyboard('bi');
    await expect(within(reopened).getByRole('option', { name: 'Bi-Weekly' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Bi-Weekly');
  },
};

export const Escape: Story = {
  args: { defaultValue: 'Weekly' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Pay Period/ });
    await userEvent.click(trigger);
    await body.findByRole('listbox', { name: 'Pay Period' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Weekly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { isRequired: true, placeholder: 'Choose a pay period' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pay Period')).toBeVisible();
    await expect(canvas.getByRole('combobox', { hidden: true })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a pay period.', placeholder: 'Choose a pay period' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a pay period.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pay Period/ })).toHaveAccessibleDescription(
      'Choose a pay period.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Monthly' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Pay Period/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: { disabledKeys: ['Weekly'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pay Period/ }));
    const listBox = await within(document.body).findByRole('listbox', { name: 'Pay Period' });
    await expect(within(listBox).getByRole('option', { name: 'Weekly' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
