import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, grid, rowOf, textbox } from '../employer/referenceStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { LeaveScheduleScreen, type LeaveScheduleScreenProps } from './LeaveScheduleScreen.tsx';
import {
  assessmentOf,
  balances,
  leaveTypeChoices,
  NOTICE_REFUSAL,
  requests,
  STORY_TODAY,
} from './leaveRequestStoryData.ts';
import {
  chooseLeaveType,
  chooseOption,
  findAlertDialog,
  lastCall,
  PREVIEW_WAIT,
  typeDates,
} from './leaveRequestStoryHelpers.ts';

type Props = LeaveScheduleScreenProps;

const meta = {
  title: 'Screens/Leave/LeaveScheduleScreen',
  component: LeaveScheduleScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    leaveTypes: leaveTypeChoices,
    balances,
    requests,
    today: STORY_TODAY,
    onRetry: fn(),
    onPreview: fn<Props['onPreview']>(async (values) => assessmentOf(values)),
    onSubmit: fn<Props['onSubmit']>(async () => undefined),
    onUpload: fn<Props['onUpload']>(async (file) => ({
      id: 'f-1',
      name: file.name,
      mediaType: 'application/pdf',
      size: file.size,
    })),
    onWithdraw: fn<Props['onWithdraw']>(async () => undefined),
    onCancel: fn<Props['onCancel']>(async () => undefined),
  },
} satisfies Meta<typeof LeaveScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestsTable = (canvasElement: HTMLElement) => grid(canvasElement, 'Your requests');
const datesGroup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /From – to/ });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    const balanceList = within(canvas.getByRole('region', { name: 'Balances' }));
    const [annual, , toil] = balanceList.getAllByRole('listitem');
    // Easter's 4.5 approved days are still to come: available now, and what is left after them.
    await expect(annual).toHaveTextContent('ALAvailable now12.5 daysAfter booked leave8 days2 days pending');
    await expect(toil).toHaveTextContent(
      'TOILAvailable now7.5 hoursAfter booked leave7.5 hours0 hours pending',
    );
    await expect(canvas.getByText('Choose a leave type and the days to see what they count.')).toBeVisible();

    const table = requestsTable(canvasElement);
    // Only the request that waits can be withdrawn, only approved leave to come can be cancelled.
    await expect(within(rowOf(table, 'Pending')).getByRole('button', { name: /^Withdraw AL/ })).toBeVisible();
    const easter = rowOf(table, '2026-04-06 (afternoon) – 2026-04-10');
    await expect(within(easter).getByRole('button', { name: /^Cancel AL/ })).toBeVisible();
    await expect(within(easter).getByText('Approved')).toBeVisible();
    await expect(within(rowOf(table, '2026-01-05 – 2026-01-06')).queryByRole('button')).toBeNull();
    await expect(within(rowOf(table, 'Rejected')).getByText('2026-02-12 (morning)')).toBeVisible();
    await expect(within(rowOf(table, '2026-01-05 – 2026-01-06')).getByText('2025-12-15 by HR')).toBeVisible();
  },
};

