import {
  LEAVE_POLICY_NOTE,
  LEAVE_RULE_0_TEXT,
  type LeaveTypeValues,
  RULE_ADVANCE_MESSAGE,
  RULE_MIN_DAYS_MESSAGE,
} from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
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
import { LeaveTypesScreen, type LeaveTypesScreenProps } from './LeaveTypesScreen.tsx';
import { leaveTypes } from './leaveStoryData.ts';

type Save = LeaveTypesScreenProps['onSave'];
type Delete = LeaveTypesScreenProps['onDelete'];

const meta = {
  title: 'Screens/Leave/LeaveTypesScreen',
  component: LeaveTypesScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(leaveTypes),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof LeaveTypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [annual, sick] = leaveTypes as [(typeof leaveTypes)[number], (typeof leaveTypes)[number]];
const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Leave Types');
const ruleGroup = (dialog: HTMLElement, index: 1 | 2) =>
  within(dialog).getByRole('group', { name: `Rule ${index}` });
const ruleSwitch = (dialog: HTMLElement, index: 0 | 1 | 2) =>
  within(dialog).getByRole('switch', { name: `Rule ${index}` });
const ruleField = (dialog: HTMLElement, index: 1 | 2, name: 'days or more' | 'workdays in advance') =>
  within(ruleGroup(dialog, index)).getByRole('textbox', { name });

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Leave Type' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Leave Type');
}

async function openEdit(canvasElement: HTMLElement, text: string) {
  await userEvent.click(within(table(canvasElement)).getByText(text));
  return findDialog('Edit leave type');
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** What a new leave type with only a code and a description saves: §3's defaults. */
const newLeaveType: LeaveTypeValues = {
  code: 'ML',
  description: 'Maternity leave',
  isActive: true,
  leaveUnit: 'Day',
  dayCount: 'Workday',
  color: '#008000',
  isPaidLeave: true,
  allowNegativeBalance: true,
  requireReason: true,
  requireAttachment: true,
  noticeDayCount: 'Workday',
  rules: [
    { isEnabled: true, minDays: null, advanceWorkdays: null },
    { isEnabled: false, minDays: null, advanceWorkdays: null },
    { isEnabled: false, minDays: null, advanceWorkdays: null },
  ],
};

async function fillNew(dialog: HTMLElement) {
  await userEvent.type(textbox(dialog, 'Code'), ' ML ');
  await userEvent.type(textbox(dialog, 'Description'), 'Maternity leave');
}

/** The list: every column, sorted by code; an inactive row says No and its text is muted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leave Types' })).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Description',
      'Unit',
      'Day Count',
      'Paid',
      'Active',
      'Colour',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['AL', 'SL', 'TOIL', 'UNP']);
    const unpaid = rowOf(table(canvasElement), 'UNP');
    await expect(within(unpaid).getByText('UNP')).toHaveAttribute('data-inactive');
    await expect(within(unpaid).getByText('None')).toBeInTheDocument();
    await expect(within(unpaid).getAllByText('No')).toHaveLength(2);
    const toil = rowOf(table(canvasElement), 'TOIL');
    await expect(within(toil).getByText('Hour')).toBeVisible();
    await expect(within(toil).getByText('#1F55D1')).toBeVisible();
  },
};

const states = listStateStories({
  title: 'Leave Types',
  many: 'leave types',
  addLabel: 'Add Leave Type',
  addTitle: 'Add Leave Type',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const filter = within(canvasElement).getByRole('searchbox', { name: 'Filter leave types' });
    await userEvent.type(filter, 'LIEU');
    await waitFor(() => expect(shownCodes(table(canvasElement))).toEqual(['TOIL']));
    await retype(filter, 'unp');
    await waitFor(() => expect(shownCodes(table(canvasElement))).toEqual(['UNP']));
  },
};

/** A new leave type starts from §3's defaults: every flag on, Day, Workday, #008000, rule 0 only. */
export const AddWithDefaults: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const canvas = within(dialog);
    for (const name of [
      'Active',
      'Paid Leave',
      'Allow Negative Balance',
      'Reason Required',
      'Attachment Required',
      'Rule 0',
    ]) {
      await expect(canvas.getByRole('switch', { name })).toBeChecked();
    }
    await expect(canvas.getByRole('radio', { name: 'Day' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Workday' })).toBeChecked();
    await expect(canvas.getByText('#008000')).toBeVisible();
    await expect(ruleSwitch(dialog, 0)).toHaveAccessibleDescription(LEAVE_RULE_0_TEXT);
    await expect(canvas.getByText(LEAVE_POLICY_NOTE)).toBeVisible();
    for (const index of [1, 2] as const) {
      await expect(ruleSwitch(dialog, index)).not.toBeChecked();
      await expect(ruleField(dialog, index, 'days or more')).toBeDisabled();
      await expect(ruleField(dialog, index, 'workdays in advance')).toBeDisabled();
    }
    await fillNew(dialog);
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(newLeaveType, undefined));
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Maternity leave added.');
  },
};

/** Hours, calendar days, unpaid and another colour, chosen with the keyboard and the hex field. */
export const AddChoosingEverything: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const canvas = within(dialog);
    await fillNew(dialog);
    await userEvent.click(canvas.getByRole('radio', { name: 'Hour' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Calendar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Colour #008000' }));
    const picker = await findDialog('Colour');
    const hex = within(picker).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#aa00ff{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Colour' })).not.toBeInTheDocument());
    await expect(canvas.getByText('#AA00FF')).toBeVisible();
    for (const name of ['Paid Leave', 'Allow Negative Balance', 'Attachment Required']) {
      await userEvent.click(canvas.getByRole('switch', { name }));
    }
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          ...newLeaveType,
          leaveUnit: 'Hour',
          dayCount: 'Calendar',
          color: '#AA00FF',
          isPaidLeave: false,
          allowNegativeBalance: false,
          requireAttachment: false,
        },
        undefined,
      ),
    );
  },
};

