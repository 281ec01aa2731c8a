import { amountMessage, ENTER_A_DESCRIPTION } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listStateStories } from '../employer/referenceDataStories.ts';
import {
  body,
  expectNoDialog,
  findDialog,
  grid,
  retype,
  rowOf,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { PayItemsScreen } from './PayItemsScreen.tsx';
import type { PayItemsScreenProps } from './payItem.ts';
import { bonuses, deductions, earnings } from './payItemStoryData.ts';

type Save = PayItemsScreenProps['onSave'];
type Delete = PayItemsScreenProps['onDelete'];
type SetActive = PayItemsScreenProps['onSetActive'];

const meta = {
  title: 'Screens/Payroll/PayItemsScreen',
  component: PayItemsScreen,
  tags: ['autodocs'],
  args: {
    kind: 'Earning',
    currency: 'KES',
    status: 'ready',
    items: earnings,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onSetActive: fn<SetActive>(async () => undefined),
  },
} satisfies Meta<typeof PayItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('switch', { name });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const savedValues = (onSave: Save) => (onSave as ReturnType<typeof fn<Save>>).mock.calls[0] ?? [];

async function openAdd(canvasElement: HTMLElement, kind: string) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: `Add ${kind}` });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog(`Add ${kind}`);
}

/** The Earnings page: every column, an inactive item muted and marked No. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    const table = grid(canvasElement, 'Earnings');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Code',
      'Description',
      'Amount',
      'Quantity',
      'Unit',
      'Tax',
      'Other Statutory',
      'Active',
    ]);
    const housing = rowOf(table, 'Housing allowance');
    await expect([...(housing as HTMLTableRowElement).cells].map((cell) => cell.textContent)).toEqual([
      'HSE',
      'Housing allowance',
      '15000.00',
      '1',
      'Month',
      'Yes',
      'No',
      'Yes',
    ]);
    await expect(within(rowOf(table, 'Overtime (old rate)')).getByText('OT')).toHaveAttribute(
      'data-inactive',
    );
  },
};

/** The Deductions page: its own title and button, and switches that speak of deductions. */
export const Deductions: Story = {
  args: { kind: 'Deduction', items: deductions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Deductions' })).toBeVisible();
    const dialog = await openAdd(canvasElement, 'Deduction');
    await expect(switchOf(dialog, 'Tax')).toHaveAccessibleDescription(
      'Taken before tax, so it lowers taxable income. Off: taken after tax, from net pay only.',
    );
  },
};

/** The Bonus page. */
export const Bonus: Story = {
  args: { kind: 'Bonus', items: bonuses },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Bonus' })).toBeVisible();
    await expect(within(grid(canvasElement, 'Bonus')).getByText('Performance bonus')).toBeVisible();
    await openAdd(canvasElement, 'Bonus');
  },
};

const states = listStateStories({
  title: 'Earnings',
  many: 'earnings',
  addLabel: 'Add Earning',
  addTitle: 'Add Earning',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** The filter looks in codes and descriptions. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Earnings');
    const filter = within(canvasElement).getByRole('searchbox', { name: 'Filter earnings' });
    await userEvent.type(filter, 'transp');
    await waitFor(() => expect(within(table).queryByText('Housing allowance')).not.toBeInTheDocument());
    await expect(within(table).getByText('Transport')).toBeVisible();
    await retype(filter, 'zzz');
    await expect(within(table).getByText('No earnings match “zzz”')).toBeVisible();
  },
};

/**
 * A new earning starts with Tax and Other Statutory on; what amount × quantity comes to shows as it
 * is typed; Other Statutory switched off is what is saved, Tax stays on.
 */