/** An employer printing DD/MM/YYYY: the requests' days and when they were asked are written that way. */
export const InEmployerDateFormat: Story = {
  decorators: [withRegionalSettings('DD/MM/YYYY')],
  play: async ({ canvasElement }) => {
    const table = requestsTable(canvasElement);
    const january = rowOf(table, '05/01/2026 – 06/01/2026');
    await expect(within(january).getByText('15/12/2025 by HR')).toBeVisible();
    await expect(within(rowOf(table, 'Rejected')).getByText('12/02/2026 (morning)')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', balances: [], requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading leave' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your leave could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { balances: [], requests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leave types with a balance yet.')).toBeVisible();
    await expect(within(requestsTable(canvasElement)).getByText('No leave applied for yet')).toBeVisible();
  },
};

/** Choosing the dates asks the server to count them; a weekend counts nothing and is greyed. */
export const ChooseDates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'AL – Annual leave');
    await typeDates(canvasElement, '03132026', '03162026');
    await waitFor(() => expect(args.onPreview).toHaveBeenCalled(), PREVIEW_WAIT);
    await expect(lastCall(args.onPreview)).toEqual({
      employeeId: null,
      leaveTypeId: 'lt-al',
      from: '2026-03-13',
      to: '2026-03-16',
      fromPart: 'whole',
      toPart: 'whole',
      fromHours: null,
      toHours: null,
      reason: null,
      attachmentIds: [],
    });
    await expect(await canvas.findByText('Total: 2 days')).toBeVisible();
    const days = within(canvas.getByRole('list', { name: 'Days counted' })).getAllByRole('listitem');
    await expect(days.map((day) => day.textContent)).toEqual([
      'Fri, Mar 131 day',
      'Sat, Mar 140 daysWeekly day off',
      'Sun, Mar 150 daysWeekly day off',
      'Mon, Mar 161 day',
    ]);
    await expect(days[1]).toHaveAttribute('data-zero');
    await expect(canvas.getByRole('list', { name: 'Balance by leave year' })).toHaveTextContent(
      'Leave year from 2026-01-01: 12.5 days available → , after this leave 10.5 days',
    );
    // The same values are not counted twice.
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
  },
};

/** A day that counts nothing says why: the holiday by its name, a day the work week does not work. */
export const DaysThatCountNothing: Story = {
  args: {
    onPreview: fn<Props['onPreview']>(async (values) => {
      const assessment = assessmentOf(values);
      return {
        ...assessment,
        days: assessment.days.map((day) =>
          day.date === '2026-04-03' ? { ...day, amount: '0', holidays: ['Good Friday'] } : day,
        ),
        total: '1',
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'AL – Annual leave');
    await typeDates(canvasElement, '04032026', '04062026');
    await expect(await canvas.findByText('Total: 1 day', {}, PREVIEW_WAIT)).toBeVisible();
    const days = within(canvas.getByRole('list', { name: 'Days counted' })).getAllByRole('listitem');
    await expect(days.map((day) => day.textContent)).toEqual([
      'Fri, Apr 30 daysHoliday: Good Friday',
      'Sat, Apr 40 daysWeekly day off',
      'Sun, Apr 50 daysWeekly day off',
      'Mon, Apr 61 day',
    ]);
  },
};

/** "Afternoon only" on the first day sends that half and the count follows; then the application is sent. */
export const HalfDayAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'AL – Annual leave');
    await typeDates(canvasElement, '03162026', '03172026');
    await expect(await canvas.findByText('Total: 2 days', {}, PREVIEW_WAIT)).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'First day' })).getByRole('radio', {
        name: 'Afternoon only',
      }),
    );
    await userEvent.click(
      within(canvas.getByRole('radiogroup', { name: 'Last day' })).getByRole('radio', {
        name: 'Morning only',
      }),
    );
    await expect(await canvas.findByText('Total: 1 day', {}, PREVIEW_WAIT)).toBeVisible();
    await expect(lastCall(args.onPreview)).toMatchObject({ fromPart: 'afternoon', toPart: 'morning' });

    await userEvent.type(textbox(canvasElement, 'Reason'), 'Moving house');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        employeeId: null,
        leaveTypeId: 'lt-al',
        from: '2026-03-16',
        to: '2026-03-17',
        fromPart: 'afternoon',
        toPart: 'morning',
        fromHours: null,
        toHours: null,
        reason: 'Moving house',
        attachmentIds: [],
      }),
    );
    await expect(canvas.getByText('Leave applied for. It waits for approval.')).toBeVisible();
    await expect(textbox(canvasElement, 'Reason')).toHaveValue('');
  },
};

/** A one-day range asks which part of the day. */
export const OneDay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'AL – Annual leave');
    await typeDates(canvasElement, '03182026', '03182026');
    const part = canvas.getByRole('radiogroup', { name: 'Part of the day' });
    await userEvent.click(within(part).getByRole('radio', { name: 'Morning only' }));
    await expect(await canvas.findByText('Total: 0.5 days', {}, PREVIEW_WAIT)).toBeVisible();
    await expect(lastCall(args.onPreview)).toMatchObject({ fromPart: 'whole', toPart: 'morning' });
  },
};

