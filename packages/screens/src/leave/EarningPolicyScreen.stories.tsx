import { EARNING_POLICY_TARGETS_MESSAGE, ENTITLEMENT_MESSAGE } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { departments, jobPositions, levels } from '../employer/employerStoryData.ts';
import { listStateStories } from '../employer/referenceDataStories.ts';
import {
  body,
  expectNoDialog,
  findDialog,
  grid,
  retype,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { EarningPolicyScreen, type EarningPolicyScreenProps } from './EarningPolicyScreen.tsx';
import type { EarningPolicyChoices, EarningPolicyItem } from './earningPolicy.ts';

type Save = EarningPolicyScreenProps['onSave'];
type Delete = EarningPolicyScreenProps['onDelete'];

const choices: EarningPolicyChoices = {
  leaveTypes: [
    { id: 'lt-al', name: 'AL – Annual leave' },
    { id: 'lt-sl', name: 'SL – Sick leave' },
  ],
  level: levels.map(({ id, name }) => ({ id, name })),
  department: departments.map(({ id, name }) => ({ id, name })),
  jobPosition: jobPositions.map(({ id, name }) => ({ id, name })),
};

const policies: EarningPolicyItem[] = [
  {
    id: 'ep-1',
    name: 'Annual leave for everyone',
    leaveTypeId: 'lt-al',
    leaveTypeCode: 'AL',
    entitlement: '20',
    frequency: 'Monthly',
    rounding: 'Half',
    waitingPeriodMonths: 3,
    carryOverCap: '5',
    carryOverExpiresAfterMonths: 3,
    appliesTo: 'everyone',
    appliesToIds: [],
  },
  {
    id: 'ep-2',
    name: 'Sales annual leave',
    leaveTypeId: 'lt-al',
    leaveTypeCode: 'AL',
    entitlement: '25',
    frequency: 'Yearly',
    rounding: 'Whole',
    waitingPeriodMonths: 0,
    carryOverCap: null,
    carryOverExpiresAfterMonths: null,
    appliesTo: 'department',
    appliesToIds: ['dep-4', 'dep-1'],
  },
];

const meta = {
  title: 'Screens/Leave/EarningPolicyScreen',
  component: EarningPolicyScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: policies,
    choices,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof EarningPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Earning Policies');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Earning Policy' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Earning Policy');
}

async function chooseLeaveType(dialog: HTMLElement, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Leave type/ }));
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A new policy with its name, leave type and entitlement typed; the rest as the form starts. */
async function fillNew(canvasElement: HTMLElement) {
  const dialog = await openAdd(canvasElement);
  await userEvent.type(textbox(dialog, 'Name'), 'Interns');
  await chooseLeaveType(dialog, 'AL – Annual leave');
  await userEvent.type(textbox(dialog, 'Yearly entitlement'), '12.5');
  return dialog;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Earning Policies' }),
    ).toBeVisible();
    const rows = table(canvasElement);
    const headers = within(rows).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Leave type',
      'Entitlement',
      'Rounded to',
      'Applies to',
    ]);
    await expect(within(rows).getByText('20 a year, each month')).toBeVisible();
    await expect(within(rows).getByText('Departments: Sales, Engineering')).toBeVisible();
  },
};

const states = listStateStories({
  title: 'Earning Policies',
  many: 'earning policies',
  addLabel: 'Add Earning Policy',
  addTitle: 'Add Earning Policy',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A valid new policy for interns: the form's values go out, and the list says it was added. */
export const AddValid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await fillNew(canvasElement);
    await expect(textbox(dialog, 'Carry-over cap')).toHaveValue('0');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Placement types' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Internship' }));
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, existing] = (args.onSave as ReturnType<typeof fn<Save>>).mock.calls[0] ?? [];
    await expect(existing).toBeUndefined();
    await expect({ ...values, entitlement: String(values?.entitlement) }).toMatchObject({
      name: 'Interns',
      leaveTypeId: 'lt-al',
      entitlement: '12.5',
      frequency: 'Monthly',
      appliesTo: 'placementType',
      appliesToIds: ['Internship'],
      carryOverExpiresAfterMonths: null,
    });
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Interns added.');
  },
};

/** Nothing is sent while the entitlement is missing, nor while no department is chosen. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Name'), 'Sales');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Departments' }));
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Yearly entitlement')).toHaveAccessibleDescription(
        expect.stringContaining(ENTITLEMENT_MESSAGE),
      ),
    );
    // Who it applies to is checked once the policy's own fields are right.
    await userEvent.type(textbox(dialog, 'Yearly entitlement'), '25');
    await chooseLeaveType(dialog, 'AL – Annual leave');
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByText(EARNING_POLICY_TARGETS_MESSAGE)).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A name another policy on screen has is refused at once, on Name. */
export const NameTaken: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Name'), 'sales annual leave');
    await chooseLeaveType(dialog, 'SL – Sick leave');
    await userEvent.type(textbox(dialog, 'Yearly entitlement'), '10');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Name')).toHaveAccessibleDescription(
        expect.stringContaining('Another earning policy is already called Sales annual leave.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const serverError = 'The server did not answer. Check your connection and try again.';

/** A refusal naming no field shows above the fields, and what was typed stays. */
export const ServerError: Story = {
  args: { onSave: fn<Save>(async () => ({ message: serverError })) },
  play: async ({ canvasElement }) => {
    const dialog = await fillNew(canvasElement);
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(serverError));
    await expect(textbox(dialog, 'Name')).toHaveValue('Interns');
  },
};

/** While saving, Save shows that it works and the dialog stays. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await fillNew(canvasElement);
    await save(dialog);
    await expect(await within(dialog).findByLabelText('Working')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /Save|Working/ })).toBeInTheDocument();
  },
};

/** Editing starts from the row; a cap emptied means none, and Delete asks first. */
export const EditAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Annual leave for everyone'));
    let dialog = await findDialog('Edit earning policy');
    await expect(textbox(dialog, 'Waiting period (months)')).toHaveValue('3');
    await retype(textbox(dialog, 'Carry-over cap'), '');
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, existing] = (args.onSave as ReturnType<typeof fn<Save>>).mock.calls[0] ?? [];
    await expect(values?.carryOverCap).toBeNull();
    await expect(existing).toBe(policies[0]);
    await expectNoDialog();
    await userEvent.click(within(table(canvasElement)).getByText('Sales annual leave'));
    dialog = await findDialog('Edit earning policy');
    await expect(within(dialog).getByRole('checkbox', { name: 'Sales' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete earning policy?' });
    await expect(confirm).toHaveTextContent('Sales annual leave (AL) will be deleted for good.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(policies[1]));
  },
};
