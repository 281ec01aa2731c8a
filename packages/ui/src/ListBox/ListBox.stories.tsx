import { PAY_PERIODS, PAYMENT_METHODS } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, type Mock, userEvent, within } from 'storybook/test';
import { ListBox } from './ListBox.tsx';
import { ListBoxItem } from './ListBoxItem.tsx';
import { ListBoxSection } from './ListBoxSection.tsx';

const payPeriods = PAY_PERIODS.map((name) => ({ id: name, name }));

/** react-aria reports a Selection (a Set subclass); compare its keys, as a user sees the options. */
function lastSelectedKeys(onSelectionChange: unknown) {
  const [keys] = (onSelectionChange as Mock<(keys: Iterable<unknown>) => void>).mock.lastCall ?? [[]];
  return [...keys];
}

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: {
    'aria-label': 'Pay period',
    selectionMode: 'single',
    items: payPeriods,
    onSelectionChange: fn(),
    children: (item: { id: string; name: string }) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListBox<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const weekly = canvas.getByRole('option', { name: 'Weekly' });
    await userEvent.click(weekly);
    await expect(weekly).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['Weekly']);
  },
};

export const Selected: Story = {
  args: { defaultSelectedKeys: ['Semi-Monthly'] },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'Semi-Monthly' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(option).toHaveAttribute('data-selected', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const semiMonthly = canvas.getByRole('option', { name: 'Semi-Monthly' });
    await expect(semiMonthly).toHaveFocus();
    await expect(semiMonthly).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['Semi-Monthly']);
    await userEvent.keyboard('b');
    await expect(canvas.getByRole('option', { name: 'Bi-Weekly' })).toHaveFocus();
  },
};

export const DisabledItems: Story = {
  args: { disabledKeys: ['Weekly', 'Bi-Weekly'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const weekly = canvas.getByRole('option', { name: 'Weekly' });
    await expect(weekly).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(weekly, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Semi-Monthly' })).toHaveFocus();
  },
};

export const Sections: Story = {
  args: { 'aria-label': 'Payroll settings', items: undefined },
  render: (args) => (
    <ListBox
      aria-label={args['aria-label']}
      selectionMode="single"
      onSelectionChange={args.onSelectionChange}
    >
      <ListBoxSection title="Pay period" items={payPeriods}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ListBoxSection>
      <ListBoxSection title="Method">
        {PAYMENT_METHODS.map((method) => (
          <ListBoxItem key={method} id={method}>
            {method}
          </ListBoxItem>
        ))}
      </ListBoxSection>
    </ListBox>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Pay period' })).toBeInTheDocument();
    const method = canvas.getByRole('group', { name: 'Method' });
    await userEvent.click(within(method).getByRole('option', { name: 'Cheque' }));
    await expect(lastSelectedKeys(args.onSelectionChange)).toEqual(['Cheque']);
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'No pay periods yet' },
  play: async ({ canvasElement }) => {
    const listBox = within(canvasElement).getByRole('listbox', { name: 'Pay period' });
    await expect(listBox).toHaveAttribute('data-empty', 'true');
    await expect(within(listBox).getByText('No pay periods yet')).toBeVisible();
  },
};

export const Actions: Story = {
  args: { selectionMode: 'none', onAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('option', { name: 'Monthly' }));
    await expect(args.onAction).toHaveBeenCalledWith('Monthly');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('Weekly');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};
