import { EMPLOYEE_RECORDS_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../../employer/referenceStoryHelpers.ts';
import { typeDate } from '../../payroll/employeePayStoryHelpers.ts';
import { EducationScreen, type EducationScreenProps } from './EducationScreen.tsx';
import { educationEntries, recordPeople } from './recordEntriesStoryData.ts';

type Save = EducationScreenProps['onSave'];
type Delete = EducationScreenProps['onDelete'];
type Verify = EducationScreenProps['onVerify'];
type Upload = EducationScreenProps['onUpload'];

const meta = {
  title: 'Screens/Employees/EducationScreen',
  component: EducationScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    entries: educationEntries,
    people: recordPeople,
    employeeId: 'e-grace',
    onEmployeeChange: fn(),
    canVerify: true,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onVerify: fn<Verify>(async () => undefined),
    onUpload: fn<Upload>(async (file) => ({
      id: 'f-new',
      name: file.name,
      mediaType: file.type,
      size: file.size,
    })),
  },
} satisfies Meta<typeof EducationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Education');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Qualification',
      'Institution',
      'Field of study',
      'Period',
      'Grade',
      'Certificates',
      'Verified',
    ]);
    await expect(
      within(table(canvasElement)).getByText('Verified by Kofi Boateng on 2026-03-02'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /Employee$/ })).toHaveTextContent(
      'Grace Hopper (E-0042)',
    );
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Loading: Story = { args: { status: 'loading', entries: [] } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No education entry yet')).toBeVisible();
  },
};

export const NoPersonChosen: Story = {
  args: { entries: [], employeeId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose an employee')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add education' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The education entries could not be loaded.',
    );
  },
};

/** An employee's own layout: no person picker, no Verify, a verified entry locked with the reason. */
export const EmployeeOwn: Story = {
  args: { people: null, canVerify: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Employee$/ })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    await expect(within(table(canvasElement)).getByText('Not verified')).toBeVisible();
  },
};

export const VerifiedLocked: Story = {
  args: { people: null, canVerify: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('KNUST'));
    await expect(
      await within(canvasElement).findByText(
        'Verified by Kofi Boateng on 2026-03-02, so it is locked: ask HR to correct it.',
      ),
    ).toBeVisible();
    await expectNoDialog();
  },
};

export const AddEducationEntry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add education' }));
    const dialog = await findDialog('Add education');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Qualification/ }), 'PhD');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Institution/ }),
      'University of Ghana',
    );
    await typeDate(dialog, 'Start date', '09012021');
    await typeDate(dialog, 'End date', '06302020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(EMPLOYEE_RECORDS_MESSAGES.endBeforeStart)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await typeDate(dialog, 'End date', '06302024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        qualification: 'PhD',
        institution: 'University of Ghana',
        fieldOfStudy: null,
        startDate: '2021-09-01',
        endDate: '2024-06-30',
        attachmentIds: [],
        removeAttachmentIds: [],
      }),
      undefined,
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'PhD, University of Ghana, added.',
    );
  },
};

export const Verify: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: 'Verify entry 1' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(educationEntries[0]));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Entry verified.');
  },
};

export const VerifyRefused: Story = {
  args: {
    onVerify: fn<Verify>(async () => ({ message: 'Nobody verifies their own entries.' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: 'Verify entry 1' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Nobody verifies their own entries.',
    );
  },
};

/** The server's refusal naming a field shows on it and keeps everything typed. */
export const RefusedWithFieldMessage: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'grade', message: 'grade: at most 100 characters.' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('University of Ghana'));
    const dialog = await findDialog('Edit education');
    await expect(within(dialog).getByText('msc-certificate.pdf')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('grade: at most 100 characters.')).toBeVisible();
    await expect(body.getByRole('dialog', { name: 'Edit education' })).toBeVisible();
  },
};

export const DeleteEntry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('University of Ghana'));
    const dialog = await findDialog('Edit education');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(educationEntries[0]));
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'MSc, University of Ghana, deleted.',
    );
  },
};