/** Enabling rule 1 enables its numbers; they are typed as text and sent as integers (§5). */
export const RuleEnabled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillNew(dialog);
    await userEvent.click(ruleSwitch(dialog, 1));
    const minDays = ruleField(dialog, 1, 'days or more');
    const advance = ruleField(dialog, 1, 'workdays in advance');
    await expect(minDays).toBeEnabled();
    await expect(advance).toBeEnabled();
    await expect(ruleField(dialog, 2, 'days or more')).toBeDisabled();
    await userEvent.type(minDays, '7 days');
    await userEvent.type(advance, '14');
    await expect(ruleSwitch(dialog, 1)).toHaveAccessibleDescription(
      'Leave of 7 days or more is applied for 14 workdays in advance.',
    );
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          ...newLeaveType,
          rules: [
            { isEnabled: true, minDays: null, advanceWorkdays: null },
            { isEnabled: true, minDays: 7, advanceWorkdays: 14 },
            { isEnabled: false, minDays: null, advanceWorkdays: null },
          ],
        },
        undefined,
      ),
    );
  },
};

/** An enabled rule needs whole numbers from 1 to 365; switching it off drops its messages. */
export const RuleInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillNew(dialog);
    await userEvent.click(ruleSwitch(dialog, 2));
    const minDays = ruleField(dialog, 2, 'days or more');
    const advance = ruleField(dialog, 2, 'workdays in advance');
    await userEvent.type(minDays, 'a week');
    await save(dialog);
    await waitFor(() => expect(minDays).toHaveFocus());
    await expect(minDays).toHaveAttribute('aria-invalid', 'true');
    await expect(minDays).toHaveAccessibleDescription(RULE_MIN_DAYS_MESSAGE);
    await expect(args.onSave).not.toHaveBeenCalled();

    await retype(minDays, '3');
    await waitFor(() => expect(minDays).not.toHaveAttribute('aria-invalid'));
    await userEvent.type(advance, '0');
    await waitFor(() => expect(advance).toHaveAccessibleDescription(RULE_ADVANCE_MESSAGE));

    await userEvent.click(ruleSwitch(dialog, 2));
    await expect(advance).toBeDisabled();
    await expect(advance).not.toHaveAttribute('aria-invalid');
    await save(dialog);
    // What was typed stays in the switched-off rule, which is sent as not enabled.
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          ...newLeaveType,
          rules: [
            { isEnabled: true, minDays: null, advanceWorkdays: null },
            { isEnabled: false, minDays: null, advanceWorkdays: null },
            { isEnabled: false, minDays: 3, advanceWorkdays: 0 },
          ],
        },
        undefined,
      ),
    );
  },
};

