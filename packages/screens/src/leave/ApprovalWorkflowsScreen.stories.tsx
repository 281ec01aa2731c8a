import { ENTER_A_CODE, WORKFLOW_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  body,
  chooseOption,
  expectNoDialog,
  findDialog,
  grid,
  retype,
  rowOf,
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { ApprovalWorkflowsScreen, type WorkflowsProps } from './ApprovalWorkflowsScreen.tsx';
import { screenArgs, workflows } from './approvalWorkflowStoryData.ts';

type Save = WorkflowsProps['onSave'];
type Delete = WorkflowsProps['onDelete'];

const meta = {
  title: 'Screens/Leave/ApprovalWorkflowsScreen',
  component: ApprovalWorkflowsScreen,
  tags: ['autodocs'],
  args: screenArgs(),
} satisfies Meta<typeof ApprovalWorkflowsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Approval Workflows');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const onSaveOf = (args: { workflows?: WorkflowsProps }) => args.workflows?.onSave;

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Workflow' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Workflow');
}

const approverOf = (dialog: HTMLElement, step: number) =>
  within(dialog).getByRole('button', { name: new RegExp(`Step ${step} approver`) });

async function chooseApprover(dialog: HTMLElement, step: number, kind: string) {
  const label = `Step ${step} approver`;
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  const listBox = await body.findByRole('listbox', { name: label });
  await userEvent.click(within(listBox).getByRole('option', { name: kind }));
  // Asked of the dialog alone: the closing list leaves the page while a query of the whole page reads it.
  await waitFor(() => expect(approverOf(dialog, step)).toHaveTextContent(kind));
}

async function fillCodeAndName(dialog: HTMLElement) {
  await userEvent.type(textbox(dialog, 'Code'), 'TWO');
  await userEvent.type(textbox(dialog, 'Name'), 'Two steps');
}

/** Code, name, the steps in order, escalation, Default and Active; inactive rows muted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Approval Workflows' })).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Name',
      'Steps',
      'Escalation',
      'Default',
      'Active',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['FIELD', 'LEAVE', 'OLD']);
    const leave = rowOf(table(canvasElement), 'Manager then HR');
    await expect(leave).toHaveTextContent('Line manager → Administrator');
    await expect(leave).toHaveTextContent('After 3 days');
    await expect(rowOf(table(canvasElement), 'Field staff')).toHaveTextContent('Head of branch → Ama Mensah');
    await expect(rowOf(table(canvasElement), 'Field staff')).toHaveTextContent('Never');
    await expect(within(rowOf(table(canvasElement), 'OLD')).getByText('OLD')).toHaveAttribute(
      'data-inactive',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delegations' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: screenArgs({ status: 'loading', items: [] }),
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: screenArgs({ status: 'error', items: [], errorMessage: 'The server did not answer.' }),
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The approval workflows could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.workflows?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: screenArgs({ items: [] }, { items: [] }),
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(within(rows).getByText('No approval workflows yet')).toBeVisible();
    await expect(within(canvasElement).getByText('No delegations')).toBeVisible();
    await userEvent.click(within(rows).getByRole('button', { name: 'Add Workflow' }));
    await findDialog('Add Workflow');
  },
};

/** A new workflow starts with the line manager's step, active and not the default. */
export const DialogEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(approverOf(dialog, 1)).toHaveTextContent('Line manager');
    await expect(within(dialog).getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    await expect(textbox(dialog, 'Escalate after (days)')).toHaveValue('');
    await expect(within(dialog).getByRole('checkbox', { name: 'Default workflow' })).not.toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Steps are added, chosen, moved and removed; what is saved is the steps in their order. */
export const AddAndRemoveSteps: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillCodeAndName(dialog);
    const addStep = within(dialog).getByRole('button', { name: 'Add Step' });
    await userEvent.click(addStep);
    await chooseApprover(dialog, 2, 'Head of department');
    await userEvent.click(addStep);
    await chooseApprover(dialog, 3, 'Administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
    await expect(within(dialog).queryByRole('button', { name: /Step 3 approver/ })).not.toBeInTheDocument();
    await expect(approverOf(dialog, 2)).toHaveTextContent('Administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
    await expect(approverOf(dialog, 1)).toHaveTextContent('Administrator');
    await userEvent.type(textbox(dialog, 'Escalate after (days)'), '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Default workflow' }));
    await save(dialog);
    await waitFor(() =>
      expect(onSaveOf(args)).toHaveBeenCalledWith(
        {
          code: 'TWO',
          name: 'Two steps',
          steps: [
            { approver: 'administrator', employeeId: null },
            { approver: 'line-manager', employeeId: null },
          ],
          escalateAfterDays: 5,
          isDefault: true,
          active: true,
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Two steps added.');
  },
};

/** A named-employee step needs its employee; once chosen, the step names them. */
export const NamedEmployeeRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillCodeAndName(dialog);
    await chooseApprover(dialog, 1, 'Named employee');
    const employee = within(dialog).getByRole('combobox', { name: 'Step 1 employee' });
    await expect(employee).toBeRequired();
    await save(dialog);
    await waitFor(() =>
      expect(employee).toHaveAccessibleDescription(expect.stringContaining(WORKFLOW_MESSAGES.namedEmployee)),
    );
    await expect(onSaveOf(args)).not.toHaveBeenCalled();
    await chooseOption(dialog, 'Step 1 employee', 'Efua', 'Efua Owusu');
    await save(dialog);
    await waitFor(() =>
      expect(onSaveOf(args)).toHaveBeenCalledWith(
        expect.objectContaining({ steps: [{ approver: 'named-employee', employeeId: 'emp-3' }] }),
        undefined,
      ),
    );
  },
};

