import { HOURS_PER_DAY_MESSAGE, NO_WORKED_DAY_MESSAGE, WEEKDAYS } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import { listStateStories } from '../employer/referenceDataStories.ts';
import {
  body,
  expectNoDialog,
  findDialog,
  grid,
  retype,
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { workWeeks } from './leaveStoryData.ts';
import { WorkWeeksScreen } from './WorkWeeksScreen.tsx';
import type { WorkWeeksScreenProps } from './workWeek.ts';

type Save = WorkWeeksScreenProps['onSave'];
type Delete = WorkWeeksScreenProps['onDelete'];

const meta = {
  title: 'Screens/Leave/WorkWeeksScreen',
  component: WorkWeeksScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(workWeeks),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof WorkWeeksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [office, shop] = workWeeks as [(typeof workWeeks)[number], (typeof workWeeks)[number]];
const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Work Weeks');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Work Week' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Work Week');
}

async function chooseDay(dialog: HTMLElement, weekday: string, part: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(weekday) }));
  const listBox = await body.findByRole('listbox', { name: weekday });
  await userEvent.click(within(listBox).getByRole('option', { name: part }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Work Weeks' })).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Name',
      'Worked days',
      'Default',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['OFFICE', 'SHOP']);
    await expect(
      within(table(canvasElement)).getByText('Mon, Tue, Wed, Thu, Fri, Sat (am); 7.5 h a day'),
    ).toBeVisible();
  },
};

const states = listStateStories({
  title: 'Work Weeks',
  many: 'work weeks',
  addLabel: 'Add Work Week',
  addTitle: 'Add Work Week',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new week starts Monday to Friday, 8 hours; a half Saturday and 7.5 hours are chosen. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    for (const [index, weekday] of WEEKDAYS.entries()) {
      await expect(within(dialog).getByRole('button', { name: new RegExp(weekday) })).toHaveTextContent(
        index < 5 ? 'Whole day' : 'Not worked',
      );
    }
    await expect(textbox(dialog, 'Hours per day')).toHaveValue('8');
    await userEvent.type(textbox(dialog, 'Code'), 'SIX');
    await userEvent.type(textbox(dialog, 'Name'), 'Six days');
    await chooseDay(dialog, 'Saturday', 'Morning only');
    await retype(textbox(dialog, 'Hours per day'), '7.50');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Default' }));
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'SIX',
          name: 'Six days',
          isDefault: true,
          days: ['whole', 'whole', 'whole', 'whole', 'whole', 'morning', 'none'],
          hoursPerDay: '7.5',
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Six days added.');
  },
};

/** A week with no worked day, or hours out of bounds, is refused with its reason. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText(shop.name));
    const dialog = await findDialog('Edit work week');
    for (const weekday of WEEKDAYS.slice(0, 6)) await chooseDay(dialog, weekday, 'Not worked');
    await retype(textbox(dialog, 'Hours per day'), '25');
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_WORKED_DAY_MESSAGE));
    await expect(textbox(dialog, 'Hours per day')).toHaveAccessibleDescription(
      expect.stringContaining(HOURS_PER_DAY_MESSAGE),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const duplicate = 'Code SIX is already used by another work week.';

/** The server's 409 on the code shows on Code; what was typed stays. */
export const DuplicateCode: Story = {
  args: { onSave: fn<Save>(async () => ({ field: 'code', message: duplicate })) },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'SIX');
    await userEvent.type(textbox(dialog, 'Name'), 'Six days');
    await save(dialog);
    const code = textbox(dialog, 'Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(duplicate)));
    await expect(code).toHaveFocus();
    await expect(textbox(dialog, 'Name')).toHaveValue('Six days');
  },
};

/** Edit keeps the pattern; Delete asks first, and the default one's refusal shows in the dialog. */
export const EditAndDelete: Story = {
  args: {
    onDelete: fn<Delete>(async () => ({
      message: 'Office week is the default work week: make another the default first.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText(office.name));
    const dialog = await findDialog('Edit work week');
    await expect(within(dialog).getByRole('switch', { name: 'Default' })).toBeChecked();
    await expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete work week?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(office);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('make another the default'),
    );
    await retype(textbox(dialog, 'Hours per day'), '7');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        (({ id: _id, ...values }) => ({ ...values, hoursPerDay: '7' }))(office),
        office,
      ),
    );
  },
};
