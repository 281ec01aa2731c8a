import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, chooseOption, findDialog } from '../employer/referenceStoryHelpers.ts';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { fileInputIn, pdf, uploadedFile } from './announcementStoryData.ts';
import { SharedDocumentDialog } from './SharedDocumentDialog.tsx';
import type { SharedDocumentDialogData } from './sharedDocument.ts';
import { SHARED_DOCUMENT_MESSAGES } from './sharedDocumentSchema.ts';
import { sharedDocuments, storyEmployees } from './sharedDocumentStoryData.ts';

type Save = SharedDocumentDialogData['onSave'];
type Upload = SharedDocumentDialogData['onUpload'];

const meta = {
  title: 'Screens/Team/SharedDocumentDialog',
  component: SharedDocumentDialog,
  tags: ['autodocs'],
  args: {
    document: null,
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    employees: storyEmployees,
    onEmployeeSearch: fn(),
    onUpload: fn<Upload>(async () => uploadedFile),
    onSave: fn<Save>(async () => undefined),
  },
} satisfies Meta<typeof SharedDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADING = 'Document & Form Sharing';
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const titleOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Title' });
const contentOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Content' });
const scopeOf = (dialog: HTMLElement, scope: string) => within(dialog).getByRole('radio', { name: scope });
const switchOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('switch', { name });
const SWITCHES = ['Line Manager', 'Head of Department', 'Head of Branch'];

/** A new document: every field of §2.10; All Employees to start with, so no Employee and Share With off. */
export const New: Story = {
  play: async () => {
    const dialog = await findDialog(HEADING);
    const scope = within(dialog);
    await expect(titleOf(dialog)).toBeRequired();
    await expect(scope.getByRole('group', { name: 'File' })).toBeVisible();
    await expect(scope.getByRole('button', { name: /Category/ })).toHaveTextContent('Choose a category');
    await expect(contentOf(dialog)).toHaveAttribute('placeholder', 'Content (5000 characters max)');
    await expect(scopeOf(dialog, 'All Employees')).toBeChecked();
    await expect(scope.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'all-employees',
      'employer',
      'selected-employee',
    ]);
    await expect(scope.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    const shareWith = scope.getByRole('group', { name: 'Share With' });
    await expect(shareWith).toHaveAccessibleDescription('Those of the selected employee.');
    for (const name of SWITCHES) await expect(switchOf(dialog, name)).toBeDisabled();
  },
};

/**
 * Sharing with one employee: Selected Employee brings the Employee field, required, and turns the
 * Share With switches on; Save sends the employee and the roles switched on, with the file.
 */
export const ShareWithSelectedEmployee: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Probation review form');
    await chooseIn(dialog, /Category/, 'HR');
    await userEvent.upload(fileInputIn(dialog), pdf('form.pdf'));
    await expect(await within(dialog).findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'menu.pdf',
    );
    await userEvent.type(contentOf(dialog), 'Fill in **part 1**.');
    await userEvent.click(scopeOf(dialog, 'Selected Employee'));
    const employee = within(dialog).getByRole('combobox', { name: 'Employee' });
    await expect(employee).toBeRequired();
    for (const name of SWITCHES) await expect(switchOf(dialog, name)).toBeEnabled();
    // Without the employee, Save says so on the field and sends nothing.
    await save(dialog);
    await expect(await within(dialog).findByText(SHARED_DOCUMENT_MESSAGES.employeeId)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await chooseOption(dialog, 'Employee', 'Ama', 'Ama Mensah');
    await userEvent.click(switchOf(dialog, 'Line Manager'));
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Document shared.'));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        title: 'Probation review form',
        category: 'HR',
        content: 'Fill in **part 1**.',
        scope: 'selected-employee',
        employeeId: 'emp-ama',
        shareWith: { lineManager: true, headOfDepartment: false, headOfBranch: false },
        attachmentIds: ['file-new'],
        removeAttachmentIds: [],
      },
      null,
    );
  },
};

/**
 * Switching away from Selected Employee hides the Employee and turns Share With off: what was
 * chosen is kept for switching back, but an Employer document sends neither.
 */
