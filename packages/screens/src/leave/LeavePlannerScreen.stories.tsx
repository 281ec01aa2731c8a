import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { LeavePlannerScreen } from './LeavePlannerScreen.tsx';
import { expectWideTableFits, inAppShell, laptopGlobals, laptopParameters } from './laptopStoryHelpers.tsx';
import {
  plannerAsEmployee,
  plannerBranches,
  plannerChristmasWeek,
  plannerDecember,
  plannerDepartments,
} from './leaveReportStoryData.ts';
import { plannerSpan } from './leaveReports.ts';

const meta = {
  title: 'Screens/Leave/LeavePlannerScreen',
  component: LeavePlannerScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    span: plannerSpan('month', '2026-12-01'),
    planner: plannerDecember,
    onSpanChange: fn(),
    departments: plannerDepartments,
    branches: plannerBranches,
    onFiltersChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LeavePlannerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: /Leave Planner/ });
const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(table(canvasElement)).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

/** A month: every day a column, leave in words in its cells, holidays named in their column. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('December 2026: 3 of 4 employees away');
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(32);
    await expect(
      within(table(canvasElement)).getByRole('columnheader', {
        name: /25.*holiday: Christmas Day/,
      }),
    ).toBeVisible();
    const ama = within(rowOf(canvasElement, 'Ama Mensah'));
    await expect(ama.getAllByText('Annual leave')).toHaveLength(2);
    await expect(ama.getByText('Annual leave, morning')).toBeInTheDocument();
    await expect(
      within(rowOf(canvasElement, 'Yaw Asante')).getByText('Unpaid leave, afternoon, pending'),
    ).toBeInTheDocument();
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AL – Annual leave', 'SL – Sick leave', 'UL – Unpaid leave', 'Holiday']);
  },
};

export const Week: Story = {
  args: { span: plannerSpan('week', '2026-12-21'), planner: plannerChristmasWeek },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(canvasElement).getByRole('button', { name: 'Next week' })).toBeVisible();
  },
};

/** An employer whose weeks start on Sunday and who prints DD/MM/YYYY: the week and its arrows follow. */
export const WeekInEmployerSettings: Story = {
  decorators: [withRegionalSettings('DD/MM/YYYY', 'sun')],
  args: { span: plannerSpan('week', '2026-12-21', 'sun'), planner: plannerChristmasWeek },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '20/12/2026 – 26/12/2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onSpanChange).toHaveBeenLastCalledWith({
      view: 'week',
      from: '2026-12-27',
      to: '2027-01-02',
    });
  },
};

/** Switching to the week view asks for the week of the month's first day; the arrows move a month. */
export const ChangingTheSpan: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onSpanChange).toHaveBeenLastCalledWith({
      view: 'week',
      from: '2026-11-30',
      to: '2026-12-06',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onSpanChange).toHaveBeenLastCalledWith({
      view: 'month',
      from: '2027-01-01',
      to: '2027-01-31',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onSpanChange).toHaveBeenLastCalledWith({
      view: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  },
};

export const FilteringByDepartment: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Department/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Engineering' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ departmentId: 'dept-eng', branchId: null });
  },
};

/** An employee: no filters, colleagues' leave as "Away" with no type. */
export const AsEmployee: Story = {
  args: {
    planner: plannerAsEmployee,
    departments: undefined,
    branches: undefined,
    onFiltersChange: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Department/ })).toBeNull();
    await expect(within(rowOf(canvasElement, 'Ama Mensah')).getAllByText('Away')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', planner: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the planner' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { planner: { ...plannerDecember, employees: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No employees to show')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', planner: null, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The planner could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A thousand employees, numbered, the 1,000th on leave on the 21st. */
const plannerThousand = {
  ...plannerDecember,
  employees: Array.from({ length: 1000 }, (_, index) => ({
    employeeId: `e-${index + 1}`,
    employeeName: `Employee ${String(index + 1).padStart(4, '0')}`,
    holidayCalendarId: null,
    days:
      index === 999
        ? [
            {
              date: '2026-12-21',
              leaveTypeId: 'type-al',
              part: 'whole' as const,
              status: 'approved' as const,
            },
          ]
        : [],
  })),
};

/**
 * A large employer: only the rows in view are rendered, the table still tells assistive technology
 * it has them all, and scrolling to the end brings the last employee and their leave into view.
 */
export const AThousandEmployees: Story = {
  args: { planner: plannerThousand },
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    const rendered = () => within(grid).getAllByRole('rowheader');
    await expect(rendered().length).toBeGreaterThan(5);
    await expect(rendered().length).toBeLessThan(100);
    await expect(within(grid).queryByRole('rowheader', { name: 'Employee 1000' })).toBeNull();

    const scroller = grid.closest('section') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    const last = await within(grid).findByRole('rowheader', { name: 'Employee 1000' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '1001');
    await expect(within(last.closest('tr') as HTMLElement).getByText('Annual leave')).toBeInTheDocument();
    await expect(within(grid).queryByRole('rowheader', { name: 'Employee 0001' })).toBeNull();
  },
};

/**
 * A month at 1,366 px beside the side menu: the days scroll sideways inside the planner's frame (the
 * page itself does not), the names stay in view, and the month's last day is reached by scrolling.
 */
export const MonthOnLaptop: Story = {
  parameters: laptopParameters,
  globals: laptopGlobals,
  decorators: [inAppShell],
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    await expectWideTableFits({
      scroller: within(canvasElement).getByRole('region', { name: /Leave Planner/ }),
      headers: within(grid).getAllByRole('columnheader'),
      firstColumnHeader: within(grid).getByRole('columnheader', { name: 'Employee' }),
      lastHeader: within(grid).getByRole('columnheader', { name: /December 31, 2026/ }),
    });
  },
};
