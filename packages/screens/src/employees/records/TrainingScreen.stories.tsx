import { formatDay } from '@hr/domain';
import { RegionalSettingsProvider } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../../employer/referenceStoryHelpers.ts';
import { typeDate } from '../../payroll/employeePayStoryHelpers.ts';
import { suggest } from '../employeeFormStoryData.ts';
import { trainingCourses, trainingPeople, trainingToday } from './recordEntriesStoryData.ts';
import { TrainingScreen, type TrainingScreenProps } from './TrainingScreen.tsx';

type Save = TrainingScreenProps['onSave'];
type Delete = TrainingScreenProps['onDelete'];
type RecordResult = TrainingScreenProps['onRecordResult'];
type Upload = TrainingScreenProps['onUpload'];

const meta = {
  title: 'Screens/Employees/TrainingScreen',
  component: TrainingScreen,
  tags: ['autodocs'],
  // The employer chose days like "12 Jan 2027" (Employer › Setting).
  decorators: [
    (Story) => (
      <RegionalSettingsProvider formatDay={(day) => formatDay(day, 'D MMM YYYY')} firstDayOfWeek="mon">
        <Story />
      </RegionalSettingsProvider>
    ),
  ],
  args: {
    status: 'ready',
    courses: trainingCourses,
    people: trainingPeople,
    today: trainingToday,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onRecordResult: fn<RecordResult>(async () => undefined),
    onUpload: fn<Upload>(async (file) => ({
      id: 'f-new',
      name: file.name,
      mediaType: file.type,
      size: file.size,
    })),
  },
} satisfies Meta<typeof TrainingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const courses = (canvasElement: HTMLElement) => grid(canvasElement, 'Courses');
const attendees = (canvasElement: HTMLElement) => grid(canvasElement, 'Attendees');
/** The page's announcement of what was just done (the renewals banner is a status too). */
const announced = (canvasElement: HTMLElement, text: string) =>
  expect(within(canvasElement).getByText(text)).toHaveAttribute('role', 'status');
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

async function openAttendees(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Attendees' }));
  return attendees(canvasElement);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = courses(canvasElement);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Provider', 'Dates', 'Cost', 'Attendees', 'Completed']);
    const fire = within(table).getByText('Fire safety').closest('tr') as HTMLElement;
    // Money as the wire carries it, in its currency; days as the employer prints them.
    await expect(fire).toHaveTextContent('10 Mar 2025 – 11 Mar 2025');
    await expect(fire).toHaveTextContent(/GH₵1,250\.00|GHS\s1,250\.00/);
    const firstAid = within(table).getByText('First aid').closest('tr') as HTMLElement;
    await expect(firstAid.textContent).toBe('First aidSt John Ambulance1 Jun 2026—21');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Loading: Story = { args: { status: 'loading', courses: [] } };

export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No courses yet')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('list', { name: 'Certificates to renew' }),
    ).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', courses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The training courses could not be loaded.',
    );
  },
};

/** What the bell's reminder points at: told above the tabs, and first among the attendees. */
export const ExpiringAndExpiredCertificates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renewals = canvas.getByRole('list', { name: 'Certificates to renew' });
    await expect(renewals).toHaveTextContent('Kofi Mensah, Fire safety: Expired');
    await expect(renewals).toHaveTextContent('Grace Hopper, Fire safety: Expires 12 Jan 2027');
    await expect(renewals).not.toHaveTextContent('First aid');
    const table = await openAttendees(canvasElement);
    await expect(rowTexts(table)).toEqual([
      'Kofi MensahFire safetyCompleted 11 Mar 2025Expired0',
      'Grace HopperFire safetyCompleted 11 Mar 2025Expires 12 Jan 20271',
      'Grace HopperFirst aidCompleted 1 Jun 2026Valid until 1 Jun 20280',
      'Ama OwusuFirst aidNot completed—0',
    ]);
  },
};

/** An employee's own courses: read, not changed. */
export const EmployeeOwn: Story = {
  args: { people: null, courses: trainingCourses.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add course' })).not.toBeInTheDocument();
    await userEvent.click(within(courses(canvasElement)).getByText('First aid'));
    await expectNoDialog();
  },
};

