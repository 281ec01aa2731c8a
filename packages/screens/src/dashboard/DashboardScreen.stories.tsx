import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { caseRows } from '../incident/incidentCaseStoryData.ts';
import type { DashboardFigures } from './AdminFigures.tsx';
import type { WhoIsAwayFigures } from './AwayThisWeek.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';
import { summary as payrollSummary } from './payrollCardStoryData.ts';

/** The contract's example answer of get-dashboard. */
const figures: DashboardFigures = {
  asOf: '2026-11-22',
  headcount: 42,
  newStartersThisMonth: 3,
  departments: 4,
  onLeaveToday: null,
  startersByMonth: [
    { month: '2025-12', count: 1 },
    { month: '2026-01', count: 4 },
    { month: '2026-02', count: 0 },
    { month: '2026-03', count: 2 },
    { month: '2026-04', count: 5 },
    { month: '2026-05', count: 3 },
    { month: '2026-06', count: 1 },
    { month: '2026-07', count: 0 },
    { month: '2026-08', count: 6 },
    { month: '2026-09', count: 2 },
    { month: '2026-10', count: 4 },
    { month: '2026-11', count: 3 },
  ],
  headcountByDepartment: [
    { department: 'Engineering', count: 18 },
    { department: 'Sales', count: 11 },
    { department: 'Finance', count: 7 },
    { department: 'People', count: 4 },
    { department: 'No department', count: 2 },
  ],
};

const meta = {
  title: 'Screens/Dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { role: 'admin', userName: 'Ada', status: 'ready', dashboard: figures, onRetry: fn() },
  argTypes: {
    role: { control: 'inline-radio', options: ['admin', 'employee'] },
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  decorators: [
    // A fixed locale keeps dates and numbers the same on every machine that runs the tests.
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Ada')).toBeVisible();
    await expect(canvas.getByText(/^Figures as of/)).toHaveTextContent('Figures as of 2026-11-22');
    await expect(canvas.getByRole('group', { name: 'Headcount' })).toHaveTextContent('42');
    await expect(canvas.getByRole('group', { name: 'New starters this month' })).toHaveTextContent('3');
    await expect(canvas.getByRole('group', { name: 'Departments' })).toHaveTextContent('4');
    // The server records no leave yet, so there is no figure to show rather than a made-up zero.
    await expect(canvas.queryByRole('group', { name: 'On leave today' })).not.toBeInTheDocument();

    const starters = canvas.getByRole('figure', { name: 'New starters by month' });
    const months = within(starters).getAllByRole('listitem');
    await expect(months).toHaveLength(12);
    await expect(months[0]).toHaveTextContent('Dec 2025: 1 starters');
    await expect(months[11]).toHaveTextContent('Nov 2026: 3 starters');
    const departments = canvas.getByRole('figure', { name: 'Headcount by department' });
    await expect(within(departments).getAllByRole('listitem')[0]).toHaveTextContent(
      'Engineering: 18 employees',
    );
  },
};

export const WithLeaveRecorded: Story = {
  args: { dashboard: { ...figures, onLeaveToday: 5 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'On leave today' })).toHaveTextContent('5');
  },
};

