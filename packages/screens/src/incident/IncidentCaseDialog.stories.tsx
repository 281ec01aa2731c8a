import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { chooseIn, typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { ANONYMOUS_HELP, IncidentCaseDialog, type IncidentCaseDialogProps } from './IncidentCaseDialog.tsx';
import { caseUnderInvestigation, decidedCase, searchStoryPeople } from './incidentCaseStoryData.ts';
import { incidentCategories, incidentTypes } from './incidentStoryData.ts';

type Save = IncidentCaseDialogProps['onSave'];

const meta = {
  title: 'Screens/Incident/IncidentCaseDialog',
  component: IncidentCaseDialog,
  tags: ['autodocs'],
  args: {
    incident: null,
    categories: incidentCategories,
    types: incidentTypes,
    onSearchPeople: searchStoryPeople,
    onUpload: fn(async (file: File) => ({
      id: 'file-1',
      name: file.name,
      mediaType: file.type,
      size: file.size,
    })),
    onSave: fn<Save>(async () => undefined),
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof IncidentCaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

/**
 * A new report made anonymously: the category narrows the types, the type fills the Rule, a subject is
 * found by name; once sent, the follow-up code shows once with a warning that it cannot be shown again.
 */
export const AnonymousReport: Story = {
  args: { onSave: fn<Save>(async () => ({ followUpCode: 'K7QF-2M9X-PL4D' })) },
  play: async ({ args }) => {
    const dialog = await findDialog('Incident');
    await expect(within(dialog).getByRole('button', { name: /Incident Type/ })).toBeDisabled();
    await expect(textbox(dialog, 'Rule')).toHaveValue('N/A');
    await chooseIn(dialog, /Category$/, 'MIS — Misconduct');
    await chooseIn(dialog, /Incident Type$/, 'THEFT — Theft of company property');
    await expect(textbox(dialog, 'Rule')).toHaveValue(
      'Code of conduct 2.1: company property stays with the company.',
    );
    await typeDate(dialog, 'From', '11202026');
    await typeDate(dialog, 'To', '11202026');
    await userEvent.type(textbox(dialog, 'Summary'), 'Two laptops missing from the store room.');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Subjects/ }), 'Ama');
    await userEvent.click(await body.findByRole('option', { name: 'Ama Mensah (E-0012)' }));
    await expect(await within(dialog).findByRole('button', { name: 'Remove Ama Mensah' })).toBeVisible();
    const anonymous = within(dialog).getByRole('switch', { name: 'Report anonymously' });
    await expect(anonymous).toHaveAccessibleDescription(ANONYMOUS_HELP);
    await userEvent.click(anonymous);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const sent = await findDialog('Report sent');
    await expect(within(sent).getByText('K7QF-2M9X-PL4D')).toBeVisible();
    await expect(within(sent).getByText(/it cannot be shown again/)).toBeVisible();
    await expect(within(sent).getByRole('link', { name: /follow-up page/ })).toHaveAttribute(
      'href',
      '/incident-follow-up',
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        anonymous: true,
        subjectIds: ['emp-ama'],
        typeId: 'type-theft',
        occurredTo: '2026-11-20',
      }),
      null,
    );
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(within(sent).getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledWith('Incident reported anonymously.');
  },
};

/** A decided case as its manager opens it: who is involved is fixed now; the decision is read-only here. */
export const ManagerEditsDecidedCase: Story = {
  args: { incident: decidedCase },
  play: async () => {
    const dialog = await findDialog('Incident INC-2026-0007');
    await expect(within(dialog).queryByRole('button', { name: 'Remove Ama Mensah' })).not.toBeInTheDocument();
    await expect(textbox(dialog, 'Investigation Status')).toHaveValue('Completed');
    await expect(textbox(dialog, 'Decision')).toHaveValue('Written warning');
    await expect(textbox(dialog, 'Remarks')).toHaveValue('Second incident this year in the store room.');
    await expect(
      within(dialog).queryByRole('switch', { name: 'Report anonymously' }),
    ).not.toBeInTheDocument();
  },
};

/** The server refuses the summary: its sentence shows on the field, and what was typed stays. */
export const SaveRefused: Story = {
  args: {
    incident: caseUnderInvestigation,
    onSave: fn<Save>(async () => ({ field: 'summary', message: 'The summary may not contain a link.' })),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Incident INC-2026-0007');
    await expect(textbox(dialog, 'Investigation Status')).toHaveValue('In Progress');
    await expect(textbox(dialog, 'Decision')).toHaveValue('Open');
    const summary = textbox(dialog, 'Summary');
    await userEvent.clear(summary);
    await userEvent.type(summary, 'See https://example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(summary).toHaveAccessibleDescription(
        expect.stringContaining('The summary may not contain a link.'),
      ),
    );
    await expect(summary).toHaveValue('See https://example.com');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