export const AddCourseWithTwoAttendees: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add course' }));
    const dialog = await findDialog('Add course');
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Leadership');
    await userEvent.type(form.getByRole('textbox', { name: 'Provider' }), 'GIMPA');
    await typeDate(dialog, 'Start date', '02012027');
    await typeDate(dialog, 'End date', '02032027');
    await userEvent.type(form.getByRole('textbox', { name: /^Cost/ }), '3200.50');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Choose the currency of the cost.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await suggest(form, 'Currency', 'GHS', 'GHS – Ghanaian Cedi');
    await userEvent.type(form.getByRole('searchbox', { name: 'Find people' }), 'o');
    await userEvent.click(form.getByRole('checkbox', { name: 'Grace Hopper (E-0042)' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Ama Owusu (E-0044)' }));
    await expect(form.getByText('2 of 500 at most chosen')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        title: 'Leadership',
        provider: 'GIMPA',
        startDate: '2027-02-01',
        endDate: '2027-02-03',
        cost: '3200.50',
        currency: 'GHS',
        attendeeIds: ['e-grace', 'e-ama'],
      },
      undefined,
    );
    await expectNoDialog();
    await announced(canvasElement, 'Leadership added.');
  },
};

export const EditCourseDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(courses(canvasElement)).getByText('Fire safety'));
    const form = within(await findDialog('Edit course'));
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Fire safety');
    await expect(form.getByRole('textbox', { name: /^Cost/ })).toHaveValue('1250.00');
    await expect(form.getByRole('checkbox', { name: 'Grace Hopper (E-0042)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Kofi Mensah (E-0043)' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Ama Owusu (E-0044)' })).not.toBeChecked();
  },
};

/** The server's refusal shows in the dialog, and everything chosen stays. */
export const CourseRefused: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      message: 'attendeeIds: you can only add or keep on a course the people your role reaches.',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(courses(canvasElement)).getByText('Fire safety'));
    const dialog = await findDialog('Edit course');
    const form = within(dialog);
    await userEvent.click(form.getByRole('checkbox', { name: 'Ama Owusu (E-0044)' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'attendeeIds: you can only add or keep on a course the people your role reaches.',
    );
    await expect(form.getByRole('checkbox', { name: 'Ama Owusu (E-0044)' })).toBeChecked();
    await expect(body.getByRole('dialog', { name: 'Edit course' })).toBeVisible();
  },
};

export const DeleteCourse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(courses(canvasElement)).getByText('Fire safety'));
    const dialog = await findDialog('Edit course');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete course' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete course?' });
    await expect(confirm).toHaveTextContent(
      'Fire safety, its attendees’ results and their certificate files',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete course' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(trainingCourses[1]));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await announced(canvasElement, 'Fire safety deleted.');
  },
};

export const ResultDialog: Story = {
  play: async ({ canvasElement }) => {
    const table = await openAttendees(canvasElement);
    await userEvent.click(within(table).getAllByText('Grace Hopper')[0] as HTMLElement);
    const form = within(await findDialog('Grace Hopper: Fire safety'));
    await expect(form.getByRole('checkbox', { name: 'Completed the course' })).toBeChecked();
    await expect(form.getByText('fire-safety-grace.pdf')).toBeVisible();
  },
};

export const RecordResultWithCertificateExpiry: Story = {
  play: async ({ canvasElement, args }) => {
    const table = await openAttendees(canvasElement);
    await userEvent.click(within(table).getByText('Ama Owusu'));
    const dialog = await findDialog('Ama Owusu: First aid');
    const form = within(dialog);
    await typeDate(dialog, 'Completed on', '06022026');
    await typeDate(dialog, 'Certificate expires on', '06022028');
    await userEvent.click(form.getByRole('button', { name: 'Save result' }));
    await expect(
      await form.findByText('Mark the attendee as having completed the course to give a completion date.'),
    ).toBeVisible();
    await expect(args.onRecordResult).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('checkbox', { name: 'Completed the course' }));
    await userEvent.click(form.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(args.onRecordResult).toHaveBeenCalled());
    await expect(args.onRecordResult).toHaveBeenCalledWith(
      expect.objectContaining({ course: trainingCourses[0] }),
      {
        completed: true,
        completedOn: '2026-06-02',
        certificateExpiryDate: '2028-06-02',
        attachmentIds: [],
        removeAttachmentIds: [],
      },
    );
    await expectNoDialog();
    await announced(canvasElement, 'Ama Owusu’s result for First aid saved.');
  },
};

/** The server's refusal naming a field shows on it; what was typed stays. */
export const ResultRefused: Story = {
  args: {
    onRecordResult: fn<RecordResult>(async () => ({
      field: 'certificateExpiryDate',
      message: 'The certificate cannot expire before it was earned.',
    })),
  },
  play: async ({ canvasElement }) => {
    const table = await openAttendees(canvasElement);
    await userEvent.click(within(table).getByText('Kofi Mensah'));
    const dialog = await findDialog('Kofi Mensah: Fire safety');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await expect(
      await within(dialog).findByText('The certificate cannot expire before it was earned.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Completed the course' })).toBeChecked();
    await expect(body.getByRole('dialog', { name: 'Kofi Mensah: Fire safety' })).toBeVisible();
  },
};
