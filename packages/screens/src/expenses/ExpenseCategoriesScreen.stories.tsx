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
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { ExpenseCategoriesScreen, type ExpenseCategoriesScreenProps } from './ExpenseCategoriesScreen.tsx';
import { expenseCategories, setupArgs } from './expenseSetupStoryData.ts';

type Save = ExpenseCategoriesScreenProps['onSave'];
type Delete = ExpenseCategoriesScreenProps['onDelete'];

const meta = {
  title: 'Screens/Expenses/ExpenseCategoriesScreen',
  component: ExpenseCategoriesScreen,
  tags: ['autodocs'],
  args: {
    ...setupArgs(expenseCategories),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof ExpenseCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Expense Categories');
const cells = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Category' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Category');
}

async function openEdit(canvasElement: HTMLElement, description: string) {
  await userEvent.click(within(table(canvasElement)).getByText(description));
  return findDialog('Edit expense category');
}

/** By code; limits in the payroll currency's decimals, a blank limit "No limit", a receipt never asked "Never". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(
      within(canvasElement).getByText('Limits and receipts are in GHS, the payroll currency.'),
    ).toBeVisible();
    await expect(shownCodes(rows)).toEqual(['GYM', 'HOTEL', 'PHONE', 'TAXI']);
    await expect(cells(rowOf(rows, 'Taxi'))).toEqual([
      'TAXI',
      'Taxi',
      'No',
      '200.00',
      '600.00',
      '50.00',
      'Yes',
    ]);
    await expect(cells(rowOf(rows, 'Phone allowance'))).toEqual([
      'PHONE',
      'Phone allowance',
      'Yes',
      'No limit',
      '150.00',
      'Never',
      'Yes',
    ]);
    await expect(rowOf(rows, 'Gym membership').lastElementChild).toHaveTextContent('No');
  },
};

const states = listStateStories({
  title: 'Expense Categories',
  many: 'expense categories',
  addLabel: 'Add Category',
  addTitle: 'Add Category',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new category starts not taxable, without limits, active; amounts come back with the currency's decimals. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Taxable' })).not.toBeChecked();
    await userEvent.type(textbox(dialog, 'Code'), 'MEALS');
    await userEvent.type(textbox(dialog, 'Description'), 'Meals');
    await userEvent.type(textbox(dialog, 'Limit per claim'), '250');
    await userEvent.type(textbox(dialog, 'Receipt required above'), '0');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'MEALS',
          description: 'Meals',
          taxable: false,
          limitPerClaim: '250.00',
          limitPerMonth: null,
          receiptRequiredAbove: '0.00',
          active: true,
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Meals added.');
  },
};

/** An amount with more decimals than the currency has, and a code on screen, are refused before sending. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'taxi');
    await userEvent.type(textbox(dialog, 'Description'), 'Taxi again');
    await userEvent.type(textbox(dialog, 'Limit per month'), '12.345');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Limit per month')).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter a limit more than 0 with at most 2 decimals, or leave it blank for no limit.',
        ),
      ),
    );
    await retype(textbox(dialog, 'Limit per month'), '');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Code')).toHaveAccessibleDescription(
        expect.stringContaining('Code TAXI is already used by another expense category.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** While the server saves, Save waits and a second press sends nothing. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'MEALS');
    await userEvent.type(textbox(dialog, 'Description'), 'Meals');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    await save(dialog);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A code taken since the list loaded comes back from the server (409) and shows on Code; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      field: 'code',
      message: 'Code MEALS is already used by another expense category.',
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'MEALS');
    await userEvent.type(textbox(dialog, 'Description'), 'Meals');
    await userEvent.type(textbox(dialog, 'Limit per month'), '400');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Code')).toHaveAccessibleDescription(
        expect.stringContaining('Code MEALS is already used by another expense category.'),
      ),
    );
    await expect(textbox(dialog, 'Limit per month')).toHaveValue('400');
  },
};

/** Opened from a row: its values; made taxable and saved, announced by its description. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Hotel');
    await expect(textbox(dialog, 'Code')).toHaveValue('HOTEL');
    await expect(textbox(dialog, 'Limit per month')).toHaveValue('');
    await expect(textbox(dialog, 'Receipt required above')).toHaveValue('0.00');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Taxable' }));
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'HOTEL',
          description: 'Hotel',
          taxable: true,
          limitPerClaim: '3000.00',
          limitPerMonth: null,
          receiptRequiredAbove: '0.00',
          active: true,
        },
        expenseCategories[1],
      ),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hotel saved.');
  },
};

/** A category claim lines use cannot be deleted (409): the dialog says so and stays open. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn<Delete>(async () => ({
      message: 'Taxi is used by 12 claim lines and cannot be deleted: deactivate it instead.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Taxi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete expense category?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expenseCategories[0]);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('deactivate it instead'));
    await expect(dialog).toBeVisible();
  },
};
