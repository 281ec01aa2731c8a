import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { payChoices, STORY_TODAY } from './employeePayStoryData.ts';
import { adjustments, longNameAdjustments, reportEmployees } from './payrollReportStoryData.ts';
import { SalaryAdjustmentsScreen } from './SalaryAdjustmentsScreen.tsx';
import type { SalaryAdjustmentsScreenProps } from './salaryAdjustment.ts';

type Delete = SalaryAdjustmentsScreenProps['onDelete'];

const meta = {
  title: 'Screens/Payroll/SalaryAdjustmentsScreen',
  component: SalaryAdjustmentsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    adjustments,
    onRetry: fn(),
    onDelete: fn<Delete>(async () => undefined),
    employees: reportEmployees,
    onEmployeeSearch: fn(),
    choices: payChoices,
    payrollCurrency: 'GHS',
    today: STORY_TODAY,
    onSave: fn<SalaryAdjustmentsScreenProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof SalaryAdjustmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Salary Adjustments' });
const cellsOf = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);

/** Each adjustment: amount with its currency, the items it adds, the arrears' state and the remarks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salary Adjustments' })).toBeVisible();
    const grid = table(canvasElement);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Employee',
      'Effective Date',
      'Amount',
      'Items',
      'Arrears',
      'Remarks',
      'Actions',
    ]);
    const [, kofi, amaPaid, amaItems] = within(grid).getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(kofi as HTMLElement).slice(0, 6)).toEqual([
      'Kofi Mensah',
      '2026-09-01',
      '4,500.00 GHS',
      'Housing, SSNIT',
      'Due',
      'Promotion to senior accountant',
    ]);
    await expect(cellsOf(amaItems as HTMLElement).slice(2, 5)).toEqual(['—', 'Overtime', 'None']);
    // Paid arrears are settled by a final run: that adjustment can no longer be deleted.
    await expect(
      within(amaPaid as HTMLElement).queryByRole('button', { name: /Delete/ }),
    ).not.toBeInTheDocument();
    await expect(
      within(kofi as HTMLElement).getByRole('button', { name: /^Delete Kofi Mensah/ }),
    ).toBeVisible();
  },
};

/** Add Salary Adjustment opens the dialog; a save closes it and says so. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Salary Adjustment' }));
    const dialog = await findDialog('Salary Adjustment');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Select Employee' }), 'Ama');
    await userEvent.click(
      within(await body.findByRole('listbox')).getByRole('option', { name: 'Ama Owusu' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '3900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Salary adjustment saved.');
  },
};

/** Deleting asks first, then sends the adjustment. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /^Delete Kofi Mensah/ }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete salary adjustment?' });
    await expect(confirm).toHaveTextContent('Kofi Mensah’s adjustment from 2026-09-01 will be deleted');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(adjustments[0]));
    await expect(await within(canvasElement).findByText('Salary adjustment deleted.')).toBeInTheDocument();
  },
};

const REFUSAL = 'Its arrears were paid in the November 2026 payroll. It can no longer be deleted.';

/** The server refuses the delete (a run settled it meanwhile): the question stays and says why. */
export const DeleteRefused: Story = {
  args: { onDelete: fn<Delete>(async () => ({ message: REFUSAL })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /^Delete Kofi Mensah/ }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete salary adjustment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(REFUSAL);
  },
};

export const Loading: Story = {
  args: { status: 'loading', adjustments: [] },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    // The dialog needs the payroll currency and the items, which arrive with the list.
    await expect(within(canvasElement).getByRole('button', { name: 'Add Salary Adjustment' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { adjustments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No salary adjustments yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add Salary Adjustment' })).toHaveLength(2);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The salary adjustments could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A very long name, a large amount and long remarks wrap inside their cells. */
export const LongNames: Story = {
  args: { adjustments: longNameAdjustments },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(within(grid).getByText(/^Oluwaseun Adebayo-Richardson/)).toBeVisible();
    await expect(within(grid).getByText('1,250,000.00 GHS')).toBeVisible();
  },
};

/**
 * A final run settled this adjustment with no arrears owed (it took effect on that run's first day):
 * its arrears read None, yet it can no longer be deleted.
 */
export const SettledWithNothingOwed: Story = {
  args: {
    adjustments: [
      {
        ...(adjustments[0] as SalaryAdjustmentsScreenProps['adjustments'][number]),
        effectiveDate: '2026-10-01',
        arrears: 'None',
        settledByRunId: 'run-oct',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [, settled] = within(table(canvasElement)).getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(settled as HTMLElement).slice(0, 5)).toEqual([
      'Kofi Mensah',
      '2026-10-01',
      '4,500.00 GHS',
      'Housing, SSNIT',
      'None',
    ]);
    await expect(
      within(settled as HTMLElement).queryByRole('button', { name: /Delete/ }),
    ).not.toBeInTheDocument();
  },
};
