import { type DateFormat, formatDay } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Calendar } from '../Calendar/index.ts';
import { DatePicker } from '../DatePicker/index.ts';
import { RegionalSettingsProvider, useFormatDay } from './RegionalSettings.tsx';

/** What a screen does with the settings: prints a day, and draws a month from the employer's first day. */
function SampleDay() {
  const day = useFormatDay();
  return (
    <>
      <p>Pay date: {day('2026-03-05')}</p>
      <Calendar aria-label="Pay date" defaultValue={parseDate('2026-03-05')} />
    </>
  );
}

// react-aria hides the weekday row from assistive technology (each day's button names its weekday), so
// the row is read as it is seen.
const weekdays = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('thead th')];

const inFormat = (format: DateFormat) => (isoDay: string) => formatDay(isoDay, format);

const meta = {
  title: 'UI/RegionalSettings',
  component: RegionalSettingsProvider,
  args: { formatDay: inFormat('YYYY-MM-DD'), firstDayOfWeek: 'mon', children: <SampleDay /> },
} satisfies Meta<typeof RegionalSettingsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider (a story, a test) days print as they come and weeks start on Monday. */
export const Default: Story = {
  render: () => <SampleDay />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pay date: 2026-03-05')).toBeVisible();
    await expect(weekdays(canvasElement)[0]).toHaveTextContent('Mon');
  },
};

function printsSampleDayAs(format: DateFormat, printed: string): Story {
  return {
    args: { formatDay: inFormat(format) },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(`Pay date: ${printed}`)).toBeVisible();
    },
  };
}

export const DayMonthYear = printsSampleDayAs('DD/MM/YYYY', '05/03/2026');
export const MonthDayYear = printsSampleDayAs('MM/DD/YYYY', '03/05/2026');
export const IsoDay = printsSampleDayAs('YYYY-MM-DD', '2026-03-05');
export const DayInWords = printsSampleDayAs('D MMM YYYY', '5 Mar 2026');

export const WeekStartsSunday: Story = {
  args: { firstDayOfWeek: 'sun' },
  play: async ({ canvasElement }) => {
    const headers = weekdays(canvasElement);
    await expect(headers[0]).toHaveTextContent('Sun');
    await expect(headers[6]).toHaveTextContent('Sat');
  },
};

/**
 * A date field's calendar is ui's Calendar, so it starts from the employer's day too: Saturday, which
 * neither the default (Monday) nor the browser's en-US (Sunday) would give.
 */
export const DatePickerWeekStartsSaturday: Story = {
  args: {
    firstDayOfWeek: 'sat',
    children: <DatePicker label="Pay date" defaultValue={parseDate('2026-03-05')} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(weekdays(dialog)[0]).toHaveTextContent('Sat');
  },
};