/**
 * A new step's employee is quiet until it is left or the workflow saved, even when another step is
 * added meanwhile (adding a step makes the form check every step at once).
 */
export const NewStepErrorsAfterLeavingOrSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillCodeAndName(dialog);
    const addStep = within(dialog).getByRole('button', { name: 'Add Step' });
    await userEvent.click(addStep);
    await chooseApprover(dialog, 2, 'Named employee');
    await userEvent.click(addStep);
    await expect(approverOf(dialog, 3)).toHaveTextContent('Line manager');
    const employee = within(dialog).getByRole('combobox', { name: 'Step 2 employee' });
    await expect(within(dialog).queryByText(WORKFLOW_MESSAGES.namedEmployee)).toBeNull();
    await userEvent.click(employee);
    await userEvent.tab();
    await waitFor(() =>
      expect(employee).toHaveAccessibleDescription(expect.stringContaining(WORKFLOW_MESSAGES.namedEmployee)),
    );
    // An unvisited employee shows its error on Save: NamedEmployeeRequired.
    await save(dialog);
    await expect(onSaveOf(args)).not.toHaveBeenCalled();
  },
};

/** Empty code and name, days out of bounds, then an inactive default are refused with their reasons. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Escalate after (days)'), '400');
    // By keyboard, as the escalation's message appearing on blur moves the boxes under a pointer.
    within(dialog).getByRole('checkbox', { name: 'Default workflow' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Code')).toHaveAccessibleDescription(expect.stringContaining(ENTER_A_CODE)),
    );
    await expect(textbox(dialog, 'Escalate after (days)')).toHaveAccessibleDescription(
      expect.stringContaining(WORKFLOW_MESSAGES.escalation),
    );
    // Whether the default is active is checked once the fields themselves are right.
    await fillCodeAndName(dialog);
    await retype(textbox(dialog, 'Escalate after (days)'), '5');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription(
        expect.stringContaining(WORKFLOW_MESSAGES.inactiveDefault),
      ),
    );
    await expect(onSaveOf(args)).not.toHaveBeenCalled();
  },
};

const duplicate = 'Code TWO is already used by another approval workflow.';

/** The server's refusals: on Code for a 409, above the fields otherwise; nothing typed is lost. */
export const ServerError: Story = {
  args: screenArgs({
    onSave: fn<Save>(async ({ code }) =>
      code === 'TWO'
        ? { field: 'code', message: duplicate }
        : { message: 'The server could not save the workflow. Try again.' },
    ),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillCodeAndName(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Step' }));
    await chooseApprover(dialog, 2, 'Head of branch');
    await save(dialog);
    const code = textbox(dialog, 'Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(duplicate)));
    await retype(code, 'TWO-B');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The server could not save the workflow.'),
    );
    await expect(textbox(dialog, 'Name')).toHaveValue('Two steps');
    await expect(approverOf(dialog, 2)).toHaveTextContent('Head of branch');
  },
};

/** While saving, Save shows that it works and the dialog stays. */
export const Saving: Story = {
  args: screenArgs({ onSave: fn<Save>(() => new Promise(() => undefined)) }),
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillCodeAndName(dialog);
    await save(dialog);
    await expect(await within(dialog).findByLabelText('Working')).toBeInTheDocument();
  },
};

const inUse =
  'Field staff can’t be deleted: 3 employees’ terms name it and 1 pending request waits on it. Deactivate it instead.';

/** Editing starts from the row, its named employee included; Delete asks, and a 409 shows its message. */
export const EditAndDelete: Story = {
  args: screenArgs({ onDelete: fn<Delete>(async () => ({ message: inUse })) }),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Field staff'));
    const dialog = await findDialog('Edit Workflow');
    await expect(approverOf(dialog, 1)).toHaveTextContent('Head of branch');
    await expect(within(dialog).getByRole('combobox', { name: 'Step 2 employee' })).toHaveValue('Ama Mensah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete approval workflow?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.workflows?.onDelete).toHaveBeenCalledWith(workflows[1]);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Deactivate it instead.'),
    );
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await save(dialog);
    await waitFor(() =>
      expect(onSaveOf(args)).toHaveBeenCalledWith(
        {
          code: 'FIELD',
          name: 'Field staff',
          steps: [
            { approver: 'head-of-branch', employeeId: null },
            { approver: 'named-employee', employeeId: 'emp-1' },
          ],
          escalateAfterDays: null,
          isDefault: false,
          active: false,
        },
        workflows[1],
      ),
    );
  },
};