export const OtherScopesSendNoEmployee: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Budget template');
    await chooseIn(dialog, /Category/, 'Finance');
    await userEvent.click(scopeOf(dialog, 'Selected Employee'));
    await chooseOption(dialog, 'Employee', 'Kofi', 'Kofi Owusu');
    await userEvent.click(switchOf(dialog, 'Head of Branch'));
    await userEvent.click(scopeOf(dialog, 'Employer'));
    await expect(within(dialog).queryByRole('combobox', { name: 'Employee' })).toBeNull();
    await expect(switchOf(dialog, 'Head of Branch')).toBeDisabled();
    await userEvent.click(scopeOf(dialog, 'Selected Employee'));
    await expect(within(dialog).getByRole('combobox', { name: 'Employee' })).toHaveValue('Kofi Owusu');
    await expect(switchOf(dialog, 'Head of Branch')).toBeChecked();
    await userEvent.click(scopeOf(dialog, 'Employer'));
    await save(dialog);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        scope: 'employer',
        employeeId: null,
        shareWith: { lineManager: false, headOfDepartment: false, headOfBranch: false },
      }),
      null,
    );
  },
};

/** Title and Category are required: Save says so on each and sends nothing. */
export const Required: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    await save(dialog);
    await expect(await within(dialog).findByText(SHARED_DOCUMENT_MESSAGES.title)).toBeVisible();
    await expect(within(dialog).getByText(SHARED_DOCUMENT_MESSAGES.category)).toBeVisible();
    await expect(titleOf(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing: the document's values, its employee and file; taking the file off sends it as removed. */
export const Edit: Story = {
  args: { document: sharedDocuments[0] ?? null, employees: [] },
  play: async ({ args }) => {
    const dialog = await findDialog('Edit Document');
    await expect(titleOf(dialog)).toHaveValue('Probation review form');
    await expect(within(dialog).getByRole('button', { name: /Category/ })).toHaveTextContent('HR');
    await expect(scopeOf(dialog, 'Selected Employee')).toBeChecked();
    // The employee shows by name even when the first page of employees leaves them out.
    await expect(within(dialog).getByRole('combobox', { name: 'Employee' })).toHaveValue('Ama Mensah');
    await expect(switchOf(dialog, 'Line Manager')).toBeChecked();
    await expect(switchOf(dialog, 'Head of Department')).toBeChecked();
    await expect(switchOf(dialog, 'Head of Branch')).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Probation review form.pdf' }));
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Document saved.'));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        employeeId: 'emp-ama',
        attachmentIds: [],
        removeAttachmentIds: ['file-review'],
      }),
      sharedDocuments[0],
    );
  },
};

const NO_SUCH_EMPLOYEE = 'employeeId: there is no such employee.';

/** The server refuses a field: its sentence shows on that field, and everything typed stays. */
export const ServerErrorOnField: Story = {
  args: { onSave: fn<Save>(async () => ({ message: NO_SUCH_EMPLOYEE, field: 'employeeId' })) },
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Probation review form');
    await chooseIn(dialog, /Category/, 'HR');
    await userEvent.type(contentOf(dialog), 'Kept as typed.');
    await userEvent.click(scopeOf(dialog, 'Selected Employee'));
    await chooseOption(dialog, 'Employee', 'Yaw', 'Yaw Darko');
    await save(dialog);
    await expect(await within(dialog).findByText(NO_SUCH_EMPLOYEE)).toBeVisible();
    const employee = within(dialog).getByRole('combobox', { name: 'Employee' });
    await expect(employee).toHaveAttribute('aria-invalid', 'true');
    await expect(employee).toHaveValue('Yaw Darko');
    await expect(titleOf(dialog)).toHaveValue('Probation review form');
    await expect(contentOf(dialog)).toHaveValue('Kept as typed.');
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: HEADING })).toBeVisible();
  },
};

const CONTENT_REFUSAL = 'content: links may only be http, https or mailto: javascript:alert(1).';

/** A content refusal shows on Content with the text as typed. */
export const ServerErrorOnContent: Story = {
  args: { onSave: fn<Save>(async () => ({ message: CONTENT_REFUSAL, field: 'content' })) },
  play: async () => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Policy');
    await chooseIn(dialog, /Category/, 'Engineering');
    await userEvent.type(contentOf(dialog), 'Read the policy.');
    await save(dialog);
    await expect(await within(dialog).findByText(CONTENT_REFUSAL)).toBeVisible();
    await expect(contentOf(dialog)).toHaveValue('Read the policy.');
  },
};

/** A refusal naming no field shows above the fields. */
export const ServerErrorInBanner: Story = {
  args: { onSave: fn<Save>(async () => ({ message: 'No document with this id.' })) },
  play: async () => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Policy');
    await chooseIn(dialog, /Category/, 'HR');
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No document with this id.');
    await expect(titleOf(dialog)).toHaveValue('Policy');
  },
};

/** While the save is on its way Save shows it is pending and a second press sends nothing. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args }) => {
    const dialog = await findDialog(HEADING);
    await userEvent.type(titleOf(dialog), 'Policy');
    await chooseIn(dialog, /Category/, 'HR');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    await save(dialog);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