/** The server's refusal of the preview: the notice rule shows on From – to, the balance in a banner. */
export const RefusedByPreview: Story = {
  args: {
    onPreview: fn<Props['onPreview']>(async (values) => ({
      ...assessmentOf(values, '1'),
      refusals: [
        { rule: 'notice-rule-1' as const, field: 'from' as const, message: NOTICE_REFUSAL },
        {
          rule: 'negative-balance' as const,
          field: null,
          message: 'Not enough leave in the leave year from 2026-01-01: 1 day available, 5 days requested.',
        },
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLeaveType(canvasElement, 'AL – Annual leave');
    await typeDates(canvasElement, '03092026', '03132026');
    await waitFor(
      () =>
        expect(datesGroup(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining(NOTICE_REFUSAL),
        ),
      PREVIEW_WAIT,
    );
    await expect(canvas.getByText(NOTICE_REFUSAL)).toBeVisible();
    const banner = canvas.getByRole('status', { name: 'This leave cannot be applied for' });
    await expect(banner).toHaveTextContent('Not enough leave in the leave year');
    await expect(banner).not.toHaveTextContent('Rule 1');
  },
};

/** What the form checks itself, and a server refusal on a field that keeps everything typed. */
export const Invalid: Story = {
  args: {
    onSubmit: fn<Props['onSubmit']>(async () => ({
      field: 'from',
      message: 'You already have leave on 16 Mar 2026.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await expect(await canvas.findByText('Choose a leave type.')).toBeVisible();
    await expect(canvas.getByText('Choose the first and last day of the leave.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await chooseLeaveType(canvasElement, 'SL – Sick leave');
    const reason = textbox(canvasElement, 'Reason');
    await expect(reason).toBeRequired();
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Required for this leave type.'),
    );
    await typeDates(canvasElement, '03162026', '03162026');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('This leave type needs a reason.')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(reason, 'Flu');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(datesGroup(canvasElement)).toHaveAccessibleDescription(
        expect.stringContaining('You already have leave on 16 Mar 2026.'),
      ),
    );
    await expect(reason).toHaveValue('Flu');
    await expect(canvas.getByRole('button', { name: /Leave type$/ })).toHaveTextContent('SL – Sick leave');
  },
};

/** An administrator chooses the employee first; the policy's findings warn and do not stop them. */
export const AdministratorWarnings: Story = {
  args: {
    employees: [
      { id: 'e-ada', name: 'Ada Lovelace' },
      { id: 'e-alan', name: 'Alan Turing' },
    ],
    onEmployeeChange: fn(),
    onPreview: fn<Props['onPreview']>(async (values) => ({
      ...assessmentOf(values),
      warnings: [{ rule: 'notice-rule-1' as const, field: 'from' as const, message: NOTICE_REFUSAL }],
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Choose an employee to see their balances and apply for their leave.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Employee' }), 'Ada');
    await userEvent.click(await body.findByRole('option', { name: 'Ada Lovelace' }));
    await expect(args.onEmployeeChange).toHaveBeenCalledWith('e-ada');
    await expect(grid(canvasElement, 'Requests')).toBeVisible();

    await chooseLeaveType(canvasElement, 'SL – Sick leave');
    await expect(textbox(canvasElement, 'Reason')).not.toBeRequired();
    await typeDates(canvasElement, '03092026', '03132026');
    const warning = await canvas.findByRole(
      'status',
      { name: 'The leave policy would refuse this for the employee' },
      PREVIEW_WAIT,
    );
    await expect(warning).toHaveTextContent(NOTICE_REFUSAL);
    await expect(lastCall(args.onPreview)).toMatchObject({ employeeId: 'e-ada' });
    await expect(datesGroup(canvasElement)).not.toHaveAccessibleDescription(
      expect.stringContaining(NOTICE_REFUSAL),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ employeeId: 'e-ada', reason: null }),
      ),
    );
  },
};

/** An administrator adjusts the chosen employee's balance from the Schedule, dated today. */
export const AdministratorAdjustsBalance: Story = {
  args: {
    employees: [
      { id: 'e-ada', name: 'Ada Lovelace' },
      { id: 'e-alan', name: 'Alan Turing' },
    ],
    onEmployeeChange: fn(),
    onAdjustBalance: fn<NonNullable<Props['onAdjustBalance']>>(async () => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Employee' }), 'Alan');
    await userEvent.click(await body.findByRole('option', { name: 'Alan Turing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust balance' }));
    const adjust = await body.findByRole('dialog', { name: 'Adjust leave balance' });
    await expect(within(adjust).getByRole('combobox', { name: 'Employee' })).toHaveValue('Alan Turing');
    await chooseOption(adjust, /Leave type$/, 'AL – Annual leave');
    await userEvent.type(within(adjust).getByRole('textbox', { name: 'Amount' }), '20');
    await userEvent.type(within(adjust).getByRole('textbox', { name: 'Reason' }), 'Opening balance');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() =>
      expect(args.onAdjustBalance).toHaveBeenCalledWith({
        employeeId: 'e-alan',
        leaveTypeId: 'lt-al',
        date: STORY_TODAY,
        amount: '20',
        reason: 'Opening balance',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Adjust leave balance' })).toBeNull());
    await expect(canvas.getByText('Balance adjusted.')).toBeVisible();
  },
};

/** An Hour-unit type takes hours on the day instead of halves. */
export const HourUnit: Story = {
  args: {
    onPreview: fn<Props['onPreview']>(async (values) => ({
      ...assessmentOf(values, '7.5'),
      unit: 'Hour' as const,
      days: [
        { date: values.from, amount: values.fromHours ?? '7.5', worked: 'whole' as const, holidays: [] },
      ],
      total: values.fromHours ?? '7.5',
      charges: [],
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseOption(canvasElement, /Leave type$/, 'TOIL – Time off in lieu');
    await typeDates(canvasElement, '03182026', '03182026');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    const hours = textbox(canvasElement, 'Hours');
    await userEvent.type(hours, '3.25');
    await expect(await canvas.findByText('Total: 3.25 hours', {}, PREVIEW_WAIT)).toBeVisible();
    await expect(lastCall(args.onPreview)).toMatchObject({
      fromPart: 'whole',
      toPart: 'whole',
      fromHours: '3.25',
      toHours: null,
    });
    await userEvent.clear(hours);
    await userEvent.type(hours, '30{Tab}');
    await expect(hours).toHaveAccessibleDescription(expect.stringContaining('at most 24'));
  },
};

/** Withdrawing asks first; keeping it calls nothing, confirming withdraws and says so. */
export const Withdraw: Story = {
  play: async ({ args, canvasElement }) => {
    const table = requestsTable(canvasElement);
    const withdraw = within(rowOf(table, 'Pending')).getByRole('button', { name: /^Withdraw/ });
    await userEvent.click(withdraw);
    let dialog = await findAlertDialog('Withdraw this request?');
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('AL, 2026-03-16 – 2026-03-17 (2 days).'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onWithdraw).not.toHaveBeenCalled();

    await userEvent.click(withdraw);
    dialog = await findAlertDialog('Withdraw this request?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledWith('r-pending'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Request withdrawn.')).toBeVisible();
  },
};

/** Cancelling approved leave the server refuses keeps the dialog open with its reason. */
export const CancelRefused: Story = {
  args: {
    onCancel: fn<Props['onCancel']>(async () => ({
      message: 'This leave has started: ask HR to cancel what is left of it.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const table = requestsTable(canvasElement);
    await userEvent.click(
      within(rowOf(table, '2026-04-06 (afternoon) – 2026-04-10')).getByRole('button', { name: /^Cancel/ }),
    );
    const dialog = await findAlertDialog('Cancel this leave?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This leave has started');
    await expect(args.onCancel).toHaveBeenCalledWith('r-approved');
  },
};
