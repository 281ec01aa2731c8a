import { END_BEFORE_START } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, retype, textbox } from '../employer/referenceStoryHelpers.ts';
import { EmployeePayGroups } from './EmployeePayGroups.tsx';
import type { EmployeePayActions } from './employeePay.ts';
import { payChoices, payItems, payReliefs, STORY_TODAY } from './employeePayStoryData.ts';
import { chooseIn, payActions, pressAndFindDialog, typeDate } from './employeePayStoryHelpers.ts';

const meta = {
  title: 'Screens/Payroll/EmployeePayGroups',
  component: EmployeePayGroups,
  args: {
    employeeName: 'Kofi Mensah',
    currency: 'GHS',
    items: payItems,
    reliefs: payReliefs,
    choices: payChoices,
    actions: payActions(),
    today: STORY_TODAY,
  },
} satisfies Meta<typeof EmployeePayGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

function actionsOf(args: { actions?: EmployeePayActions }): EmployeePayActions {
  if (!args.actions) throw new Error('This story needs the actions.');
  return args.actions;
}

/** An administrator's view: each group's items with their own amounts or the item's, and a relief. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Earning', 'Deductions', 'Bonus', 'Statutory Contribution', 'Reliefs']) {
      await expect(canvas.getByRole('button', { name, expanded: true })).toBeVisible();
    }
    for (const add of [
      'Add earning',
      'Add deduction',
      'Add bonus',
      'Add statutory contribution',
      'Add relief',
    ]) {
      await expect(canvas.getByRole('button', { name: add })).toBeVisible();
    }
    await expect(canvas.getByText('HOUSING – Housing')).toBeVisible();
    await expect(canvas.getAllByText('Item’s amount')[0]).toBeVisible();
    await expect(canvas.getByText('62.50 × 8 Hour')).toBeVisible();
    await expect(canvas.getByText('300.00 × 1 Month')).toBeVisible();
    await expect(canvas.getByText('2,400.00 per year')).toBeVisible();
    await expect(canvas.getByText('2026-11-01 – 2026-11-30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove SSNIT' })).toBeVisible();
  },
};

/** Nothing assigned yet: every group says so and offers its Add button. */
export const Empty: Story = {
  args: { items: [], reliefs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('None yet')).toHaveLength(5);
  },
};

/** An employee reading their own record: the same groups, nothing to add, edit or remove. */
export const ReadOnly: Story = {
  args: { actions: undefined, choices: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LOAN – Staff loan')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
  },
};

/** Adds an earning with an amount and quantity of the employee's own; the item's show as placeholders. */
export const AddEarning: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add earning', 'Add earning');
    await chooseIn(dialog, /Item/, 'OVERTIME – Overtime');
    await expect(textbox(dialog, 'Amount')).toHaveAttribute('placeholder', '50.00');
    await userEvent.type(textbox(dialog, 'Amount'), '75.5');
    await userEvent.type(textbox(dialog, 'Quantity'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNoDialog();
    await expect(actionsOf(args).onAssign).toHaveBeenCalledWith({
      group: 'Earning',
      itemId: 'item-overtime',
      amount: '75.50',
      quantity: '10',
      effectiveDate: STORY_TODAY,
      endDate: null,
    });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('OVERTIME – Overtime added.');
  },
};

/** An end date before the effective date is refused with the schema's message, and nothing is sent. */
export const EndBeforeEffectiveDate: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add earning', 'Add earning');
    await chooseIn(dialog, /Item/, 'HOUSING – Housing');
    await typeDate(dialog, 'End date', '10012026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(END_BEFORE_START)).toBeVisible();
    await expect(actionsOf(args).onAssign).not.toHaveBeenCalled();
  },
};

/** Nothing chosen and a malformed amount: both fields say what is wrong. */
export const AddInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add bonus', 'Add bonus');
    await userEvent.type(textbox(dialog, 'Amount'), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Choose an item from the list.')).toBeVisible();
    await expect(
      within(dialog).getByText('Enter an amount of 0 or more with at most 2 decimals.'),
    ).toBeVisible();
    await expect(actionsOf(args).onAssign).not.toHaveBeenCalled();
  },
};

/** A statutory contribution takes no amount or quantity of its own. */
export const AddStatutoryContribution: Story = {
  args: { items: payItems.filter((item) => item.group !== 'Statutory Contribution') },
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(
      canvasElement,
      'Add statutory contribution',
      'Add statutory contribution',
    );
    await expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    await chooseIn(dialog, /Item/, 'SSNIT – SSNIT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNoDialog();
    await expect(actionsOf(args).onAssign).toHaveBeenCalledWith(
      expect.objectContaining({
        group: 'Statutory Contribution',
        itemId: 'contribution-ssnit',
        amount: null,
      }),
    );
  },
};

/** Editing starts from the assignment's own values; clearing the amount goes back to the item's. */
export const EditDeduction: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Edit LOAN', 'Edit deduction');
    await expect(textbox(dialog, 'Amount')).toHaveValue('300.00');
    await retype(textbox(dialog, 'Amount'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNoDialog();
    await expect(actionsOf(args).onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'assigned-loan' }),
      expect.objectContaining({ amount: null, effectiveDate: '2026-03-01', endDate: '2027-02-28' }),
    );
  },
};

/** The server's refusal naming a field shows on it; the dialog keeps what was typed. */
export const AddRefused: Story = {
  args: {
    actions: {
      ...payActions(),
      onAssign: async () => ({
        field: 'effectiveDate',
        message: 'Kofi Mensah already has HOUSING from this date.',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add earning', 'Add earning');
    await chooseIn(dialog, /Item/, 'HOUSING – Housing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Kofi Mensah already has HOUSING from this date.'),
    ).toBeVisible();
  },
};

/** A relief per year, from today. */
export const AddRelief: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add relief', 'Add relief');
    await userEvent.type(textbox(dialog, 'Description'), 'Disability relief');
    await userEvent.type(textbox(dialog, 'Amount'), '100');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Per pay period' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNoDialog();
    await expect(actionsOf(args).onAddRelief).toHaveBeenCalledWith({
      description: 'Disability relief',
      amount: '100.00',
      per: 'Period',
      effectiveDate: STORY_TODAY,
      endDate: null,
    });
  },
};

/** The relief's fields refuse a blank description and amount. */
export const AddReliefInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add relief', 'Add relief');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Enter a description.')).toBeVisible();
    await expect(actionsOf(args).onAddRelief).not.toHaveBeenCalled();
  },
};

/** Removing asks first, naming the item and the employee. */
export const RemoveItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove HOUSING' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove earning?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('HOUSING – Housing will no longer be part of Kofi Mensah’s pay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(actionsOf(args).onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'assigned-housing' }),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('HOUSING removed.');
  },
};

/** A refused removal keeps the question open with the reason. */
export const RemoveRefused: Story = {
  args: {
    actions: {
      ...payActions(),
      onRemoveRelief: async () => ({ message: 'Payslips of an open run use this relief.' }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Rent relief' }));
    const dialog = await findDialogByRole('Remove relief?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payslips of an open run use this relief.',
    );
  },
};

async function findDialogByRole(name: string) {
  const dialog = await body.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** No items set up yet for a group: the item select says so. */
export const NoItemsSetUp: Story = {
  args: { choices: { ...payChoices, Bonus: [] } },
  play: async ({ canvasElement }) => {
    const dialog = await pressAndFindDialog(canvasElement, 'Add bonus', 'Add bonus');
    await expect(within(dialog).getByText('None set up yet')).toBeVisible();
  },
};
