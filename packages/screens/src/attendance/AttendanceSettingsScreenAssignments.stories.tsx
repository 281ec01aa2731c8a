import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { chooseIn, typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceSettingsScreen, type AttendanceSettingsScreenProps } from './AttendanceSettingsScreen.tsx';
import { attendanceSettingsArgs, rowTexts } from './attendanceSettingsStoryData.ts';

type Assign = AttendanceSettingsScreenProps['onAssignShift'];

const meta = {
  title: 'Screens/Attendance/AttendanceSettingsScreen/Assignments',
  component: AttendanceSettingsScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: { ...attendanceSettingsArgs(), defaultTab: 'assignments' },
} satisfies Meta<typeof AttendanceSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Shift assignments');
const people = (canvasElement: HTMLElement) =>
  rowTexts(table(canvasElement)).map((cells) => cells.slice(0, 4));

async function openAssign(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assign shift' }));
  return findDialog('Assign shift');
}

/** Who works which shift from when to when; filtered to one shift type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(people(canvasElement)).toEqual([
      ['Ama Mensah', 'Day', '2 Nov 2026', 'Until changed'],
      ['Kofi Boateng', 'Night', '16 Nov 2026', '31 Dec 2026'],
    ]);
    await chooseIn(canvasElement, /Shift type$/, 'Night');
    await expect(people(canvasElement)).toEqual([['Kofi Boateng', 'Night', '16 Nov 2026', '31 Dec 2026']]);
  },
};

export const Empty: Story = {
  args: { assignments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shifts assigned yet')).toBeVisible();
  },
};

/** Night from 1 Dec, open-ended, to Operations' people picked at once and one more by hand. */
export const AssignToADepartment: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAssign(canvasElement);
    await chooseIn(dialog, /Shift type$/, 'Night');
    await typeDate(dialog, 'From', '12012026');
    await chooseIn(dialog, /Add a department's people/, 'Operations');
    await expect(within(dialog).getByRole('checkbox', { name: 'Ama Mensah' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Kofi Boateng' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Yaw Asante' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(args.onAssignShift).toHaveBeenCalledWith({
        shiftTypeId: 'st-night',
        fromDate: '2026-12-01',
        toDate: null,
        employeeIds: ['e-ama', 'e-kofi', 'e-yaw'],
      }),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Night assigned to 3 people.');
  },
};

/** Nobody chosen and a last day before the first: told in the dialog, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAssign(canvasElement);
    await chooseIn(dialog, /Shift type$/, 'Day');
    await typeDate(dialog, 'From', '12012026');
    await typeDate(dialog, 'To', '11302026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(await within(dialog).findByText('Choose at least one person.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ngozi Okafor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(await within(dialog).findByText('The last day cannot be before the first.')).toBeVisible();
    await expect(args.onAssignShift).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses an overlap (409 on employeeIds, as the contract answers) naming the person and
 * dates: told on the people, and the dialog keeps every choice.
 */
export const OverlapRefused: Story = {
  args: {
    onAssignShift: fn<Assign>(async () => ({
      field: 'employeeIds',
      message: 'Kofi Boateng already works Night from 16 Nov 2026 to 31 Dec 2026; nothing was assigned.',
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAssign(canvasElement);
    await chooseIn(dialog, /Shift type$/, 'Day');
    await typeDate(dialog, 'From', '12012026');
    await chooseIn(dialog, /Add a branch's people/, 'Accra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect(
      await within(dialog).findByText(
        'Kofi Boateng already works Night from 16 Nov 2026 to 31 Dec 2026; nothing was assigned.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Kofi Boateng' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Yaw Asante' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ngozi Okafor' })).not.toBeChecked();
  },
};

/** Removing asks first, then says it was done. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', {
        name: "Remove Kofi Boateng's Night from 16 Nov 2026",
      }),
    );
    const confirm = await body.findByRole('alertdialog', { name: 'Remove assignment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(args.onRemoveAssignment).toHaveBeenCalledWith(expect.objectContaining({ id: 'sa-2' })),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "Kofi Boateng's Night removed.",
    );
  },
};
