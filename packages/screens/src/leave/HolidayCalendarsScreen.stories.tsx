import { COMPLETE_DATE, HOLIDAY_NAME_MESSAGE, type HolidayValues } from '@hr/domain';
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
import { HolidayCalendarsScreen } from './HolidayCalendarsScreen.tsx';
import type { HolidayCalendarsScreenProps } from './holidayCalendar.ts';
import { holidayCalendars } from './leaveStoryData.ts';

type Save = HolidayCalendarsScreenProps['onSave'];
type Delete = HolidayCalendarsScreenProps['onDelete'];
type Suggest = NonNullable<HolidayCalendarsScreenProps['onSuggestPublicHolidays']>;

const publicHolidays: HolidayValues[] = [
  { name: 'New Year’s Day', date: '2027-01-01', part: 'whole', repeatsYearly: true },
  { name: 'Constitution Day', date: '2027-01-07', part: 'whole', repeatsYearly: true },
  { name: 'Good Friday', date: '2027-03-26', part: 'whole', repeatsYearly: false },
];

const meta = {
  title: 'Screens/Leave/HolidayCalendarsScreen',
  component: HolidayCalendarsScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(holidayCalendars),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onSuggestPublicHolidays: fn<Suggest>(async () => publicHolidays),
    currentYear: 2026,
    defaultCountry: 'GH',
  },
} satisfies Meta<typeof HolidayCalendarsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const [ghana, london] = holidayCalendars as [
  (typeof holidayCalendars)[number],
  (typeof holidayCalendars)[number],
];
const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Holiday Calendars');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const holidayRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Holidays' }))
    .getAllByRole('row')
    .slice(1);

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Holiday Calendar' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Holiday Calendar');
}

async function openEdit(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(table(canvasElement)).getByText(name));
  return findDialog('Edit holiday calendar');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Name',
      'Holidays',
      'Default',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['GH', 'UK']);
  },
};

const states = listStateStories({
  title: 'Holiday Calendars',
  many: 'holiday calendars',
  addLabel: 'Add Holiday Calendar',
  addTitle: 'Add Holiday Calendar',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A calendar's holidays, added by hand: a half day that does not repeat. */
export const AddByHand: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'KE');
    await userEvent.type(textbox(dialog, 'Name'), 'Kenya');
    await expect(within(dialog).getByText(/No holidays yet/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await userEvent.type(textbox(dialog, 'Holiday 1 name'), 'Company day');
    const date = within(dialog).getByRole('group', { name: 'Holiday 1 date' });
    await userEvent.click(within(date).getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('06152026');
    await userEvent.click(within(dialog).getByRole('button', { name: /Holiday 1 day/ }));
    const listBox = await body.findByRole('listbox');
    await userEvent.click(within(listBox).getByRole('option', { name: 'Afternoon' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Holiday 1 repeats yearly' }));
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'KE',
          name: 'Kenya',
          isDefault: false,
          holidays: [{ name: 'Company day', date: '2026-06-15', part: 'afternoon', repeatsYearly: false }],
        },
        undefined,
      ),
    );
    await expectNoDialog();
  },
};

/** A country's public holidays fill the table; the user edits and removes rows before saving. */
export const FillWithPublicHolidays: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, ghana.name);
    await expect(holidayRows(dialog)).toHaveLength(3);
    const year = within(dialog).getByRole('textbox', { name: 'Year' });
    await retype(year, '2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill with public holidays' }));
    await expect(args.onSuggestPublicHolidays).toHaveBeenCalledWith('GH', 2027);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        '3 public holidays added: check them before saving.',
      ),
    );
    await expect(holidayRows(dialog)).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove holiday 6' }));
    await expect(holidayRows(dialog)).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Holiday 5 repeats yearly' }));
    // Filling again adds only what the table lacks: the same date and name is the same holiday.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill with public holidays' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        '1 public holiday added: check them before saving.',
      ),
    );
    await save(dialog);
    const [newYear, constitution, goodFriday] = publicHolidays as [
      HolidayValues,
      HolidayValues,
      HolidayValues,
    ];
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: ghana.code,
          name: ghana.name,
          isDefault: true,
          holidays: [...ghana.holidays, newYear, { ...constitution, repeatsYearly: false }, goodFriday],
        },
        ghana,
      ),
    );
  },
};

/** The suggestion could not be had: said beside the button, and the table is left as it was. */
export const FillRefused: Story = {
  args: {
    onSuggestPublicHolidays: fn<Suggest>(async () => ({
      message: 'No public holidays are known for that year.',
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, london.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill with public holidays' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'No public holidays are known for that year.',
      ),
    );
    await expect(within(dialog).getByText(/No holidays yet/)).toBeVisible();
  },
};

/** A row without a name is refused on its field; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, london.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await save(dialog);
    const name = textbox(dialog, 'Holiday 1 name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(HOLIDAY_NAME_MESSAGE)),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A new row is quiet until the user leaves one of its fields or saves: its name says what it lacks
 * once left, its date only once the calendar is saved.
 */
export const NewRowErrorsAfterLeavingOrSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'KE');
    await userEvent.type(textbox(dialog, 'Name'), 'Kenya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    const name = textbox(dialog, 'Holiday 1 name');
    await expect(name).not.toHaveAccessibleDescription(expect.stringContaining(HOLIDAY_NAME_MESSAGE));
    await userEvent.click(name);
    await userEvent.tab();
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(HOLIDAY_NAME_MESSAGE)),
    );
    // The date was never visited: nothing red on it yet.
    await expect(within(dialog).queryByText(COMPLETE_DATE)).toBeNull();
    await save(dialog);
    await expect(await within(dialog).findByText(COMPLETE_DATE)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const duplicate = 'Code KE is already used by another holiday calendar.';

export const DuplicateCode: Story = {
  args: { onSave: fn<Save>(async () => ({ field: 'code', message: duplicate })) },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'KE');
    await userEvent.type(textbox(dialog, 'Name'), 'Kenya');
    await save(dialog);
    const code = textbox(dialog, 'Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(duplicate)));
    await expect(textbox(dialog, 'Name')).toHaveValue('Kenya');
  },
};

export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openEdit(canvasElement, london.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete holiday calendar?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(london);
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('London office deleted.');
  },
};