/** An employer who has just started: the months and departments have nothing to count yet. */
export const FirstEmployee: Story = {
  args: {
    dashboard: {
      ...figures,
      headcount: 1,
      newStartersThisMonth: 1,
      departments: 0,
      startersByMonth: figures.startersByMonth.map(({ month }) => ({
        month,
        count: month === '2026-11' ? 1 : 0,
      })),
      headcountByDepartment: [{ department: 'No department', count: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = within(canvas.getByRole('figure', { name: 'New starters by month' })).getAllByRole(
      'listitem',
    );
    await expect(months[0]).toHaveTextContent('Dec 2025: 0 starters');
    await expect(months[11]).toHaveTextContent('Nov 2026: 1 starters');
  },
};

/** The other cards wait for the figures, so nothing is pushed down the screen when they arrive. */
export const Loading: Story = {
  args: {
    status: 'loading',
    dashboard: undefined,
    payroll: { status: 'ready', summary: payrollSummary },
    away: { status: 'loading' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the dashboard’s figures' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Headcount' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Payroll' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Loading who is on leave')).not.toBeInTheDocument();
  },
};

/** An employee has no figures to wait for: their cards show as they load. */
export const EmployeeLoading: Story = {
  args: { role: 'employee', status: 'loading', dashboard: undefined, away: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your account' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading who is on leave')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    dashboard: undefined,
    errorMessage: 'The server did not answer. Check your connection and try again.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The dashboard’s figures could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** An employer with no employees is shown the way to add one instead of a page of zeros. */
export const NoEmployees: Story = {
  args: {
    dashboard: {
      ...figures,
      headcount: 0,
      newStartersThisMonth: 0,
      departments: 0,
      startersByMonth: figures.startersByMonth.map(({ month }) => ({ month, count: 0 })),
      headcountByDepartment: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No employees yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add your first employee' })).toHaveAttribute(
      'href',
      '/management/employee-creation',
    );
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** An empty employer (issue 34): beside "Add your first employee", the offer to load demo data. */
export const EmptyEmployerWithDemoData: Story = {
  args: {
    ...NoEmployees.args,
    demoData: { state: 'offer', employees: 50, onLoad: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Try it with demo data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load demo data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No employees yet' })).toBeVisible();
  },
};

/** A new employer's administrator: the set-up checklist comes first, above the figures. */
export const NewEmployerChecklist: Story = {
  args: {
    ...NoEmployees.args,
    setUpChecklist: {
      items: [
        { id: 'employerInformation', done: true },
        { id: 'departmentsAndPositions', done: false },
        { id: 'employees', done: false },
        { id: 'leave', done: false },
        { id: 'payroll', done: false },
        { id: 'invitations', done: false },
      ],
      onDismiss: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = canvas.getAllByRole('region');
    await expect(regions[0]).toHaveAccessibleName('Set up your organisation');
    await expect(canvas.getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 6 done',
    );
  },
};

export const Employee: Story = {
  args: { role: 'employee', userName: 'Grace', dashboard: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome back, Grace')).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Your account' });
    await expect(within(card).getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
    await expect(within(card).queryByRole('link', { name: 'My record' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** An employee whose account is tied to their staff record (they registered from an invitation). */
export const EmployeeWithRecord: Story = {
  args: { role: 'employee', userName: 'Grace', dashboard: undefined, myRecordHref: '/employee/edit/42' },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Your account' }));
    await expect(card.getByRole('link', { name: 'My record' })).toHaveAttribute('href', '/employee/edit/42');
    await expect(card.getByRole('link', { name: 'My profile' })).toBeVisible();
  },
};

/** An employee asked to explain: their incidents come before the announcements, the ask on the case. */
export const EmployeeWithIncidents: Story = {
  args: {
    role: 'employee',
    userName: 'Grace',
    dashboard: undefined,
    incidents: {
      status: 'ready',
      incidents: caseRows.slice(0, 1).map((row) => ({ ...row, relations: ['subject'] })),
      onOpenCase: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Incidents' }));
    await expect(card.getByText('Explain by 2026-12-12')).toBeVisible();
  },
};

/** A line manager with claims to decide: the figure among the employee's cards, the link to Approvals. */
export const EmployeeWithExpenseClaims: Story = {
  args: {
    role: 'employee',
    userName: 'Grace',
    dashboard: undefined,
    expenseClaims: { status: 'ready', count: 2, approvalsHref: '/expenses/approvals' },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Expense claims' }));
    await expect(card.getByRole('group', { name: 'Expense claims awaiting you' })).toHaveTextContent('2');
    await expect(card.getByRole('link', { name: 'Open Approvals' })).toBeVisible();
  },
};

const week = { from: '2026-11-25', to: '2026-12-01' };
const someAway: WhoIsAwayFigures = {
  ...week,
  total: 3,
  people: [
    { employeeId: 'e1', employeeName: 'Grace Hopper', from: '2026-11-23', to: '2026-11-25' },
    { employeeId: 'e2', employeeName: 'Katherine Johnson', from: '2026-11-25', to: '2026-11-25' },
    { employeeId: 'e3', employeeName: 'Mary Jackson', from: '2026-11-30', to: '2026-12-04' },
  ],
};

/** Who is on leave: today's, then those who go later in the seven days, with their dates. */
export const AwaySome: Story = {
  args: { away: { status: 'ready', away: someAway } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'On leave this week' }));
    const [today, later] = card.getAllByRole('list');
    await expect(
      within(today as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grace Hopper2026-11-23 – 2026-11-25', 'Katherine Johnson2026-11-25']);
    await expect(later).toHaveTextContent('Mary Jackson2026-11-30 – 2026-12-04');
    await expect(card.getByRole('heading', { name: 'Until 2026-12-01' })).toBeVisible();
  },
};

export const AwayNone: Story = {
  args: { away: { status: 'ready', away: { ...week, total: 0, people: [] } } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'On leave this week' }));
    await expect(card.getByText('Nobody is on leave today.')).toBeVisible();
    await expect(card.getByText('Nobody else goes on leave this week.')).toBeVisible();
  },
};

/** More than the server lists: the card says how many it shows. */
export const AwayMany: Story = {
  args: {
    away: {
      status: 'ready',
      away: {
        ...week,
        total: 340,
        people: Array.from({ length: 200 }, (_, index) => ({
          employeeId: `e${index}`,
          employeeName: `Employee ${index + 1}`,
          from: index % 3 === 0 ? '2026-11-24' : '2026-11-27',
          to: '2026-11-28',
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'On leave this week' }));
    await expect(card.getAllByRole('listitem')).toHaveLength(200);
    await expect(card.getByText('Showing 200 of 340.')).toBeVisible();
  },
};

export const AwayLoading: Story = {
  args: { away: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading who is on leave')).toBeInTheDocument();
  },
};

export const AwayError: Story = {
  args: { away: { status: 'error', errorMessage: 'The server did not answer.', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Who is on leave could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.away?.onRetry).toHaveBeenCalled();
  },
};

/** An employee sees the card too, with their own department's people (the server chooses them). */
export const EmployeeAway: Story = {
  args: {
    role: 'employee',
    userName: 'Grace',
    dashboard: undefined,
    away: { status: 'ready', away: someAway },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'On leave this week' })).toBeVisible();
  },
};

/** An administrator's dashboard with the Payroll card under the figures. */
export const WithPayroll: Story = {
  args: { payroll: { status: 'ready', summary: payrollSummary } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Payroll' });
    await expect(
      within(card).getByRole('figure', { name: /^Gross and net pay, last 12 months/ }),
    ).toBeVisible();
  },
};

/** An employee sees no Payroll card even when the route passes one. */
export const EmployeeWithoutPayroll: Story = {
  args: { role: 'employee', payroll: { status: 'ready', summary: payrollSummary } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Payroll' })).not.toBeInTheDocument();
  },
};