export const AddSwitchesDefaultOn: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement, 'Earning');
    await expect(switchOf(dialog, 'Tax')).toBeChecked();
    await expect(switchOf(dialog, 'Other Statutory')).toBeChecked();
    await expect(switchOf(dialog, 'Active')).toBeChecked();
    await expect(within(dialog).getByRole('group', { name: 'Statutory Contribution' })).toBeVisible();
    await userEvent.type(textbox(dialog, 'Code'), 'MEAL');
    await userEvent.type(textbox(dialog, 'Description'), 'Meal allowance');
    await userEvent.type(textbox(dialog, 'Amount'), '500');
    await retype(textbox(dialog, 'Quantity'), '2');
    await retype(textbox(dialog, 'Unit'), 'Day');
    await expect(within(dialog).getByText('Comes to 500.00 × 2 Day = 1,000.00 a pay period.')).toBeVisible();
    await userEvent.click(switchOf(dialog, 'Other Statutory'));
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, existing] = savedValues(args.onSave);
    await expect(values).toEqual({
      code: 'MEAL',
      description: 'Meal allowance',
      isActive: true,
      amount: '500.00',
      quantity: '2',
      unit: 'Day',
      tax: true,
      otherStatutory: false,
    });
    await expect(existing).toBeUndefined();
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Meal allowance added.');
  },
};

/** A row opens its item for editing, switches as saved; the change goes out with the item. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Earnings')).getByText('Housing allowance'));
    const dialog = await findDialog('Edit Earning');
    await expect(textbox(dialog, 'Amount')).toHaveValue('15000.00');
    await expect(switchOf(dialog, 'Tax')).toBeChecked();
    await expect(switchOf(dialog, 'Other Statutory')).not.toBeChecked();
    await retype(textbox(dialog, 'Amount'), '16500.5');
    await expect(
      within(dialog).getByText('Comes to 16,500.50 × 1 Month = 16,500.50 a pay period.'),
    ).toBeVisible();
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, existing] = savedValues(args.onSave);
    await expect(values).toMatchObject({ code: 'HSE', amount: '16500.50', otherStatutory: false });
    await expect(existing).toBe(earnings[0]);
  },
};

/** Nothing is sent while a required field is empty or the quantity is not more than 0. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement, 'Earning');
    await userEvent.type(textbox(dialog, 'Code'), 'X');
    await retype(textbox(dialog, 'Quantity'), '0');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Description')).toHaveAccessibleDescription(
        expect.stringContaining(ENTER_A_DESCRIPTION),
      ),
    );
    await expect(textbox(dialog, 'Amount')).toHaveAccessibleDescription(
      expect.stringContaining(amountMessage(2)),
    );
    await expect(textbox(dialog, 'Quantity')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** In a currency without decimals (JPY), an amount with some is refused; a whole one is saved. */
export const TooManyDecimalsForCurrency: Story = {
  args: { currency: 'JPY', items: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement, 'Earning');
    const amount = textbox(dialog, 'Amount');
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining('in whole JPY'));
    await userEvent.type(textbox(dialog, 'Code'), 'HSE');
    await userEvent.type(textbox(dialog, 'Description'), 'Housing');
    await userEvent.type(amount, '30000.50');
    await save(dialog);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(amountMessage(0))),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await retype(amount, '30000');
    await expect(within(dialog).getByText('Comes to 30,000 × 1 Month = 30,000 a pay period.')).toBeVisible();
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(savedValues(args.onSave)[0]).toMatchObject({ amount: '30000' });
  },
};

const refusal = 'Housing allowance is assigned to 3 employees. Deactivate it instead.';

/** Delete asks first; the server's refusal (employees have it) shows in the dialog, which stays. */
export const DeleteRefused: Story = {
  args: { onDelete: fn<Delete>(async () => ({ message: refusal })) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Earnings')).getByText('Housing allowance'));
    const dialog = await findDialog('Edit Earning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete earning?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(earnings[0]);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
    await expect(dialog).toBeVisible();
  },
};

/** Deactivate acts at once and says so. */
export const Deactivate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(grid(canvasElement, 'Earnings')).getByText('Transport'));
    const dialog = await findDialog('Edit Earning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(earnings[1], false);
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Transport deactivated.');
  },
};
