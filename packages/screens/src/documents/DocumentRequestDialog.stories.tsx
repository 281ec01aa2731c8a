import { DOCUMENT_REQUEST_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { searchStoryPeople } from '../incident/incidentCaseStoryData.ts';
import { chooseIn, typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { DocumentRequestDialog, type DocumentRequestDialogProps } from './DocumentRequestDialog.tsx';

type Save = DocumentRequestDialogProps['onSave'];

const meta = {
  title: 'Screens/Documents/DocumentRequestDialog',
  component: DocumentRequestDialog,
  tags: ['autodocs'],
  args: {
    today: '2026-12-03',
    departments: [
      { id: 'dep-fin', name: 'Finance' },
      { id: 'dep-ops', name: 'Operations' },
    ],
    onSearchPeople: searchStoryPeople,
    signOffWorkflows: [
      { id: 'dwf-1', name: 'Policy sign-off, manager then HR' },
      { id: 'dwf-2', name: 'Contract sign-off' },
    ],
    onSave: fn<Save>(async () => undefined),
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof DocumentRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Request a document';
const textbox = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** A new request: asked of chosen employees, a PDF of at most 5 MiB, not expiring. */
export const Empty: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(within(dialog).getByRole('radio', { name: 'Chosen employees' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'PDF' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'PNG' })).not.toBeChecked();
    await expect(textbox(dialog, /Largest size/)).toHaveValue('5');
    await expect(within(dialog).queryByRole('textbox', { name: /remind/ })).not.toBeInTheDocument();
  },
};

/**
 * Every field filled: an employee found by name, PDF and JPEG, a due date, expiring with a reminder.
 * What is saved is the create operation's body, numbers as numbers and no department.
 */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.type(textbox(dialog, /^Title/), 'National ID copy');
    await userEvent.type(textbox(dialog, /^Description/), 'Both sides, readable.');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Employees/ }), 'Ama');
    await userEvent.click(await body.findByRole('option', { name: 'Ama Mensah (E-0012)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'JPEG' }));
    await userEvent.clear(textbox(dialog, /Largest size/));
    await userEvent.type(textbox(dialog, /Largest size/), '10');
    await typeDate(dialog, 'Due date', '12102026');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Expires' }));
    await userEvent.type(textbox(dialog, /Days before expiry to remind/), '30');
    await save(dialog);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('Document requested.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'National ID copy',
      description: 'Both sides, readable.',
      audience: 'employees',
      employeeIds: ['emp-ama'],
      departmentId: null,
      allowedTypes: ['application/pdf', 'image/jpeg'],
      maxSizeMib: 10,
      dueOn: '2026-12-10',
      expires: true,
      remindDaysBefore: 30,
      signOffWorkflowId: null,
    });
  },
};

/**
 * A sign-off through a document workflow: the file types become PDF alone and stay so while it is
 * chosen, saying why; the body names the workflow. None gives the choice of types back.
 */
export const SignOff: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await expect(within(dialog).getByRole('button', { name: /Sign-off/ })).toHaveTextContent(
      'None: one review',
    );
    await userEvent.type(textbox(dialog, /^Title/), 'Staff handbook policy');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Employees/ }), 'Ama');
    await userEvent.click(await body.findByRole('option', { name: 'Ama Mensah (E-0012)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PNG' }));
    await typeDate(dialog, 'Due date', '12182026');
    await chooseIn(dialog, /Sign-off/, 'Policy sign-off, manager then HR');
    const png = within(dialog).getByRole('checkbox', { name: 'PNG' });
    await waitFor(() => expect(png).not.toBeChecked());
    await expect(png).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: 'PDF' })).toBeChecked();
    await expect(
      within(dialog).getByText(
        'A document signed off step by step must be a PDF, so its signed copy can carry the sign-off page.',
      ),
    ).toBeVisible();
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ allowedTypes: ['application/pdf'], signOffWorkflowId: 'dwf-1' }),
      ),
    );
    await chooseIn(dialog, /Sign-off/, 'None: one review');
    await expect(within(dialog).getByRole('checkbox', { name: 'PNG' })).toBeEnabled();
  },
};

/**
 * Save with nothing typed: each missing answer is named on its field; with no file type, no size, a
 * department not chosen and no reminder days, those are named too. Nothing is sent.
 */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await save(dialog);
    await expect(await within(dialog).findByText(DOCUMENT_REQUEST_MESSAGES.title)).toBeVisible();
    await expect(within(dialog).getByText(DOCUMENT_REQUEST_MESSAGES.noEmployee)).toBeVisible();
    await expect(within(dialog).getByText(DOCUMENT_REQUEST_MESSAGES.dueOn)).toBeVisible();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A department' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PDF' }));
    await userEvent.clear(textbox(dialog, /Largest size/));
    await userEvent.type(textbox(dialog, /Largest size/), '0');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Expires' }));
    await save(dialog);
    await expect(await within(dialog).findByText(DOCUMENT_REQUEST_MESSAGES.department)).toBeVisible();
    await expect(within(dialog).getByText(DOCUMENT_REQUEST_MESSAGES.noFileType)).toBeVisible();
    await expect(within(dialog).getByText(DOCUMENT_REQUEST_MESSAGES.size)).toBeVisible();
    await expect(within(dialog).getByText(DOCUMENT_REQUEST_MESSAGES.remindDays)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A department's request the server refuses. Its today has already turned (a due date of the screen's
 * today is in the past there): shown on the due date. Then nobody it may ask is in the department:
 * shown in the banner above the fields. What was typed and chosen stays.
 */
export const SaveRefused: Story = {
  args: {
    onSave: fn<Save>(async ({ dueOn }) =>
      dueOn < '2026-12-04'
        ? { field: 'dueOn', message: 'The due date cannot be before today.' }
        : { field: 'audience', message: 'Nobody you may ask for documents is in this group.' },
    ),
  },
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE);
    await userEvent.type(textbox(dialog, /^Title/), 'Signed policy');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A department' }));
    await chooseIn(dialog, /Department$/, 'Finance');
    await typeDate(dialog, 'Due date', '12032026');
    await save(dialog);
    await expect(await within(dialog).findByText('The due date cannot be before today.')).toBeVisible();
    await typeDate(dialog, 'Due date', '12042026');
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nobody you may ask for documents is in this group.',
    );
    await expect(textbox(dialog, /^Title/)).toHaveValue('Signed policy');
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ audience: 'department', departmentId: 'dep-fin', employeeIds: [] }),
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