/** An empty submit: the code is required, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await save(dialog);
    const code = textbox(dialog, 'Code');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter a code.'));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const duplicateMessage = 'Code ML is already used by another leave type.';

/** A code on screen is refused before sending; one only the server knows comes back as a 409. */
export const DuplicateCode: Story = {
  args: { onSave: fn<Save>(async () => ({ field: 'code', message: duplicateMessage })) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const code = textbox(dialog, 'Code');
    await userEvent.type(code, 'al');
    await userEvent.type(textbox(dialog, 'Description'), 'Maternity leave');
    await userEvent.click(ruleSwitch(dialog, 1));
    await userEvent.type(ruleField(dialog, 1, 'days or more'), '10');
    await userEvent.type(ruleField(dialog, 1, 'workdays in advance'), '20');
    await save(dialog);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Code AL is already used by another leave type.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();

    await retype(code, 'ML');
    await save(dialog);
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(duplicateMessage)));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('ML');
    await expect(textbox(dialog, 'Description')).toHaveValue('Maternity leave');
    await expect(ruleField(dialog, 1, 'days or more')).toHaveValue('10');
    await expect(ruleField(dialog, 1, 'workdays in advance')).toHaveValue('20');
    await expect(dialog).toBeVisible();
  },
};

/** A refusal that names no field of the form shows above the fields; nothing typed is lost. */
export const Refused: Story = {
  args: {
    onSave: fn<Save>(async () => ({ message: 'You no longer have permission to change leave types.' })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillNew(dialog);
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You no longer have permission to change leave types.',
      ),
    );
    await expect(textbox(dialog, 'Code')).toHaveValue(' ML ');
  },
};

/** Editing shows the saved rules, their numbers, and a switched-off rule's numbers greyed out. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Annual leave');
    await expect(textbox(dialog, 'Code')).toHaveValue('AL');
    await expect(ruleSwitch(dialog, 1)).toBeChecked();
    await expect(ruleField(dialog, 1, 'days or more')).toHaveValue('5');
    await expect(ruleField(dialog, 1, 'workdays in advance')).toHaveValue('10');
    await expect(ruleField(dialog, 2, 'days or more')).toBeDisabled();
    await expect(ruleField(dialog, 2, 'days or more')).toHaveValue('15');
    await retype(textbox(dialog, 'Description'), 'Annual leave (statutory)');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        (({ id: _id, ...values }) => ({ ...values, description: 'Annual leave (statutory)' }))(annual),
        annual,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Annual leave (statutory) saved.',
    );
  },
};

const refusal =
  "SL (Sick leave) can't be deleted: 12 leave requests and 30 balance entries are of this type. Deactivate it instead.";

/** Delete asks first; a refusal shows in the dialog, which stays open. Deactivate acts at once. */
export const DeleteRefusedThenDeactivate: Story = {
  args: { onDelete: fn<Delete>(async () => ({ message: refusal })) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Sick leave');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete leave type?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sick);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(sick, false);
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sick leave deactivated.');
  },
};

/** Cancel forgets what was typed: the next opening starts from the defaults again. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'TMP');
    await userEvent.click(ruleSwitch(dialog, 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectNoDialog();
    dialog = await openAdd(canvasElement);
    await expect(textbox(dialog, 'Code')).toHaveValue('');
    await expect(ruleSwitch(dialog, 1)).not.toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
