import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceSettingsScreen, type AttendanceSettingsScreenProps } from './AttendanceSettingsScreen.tsx';
import { attendanceSettingsArgs, rowTexts } from './attendanceSettingsStoryData.ts';

type Delete = AttendanceSettingsScreenProps['onDeleteShiftType'];

const meta = {
  title: 'Screens/Attendance/AttendanceSettingsScreen/Shift types',
  component: AttendanceSettingsScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: { ...attendanceSettingsArgs(), defaultTab: 'shift-types' },
} satisfies Meta<typeof AttendanceSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Shift types');

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** Each shift type's times (an overnight one says so), break, days and whether it is active. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowTexts(table(canvasElement))).toEqual([
      ['Day', '08:00–16:30', '30 min', 'Mon–Fri', 'Active'],
      ['Night', '22:00–06:00 (overnight)', '45 min', 'Mon, Wed, Fri, Sat', 'Active'],
      ['Weekend (old)', '09:00–15:00', '0 min', 'Sat, Sun', 'Inactive'],
    ]);
  },
};

export const Empty: Story = {
  args: { shiftTypes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shift types yet')).toBeVisible();
  },
};

/** A night shift from 22:00 to 06:00 on four days: the end before the start makes it overnight. */
export const AddOvernight: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add shift type' }));
    const dialog = await findDialog('Add shift type');
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    // A new shift type starts from the settings' default shift, Monday to Friday.
    await expect(field('Starts')).toHaveValue('09:00');
    await expect(within(dialog).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await userEvent.type(field('Name'), 'Late night');
    await retype(field('Starts'), '22:00');
    await retype(field('Ends'), '06:00');
    await retype(field('Break (minutes)'), '30');
    await retype(field('Window after end (minutes)'), '90');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveShiftType).toHaveBeenCalledWith(
        {
          name: 'Late night',
          start: '22:00',
          end: '06:00',
          breakMinutes: 30,
          lateEntryGraceMinutes: 10,
          earlyExitGraceMinutes: 10,
          halfDayBelowMinutes: 240,
          absentBelowMinutes: 60,
          windowBeforeStartMinutes: 120,
          windowAfterEndMinutes: 90,
          days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          active: true,
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Late night added.');
  },
};

/** No day chosen, then windows that would reach the next day's: each refused before sending. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Night'));
    const dialog = await findDialog('Edit shift type');
    await retype(within(dialog).getByRole('textbox', { name: 'Window before start (minutes)' }), '720');
    await retype(within(dialog).getByRole('textbox', { name: 'Window after end (minutes)' }), '300');
    for (const day of ['Monday', 'Wednesday', 'Friday', 'Saturday']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: day }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Choose at least one day the shift runs.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText(
        'The shift with its windows before and after must last under 24 hours, so that punches belong to one day.',
      ),
    ).toBeVisible();
    await expect(args.onSaveShiftType).not.toHaveBeenCalled();
  },
};

/** Deleting asks first; the server's "still assigned" (409) keeps the question open with its reason. */
export const DeleteStillAssigned: Story = {
  args: {
    onDeleteShiftType: fn<Delete>(async () => ({
      message: 'Night is still assigned to Kofi Boateng; remove the assignment first.',
    })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Night'));
    const dialog = await findDialog('Edit shift type');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete shift type' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete shift type?' });
    await expect(confirm).toHaveTextContent(
      'Night is assigned once: remove those assignments first, or make it inactive instead.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete shift type' }));
    await expect(
      await within(confirm).findByText(
        'Night is still assigned to Kofi Boateng; remove the assignment first.',
      ),
    ).toBeVisible();
    await expect(args.onDeleteShiftType).toHaveBeenCalledWith(expect.objectContaining({ id: 'st-night' }));
  },
};
