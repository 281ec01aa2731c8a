import { amountMessage } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, chooseOption, findDialog } from '../employer/referenceStoryHelpers.ts';
import { payChoices, STORY_TODAY } from './employeePayStoryData.ts';
import { chooseIn } from './employeePayStoryHelpers.ts';
import { reportEmployees } from './payrollReportStoryData.ts';
import { SalaryAdjustmentDialog } from './SalaryAdjustmentDialog.tsx';
import type { SalaryAdjustmentDialogData } from './salaryAdjustment.ts';
import { SALARY_ADJUSTMENT_MESSAGES } from './salaryAdjustmentSchema.ts';

type Save = SalaryAdjustmentDialogData['onSave'];

const meta = {
  title: 'Screens/Payroll/SalaryAdjustmentDialog',
  component: SalaryAdjustmentDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    employees: reportEmployees,
    onEmployeeSearch: fn(),
    choices: payChoices,
    payrollCurrency: 'GHS',
    today: STORY_TODAY,
    onSave: fn<Save>(async () => undefined),
  },
} satisfies Meta<typeof SalaryAdjustmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => findDialog('Salary Adjustment');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const amountOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Amount' });

/** A new adjustment: every field, the payroll currency chosen, the four sections each with its Add. */
export const Default: Story = {
  play: async () => {
    const dialog = await dialogOf();
    const scope = within(dialog);
    await expect(scope.getByRole('combobox', { name: 'Select Employee' })).toBeRequired();
    await expect(scope.getByRole('combobox', { name: 'Select Currency' })).toHaveValue('GHS – Ghanaian Cedi');
    await expect(amountOf(dialog)).toHaveValue('');
    await expect(scope.getByRole('textbox', { name: 'Remarks' })).toBeVisible();
    for (const name of ['Earning', 'Deductions', 'Bonus', 'Statutory Contribution']) {
      await expect(scope.getByRole('button', { name, expanded: true })).toBeVisible();
    }
    for (const add of ['Add earning', 'Add deduction', 'Add bonus', 'Add statutory contribution']) {
      await expect(scope.getByRole('button', { name: add })).toBeVisible();
    }
    // The payroll currency heads the list, so the usual choice needs no typing.
    const currency = scope.getByRole('combobox', { name: 'Select Currency' });
    await userEvent.click(currency.parentElement?.querySelector('button') ?? currency);
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('GHS – Ghanaian Cedi');
    await userEvent.keyboard('{Escape}');
  },
};

/** Adding an earning through the sub-dialog (its amount filled with the item's) and saving sends it once. */
export const AddEarningThenSave: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Kofi', 'Kofi Mensah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add earning' }));
    const sub = await findDialog('Add earning');
    await chooseIn(sub, /Item/, 'HOUSING – Housing');
    await expect(within(sub).getByRole('textbox', { name: 'Amount' })).toHaveValue('1000.00');
    await expect(within(sub).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add earning' })).not.toBeInTheDocument());
    await expect(within(dialog).getByText('HOUSING – Housing')).toBeVisible();
    await expect(within(dialog).getByText('1,000.00 × 1 Month')).toBeVisible();
    // Adding the item saves nothing yet: only Save does.
    await expect(args.onSave).not.toHaveBeenCalled();
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Salary adjustment saved.'));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      employeeId: 'emp-kofi',
      effectiveDate: STORY_TODAY,
      amount: null,
      currency: null,
      remarks: null,
      items: [{ group: 'Earning', itemId: 'item-housing', amount: null, quantity: null }],
    });
  },
};

/** An own amount and quantity go with the item; removing an added row takes it out again. */
export const OwnAmountAndRemove: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Ama', 'Ama Owusu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add earning' }));
    let sub = await findDialog('Add earning');
    await chooseIn(sub, /Item/, 'OVERTIME – Overtime');
    await userEvent.clear(within(sub).getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(within(sub).getByRole('textbox', { name: 'Quantity' }), '8');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add statutory contribution' }));
    sub = await findDialog('Add statutory contribution');
    await expect(within(sub).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await chooseIn(sub, /Item/, 'SSNIT – SSNIT');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('50.00 × 8 Hour')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove OVERTIME' }));
    await expect(within(dialog).queryByText('OVERTIME – Overtime')).not.toBeInTheDocument();
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [
          { group: 'Statutory Contribution', itemId: 'contribution-ssnit', amount: null, quantity: null },
        ],
      }),
    );
  },
};

/** Neither a new amount nor an item: nothing is sent and the Amount field says what is missing. */
export const AmountOrItem: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Kofi', 'Kofi Mensah');
    await save(dialog);
    await expect(await within(dialog).findByText(SALARY_ADJUSTMENT_MESSAGES.amountOrItem)).toBeVisible();
    await expect(amountOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    // An item is enough: the message goes as soon as one is added.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    const sub = await findDialog('Add deduction');
    await chooseIn(sub, /Item/, 'LOAN – Staff loan');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(within(dialog).queryByText(SALARY_ADJUSTMENT_MESSAGES.amountOrItem)).not.toBeInTheDocument(),
    );
    await expect(amountOf(dialog)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** An amount with more decimals than the currency has is refused with the currency's digits. */
export const AmountDigits: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Kofi', 'Kofi Mensah');
    await userEvent.type(amountOf(dialog), '4500.125');
    await save(dialog);
    await expect(await within(dialog).findByText(amountMessage(2))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(amountOf(dialog));
    await userEvent.type(amountOf(dialog), '4500.5');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ amount: '4500.50', currency: 'GHS' }),
      ),
    );
  },
};

const REFUSAL = 'Kofi Mensah left on 2026-10-31: an adjustment must take effect before that.';

/** The server refuses: the banner says why and every value typed and added stays. */
export const Refused: Story = {
  args: { onSave: fn<Save>(async () => ({ message: REFUSAL })) },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Kofi', 'Kofi Mensah');
    await userEvent.type(amountOf(dialog), '4500');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Promotion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bonus' }));
    const sub = await findDialog('Add bonus');
    await chooseIn(sub, /Item/, '13TH – 13th month');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('13TH – 13th month')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('combobox', { name: 'Select Employee' })).toHaveValue(
      'Kofi Mensah',
    );
    await expect(amountOf(dialog)).toHaveValue('4500');
    await expect(within(dialog).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Promotion');
    await expect(within(dialog).getByText('13TH – 13th month')).toBeVisible();
  },
};

/** While the save is on its way Save is pending: pressing it again sends nothing more. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Kofi', 'Kofi Mensah');
    await userEvent.type(amountOf(dialog), '4500');
    await save(dialog);
    const saveButton = within(dialog).getByRole('button', { name: /Save/ });
    await waitFor(() => expect(saveButton).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(saveButton);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A very long name fits the field and wraps nothing out of the dialog. */
export const LongName: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await chooseOption(dialog, 'Select Employee', 'Oluwaseun', reportEmployees[2]?.name ?? '');
    await expect(within(dialog).getByRole('combobox', { name: 'Select Employee' })).toHaveValue(
      reportEmployees[2]?.name,
    );
  },
};
