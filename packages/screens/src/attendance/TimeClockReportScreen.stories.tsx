import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { rowTexts } from './attendanceSettingsStoryData.ts';
import { TimeClockReportScreen } from './TimeClockReportScreen.tsx';
import { reportDays, reportFilters, timeClockReportArgs } from './timeClockReportStoryData.ts';

const meta = {
  title: 'Screens/Attendance/TimeClockReportScreen',
  component: TimeClockReportScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: timeClockReportArgs(),
} satisfies Meta<typeof TimeClockReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = (canvasElement: HTMLElement) => grid(canvasElement, 'Time Clock Report: days');
/**
 * The filters' region, where the tables' headers are buttons of the same names. Found as the
 * <search> element: Testing Library's role table does not know its implicit role yet.
 */
const filters = (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector('search');
  if (!region) throw new Error('No <search> region of filters');
  return region;
};

/** A manager's days: wall times (an overnight out says so), durations, and approved overtime. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Time Clock Report' })).toBeVisible();
    await expect(rowTexts(days(canvasElement)).map((cells) => cells.slice(0, 10))).toEqual([
      ['Ama Mensah', '30 Nov 2026', 'Present', 'Day', '08:20', '16:30', '7 h 40 min', '20 min', '—', '—'],
      ['Ama Mensah', '1 Dec 2026', 'Present', 'Day', '08:00', '17:15', '8 h 45 min', '—', '—', '45 min'],
      [
        'Kofi Boateng',
        '30 Nov 2026',
        'Present',
        'Night',
        '21:58',
        '06:40 (next day)',
        '7 h 57 min',
        '—',
        '—',
        '40 min, approved 30 min',
      ],
      ['Kofi Boateng', '2 Dec 2026', 'Absent', 'Night', '—', '—', '0 min', '—', '—', '—'],
    ]);
    const chart = canvas.getByRole('figure', { name: 'Lateness by week' });
    await expect(chart).toHaveTextContent('Week of 30 Nov 2026: 20 min late, 1 day');
    await expect(within(filters(canvasElement)).getByRole('button', { name: /Person$/ })).toHaveTextContent(
      'Everyone',
    );
  },
};

/** Per person over the period: sums, and the days of each status. */
export const Summary: Story = {
  args: { filters: { ...reportFilters, view: 'summary' } },
  play: async ({ canvasElement }) => {
    await expect(rowTexts(grid(canvasElement, 'Time Clock Report: summary'))).toEqual([
      ['Ama Mensah', '16 h 25 min', '20 min', '—', '45 min, approved 0 min', '2', '0', '0', '0'],
      ['Kofi Boateng', '7 h 57 min', '—', '—', '40 min, approved 30 min', '1', '0', '1', '0'],
    ]);
  },
};

/** An employee's own: "My timesheet", no choice of person or department, nothing to approve. */
export const MyTimesheet: Story = {
  args: {
    viewer: 'employee',
    days: reportDays.filter((row) => row.employeeId === 'e-ama'),
    onApproveOvertime: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My timesheet' })).toBeVisible();
    const filterButtons = within(filters(canvasElement));
    await expect(filterButtons.queryByRole('button', { name: /Person$/ })).not.toBeInTheDocument();
    await expect(filterButtons.queryByRole('button', { name: /Department$/ })).not.toBeInTheDocument();
    await expect(filterButtons.getByRole('button', { name: /Status$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Approve overtime/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', days: [], summary: [], lateness: [] } };

export const Empty: Story = {
  args: { days: [], summary: [], lateness: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No attendance in this period')).toBeVisible();
    await expect(canvas.getByText('No one was late in this period.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The report could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Each filter and the view ask for the report again with the rest kept; Export CSV asks the server. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseIn(filters(canvasElement), /Department$/, 'Operations');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...reportFilters,
      departmentId: 'dep-ops',
    });
    await chooseIn(filters(canvasElement), /Status$/, 'Absent');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...reportFilters, status: 'Absent' });
    await chooseIn(filters(canvasElement), /Person$/, 'Kofi Boateng');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...reportFilters, employeeId: 'e-kofi' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Summary' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...reportFilters, view: 'summary' });
    await userEvent.click(canvas.getByRole('button', { name: /Export CSV/ }));
    await expect(args.onExportCsv).toHaveBeenCalled();
  },
};

/**
 * A period typed into the picker, as the page has it: every change asks the server again and the
 * report loads. Typing both dates, segment after segment, keeps every digit; the report is asked for
 * once, with the finished range, when focus leaves the picker.
 */
export const TypeAPeriod: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState(args.filters);
    const [status, setStatus] = useState(args.status);
    return (
      <TimeClockReportScreen
        {...args}
        filters={filters}
        status={status}
        onFiltersChange={(next) => {
          args.onFiltersChange(next);
          setFilters(next);
          setStatus('loading');
          setTimeout(() => setStatus('ready'), 100);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const period = within(filters(canvasElement)).getByRole('group', { name: 'Period' });
    // The story's locale is en-US: month, day, year.
    await userEvent.click(within(period).getAllByRole('spinbutton', { name: /^month/ })[0] as HTMLElement);
    await userEvent.keyboard('11022026');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.keyboard('11292026');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...reportFilters,
      from: '2026-11-02',
      to: '2026-11-29',
    });
    const [startDay, endDay] = within(period).getAllByRole('spinbutton', { name: /^day/ });
    await expect(startDay).toHaveAttribute('aria-valuenow', '2');
    await expect(endDay).toHaveAttribute('aria-valuenow', '29');
  },
};

/** A period that ends before it starts says so and asks for nothing. */
export const PeriodBackwards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const period = within(filters(canvasElement)).getByRole('group', { name: 'Period' });
    await userEvent.click(within(period).getAllByRole('spinbutton', { name: /^month/ })[1] as HTMLElement);
    await userEvent.keyboard('11012026');
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByText('The period ends before it starts.')).toBeVisible();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** Approving more than the overtime is refused; 30 of Ama's 45 minutes are approved. */
export const ApproveOvertime: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(days(canvasElement)).getByRole('button', {
        name: 'Approve overtime of Ama Mensah on 1 Dec 2026',
      }),
    );
    const dialog = await findDialog('Approve overtime');
    await expect(dialog).toHaveTextContent('Ama Mensah worked 45 min beyond the shift on 1 Dec 2026.');
    const minutes = within(dialog).getByRole('textbox', { name: 'Minutes that count for pay' });
    await expect(minutes).toHaveValue('45');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(args.onApproveOvertime).toHaveBeenCalledWith(
        expect.objectContaining({ employeeId: 'e-ama', date: '2026-12-01' }),
        30,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "30 min of Ama Mensah's overtime on 1 Dec 2026 approved.",
    );
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
