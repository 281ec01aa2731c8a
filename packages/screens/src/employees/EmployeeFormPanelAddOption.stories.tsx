import { codeAlreadyUsed } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeFormPanel } from './EmployeeFormPanel.tsx';
import { PanelOnPage, panelArgs } from './EmployeeFormPanelStoryPage.tsx';
import { NONE_SET_UP_YET } from './employeeFormFields.tsx';
import type { AddOption } from './employeeFormSections.ts';
import { choose, findPanel, grace, graceOnFile, noOptions, suggest } from './employeeFormStoryData.ts';

/**
 * Issue 6: the Add buttons next to the job position, department, level and bank selects open the
 * employer page's own add dialog; the row the server creates is offered and chosen at once.
 */
const meta = {
  title: 'Screens/Employees/EmployeeFormPanelAddOption',
  component: EmployeeFormPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    ...panelArgs(),
    onAddOption: fn<AddOption>(async (_kind, values) => ({ id: 'new-row', name: values.name })),
  },
  render: (args) => <PanelOnPage {...args} />,
} satisfies Meta<typeof EmployeeFormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function findAddDialog(name: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function expectAddDialogClosed() {
  await waitFor(() => expect(body.getAllByRole('dialog')).toHaveLength(1));
}

/** Personal › Placement: "Add department" adds Operations, headed by Ama, and chooses it. */
export const AddDepartment: Story = {
  args: { defaultValues: graceOnFile },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Personal' }));
    const add = panel.getByRole('button', { name: 'Add department' });
    await userEvent.click(add);

    const dialog = await findAddDialog('Add Department');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'OPS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Operations');
    await suggest(dialog, 'Head', 'Ama', 'Ama Mensah');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Department' }));

    await waitFor(() =>
      expect(args.onAddOption).toHaveBeenCalledWith('departments', {
        code: 'OPS',
        name: 'Operations',
        active: true,
        headId: 'emp-ama',
      }),
    );
    await expectAddDialogClosed();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(panel.getByRole('button', { name: /Department/ })).toHaveTextContent('Operations');
    await expect(panel.getByRole('status')).toHaveTextContent('Operations added and chosen.');

    // The new row stays on offer beside the others, and the form sends it.
    await choose(panel, /Department/, 'Finance');
    await choose(panel, /Department/, 'Operations');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        personal: expect.objectContaining({
          placement: expect.objectContaining({ departmentId: 'new-row' }),
        }),
      }),
    );
  },
};

/** A list with nothing in it yet: its select is enabled by the first row added, and closing asks first. */
export const AddToEmptyList: Story = {
  args: { options: noOptions },
  play: async ({ args }) => {
    const panel = await findPanel();
    const department = panel.getByRole('button', { name: /Department/ });
    await expect(department).toBeDisabled();
    await expect(department).toHaveAccessibleDescription(NONE_SET_UP_YET);

    await userEvent.click(panel.getByRole('button', { name: 'Add department' }));
    const dialog = await findAddDialog('Add Department');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'OPS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Operations{Enter}');
    await expectAddDialogClosed();
    // Enter submitted the dialog's form, not the Employee form under it.
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await waitFor(() => expect(department).toBeEnabled());
    await expect(department).toHaveTextContent('Operations');
    await expect(department).not.toHaveAccessibleDescription(NONE_SET_UP_YET);

    await userEvent.click(panel.getByRole('tab', { name: 'Salary' }));
    await userEvent.click(panel.getByRole('button', { name: 'Add bank' }));
    const bankDialog = await findAddDialog('Add Bank');
    await userEvent.type(bankDialog.getByRole('textbox', { name: 'Code' }), 'GCB');
    await userEvent.type(bankDialog.getByRole('textbox', { name: 'Name' }), 'GCB Bank');
    await userEvent.type(bankDialog.getByRole('textbox', { name: 'Branch or sort code' }), '13-01-01');
    await userEvent.click(bankDialog.getByRole('button', { name: 'Add Bank' }));
    await expectAddDialogClosed();
    await expect(args.onAddOption).toHaveBeenLastCalledWith('banks', {
      code: 'GCB',
      name: 'GCB Bank',
      active: true,
      branchOrSortCode: '13-01-01',
    });
    await waitFor(() => expect(panel.getByRole('button', { name: /Bank/ })).toHaveTextContent('GCB Bank'));

    // Choosing a row added is a change like any other.
    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server's 409 goes on the dialog's Code; nothing typed in the dialog or the panel is lost. */
export const DuplicateCode: Story = {
  args: {
    onAddOption: fn<AddOption>(async () => ({
      field: 'code',
      message: codeAlreadyUsed('ENG', 'department'),
    })),
  },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.type(panel.getByRole('textbox', { name: 'First Name' }), grace.firstName);
    await userEvent.click(panel.getByRole('button', { name: 'Add department' }));

    const dialog = await findAddDialog('Add Department');
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, 'ENG');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Engineering');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Department' }));

    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(/Code ENG is already used by another department\./);
    await expect(code).toHaveValue('ENG');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Engineering');
    await expect(args.onAddOption).toHaveBeenCalledTimes(1);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectAddDialogClosed();
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue(grace.firstName);
    await expect(panel.getByRole('button', { name: /Department/ })).not.toHaveTextContent('Engineering');
  },
};

/** Cancel adds nothing, leaves every value as it was and gives focus back to the Add button. */
export const Cancel: Story = {
  args: { defaultValues: graceOnFile },
  play: async ({ args }) => {
    const panel = await findPanel();
    await userEvent.click(panel.getByRole('tab', { name: 'Personal' }));
    await choose(panel, /Level/, 'Senior');
    const add = panel.getByRole('button', { name: 'Add level' });
    await userEvent.click(add);

    const dialog = await findAddDialog('Add level');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'L3');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Level Responsibilities' }), 'Leads a team.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectAddDialogClosed();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(args.onAddOption).not.toHaveBeenCalled();
    await expect(panel.getByRole('button', { name: /Level/ })).toHaveTextContent('Senior');

    // Opened again, the dialog starts empty.
    await userEvent.click(add);
    const again = await findAddDialog('Add level');
    await expect(again.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expectAddDialogClosed();
    await expect(args.onAddOption).not.toHaveBeenCalled();
  },
};

const ADD_BUTTON = /^Add (job position|department|level|bank)$/;

/** Each tab names its Add buttons once; without `onAddOption` (an employee's own record) there are none. */
export const AddButtons: Story = {
  play: async () => {
    const panel = await findPanel();
    const names = async (tab: string) => {
      await userEvent.click(panel.getByRole('tab', { name: tab }));
      return panel.queryAllByRole('button', { name: ADD_BUTTON }).map((button) => button.textContent?.trim());
    };
    await expect(await names('Quick entry')).toEqual(['Add job position', 'Add department']);
    await expect(await names('Personal')).toEqual(['Add job position', 'Add department', 'Add level']);
    await expect(await names('Salary')).toEqual(['Add bank']);
  },
};

export const NoAddButtons: Story = {
  args: { onAddOption: undefined },
  play: async () => {
    const panel = await findPanel();
    for (const tab of ['Quick entry', 'Personal', 'Salary']) {
      await userEvent.click(panel.getByRole('tab', { name: tab }));
      await expect(panel.queryAllByRole('button', { name: /^Add / })).toHaveLength(0);
    }
  },
};
