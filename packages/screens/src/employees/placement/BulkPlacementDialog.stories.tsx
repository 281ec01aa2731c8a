import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BulkPlacementDialog, type BulkPlacementDialogProps } from './index.ts';
import { placementOptions, previewReady, previewWithProblem, storyPeople } from './placementStoryData.ts';

type Preview = BulkPlacementDialogProps['onPreview'];
type Save = BulkPlacementDialogProps['onSave'];

const meta = {
  title: 'Screens/Employees/BulkPlacementDialog',
  component: BulkPlacementDialog,
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    people: storyPeople,
    options: placementOptions,
    lineManagers: storyPeople,
    onLineManagerSearch: fn(),
    onPreview: fn<Preview>(async () => previewReady),
    onSave: fn<Save>(async () => undefined),
  },
} satisfies Meta<typeof BulkPlacementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Bulk placement' }));

async function chooseOption(scope: Scope, field: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

async function fillStepOne(form: Scope, branch: string | null = 'Kumasi') {
  await userEvent.type(form.getByRole('searchbox', { name: 'Find people' }), 'a');
  await userEvent.click(form.getByRole('checkbox', { name: 'Ama Owusu' }));
  await userEvent.click(form.getByRole('checkbox', { name: 'Yaw Boateng' }));
  await expect(form.getByRole('group', { name: 'People' })).toHaveTextContent('2 of 1000 at most chosen');
  const date = form.getByRole('group', { name: /^Effective date/ });
  await userEvent.click(within(date).getByRole('spinbutton', { name: /day/i }));
  await userEvent.keyboard('01012027');
  await chooseOption(form, 'Move', 'Transfer');
  if (branch) await chooseOption(form, 'Branch', branch);
}

/** The dialog once it shows `step`'s button: the two steps are separate dialogs of the same name. */
async function dialogAt(step: string) {
  await within(document.body).findByRole('button', { name: step });
  return dialog();
}

const expectedValues = {
  employeeIds: ['e-ama', 'e-yaw'],
  effectiveDate: '2027-01-01',
  kind: 'Transfer',
  reason: null,
  changes: { branchId: 'b-kumasi' },
};

/** Preview → a problem in red and Save disabled → Back with everything kept → fix → preview → save. */
export const PreviewProblemsBackFixSave: Story = {
  args: {
    // The story's server finds Yaw a problem while the move also changes the department.
    onPreview: fn<Preview>(async (values) =>
      values.changes.departmentId ? previewWithProblem : previewReady,
    ),
  },
  play: async ({ args }) => {
    let form = await dialog();
    await fillStepOne(form);
    await chooseOption(form, 'Department', 'Finance');
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenLastCalledWith({
      ...expectedValues,
      changes: { departmentId: 'd-finance', branchId: 'b-kumasi' },
    });
    form = await dialogAt('Back');
    const yaw = await form.findByRole('row', { name: /^Yaw Boateng/ });
    await expect(yaw).toHaveTextContent('Yaw Boateng would be his own line manager.');
    await expect(form.getByRole('row', { name: /^Ama Owusu/ })).toHaveTextContent('Accra → Kumasi');
    await expect(form.getByRole('button', { name: 'Save 2 placements' })).toBeDisabled();

    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    form = await dialogAt('Preview');
    await expect(form.getByRole('checkbox', { name: 'Yaw Boateng' })).toBeChecked();
    await expect(form.getByRole('button', { name: /Branch/ })).toHaveTextContent('Kumasi');
    await chooseOption(form, 'Department', 'Keep as is');
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenLastCalledWith(expectedValues);
    form = await dialogAt('Back');
    const save = await form.findByRole('button', { name: 'Save 2 placements' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(expectedValues);
  },
};

/** Keeping everything as is moves no one: the dialog says to choose a change and previews nothing. */
export const NothingChanges: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(await form.findByText('Choose at least one person.')).toBeVisible();
    await fillStepOne(form, null);
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Choose at least one change: a department, job position, level, branch or line manager.',
    );
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** The save is refused (one transaction, nothing written): the reason shows above the preview. */
export const SaveRefused: Story = {
  args: {
    onSave: fn<Save>(async () => ({ message: 'Yaw Boateng: the employment ended on 30 November 2026.' })),
  },
  play: async () => {
    let form = await dialog();
    await fillStepOne(form);
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    form = await dialogAt('Back');
    await userEvent.click(await form.findByRole('button', { name: 'Save 2 placements' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Yaw Boateng: the employment ended');
  },
};
