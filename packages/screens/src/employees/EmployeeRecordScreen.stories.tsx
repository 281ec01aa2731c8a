import { invitationSent } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { auditEvents } from '../audit/auditStoryData.ts';
import { employeeDocuments } from '../documents/documentStoryData.ts';
import { recordPay } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { EmployeeRecordScreen, type EmployeeRecordScreenProps } from './EmployeeRecordScreen.tsx';
import { employeeFormOptions } from './employeeFormStoryData.ts';
import { adaAsSelf, adaRecord, graceRecord, STORY_NOW } from './employeeRecordStoryData.ts';

type SendInvitation = NonNullable<EmployeeRecordScreenProps['onSendInvitation']>;
type EndEmployment = NonNullable<EmployeeRecordScreenProps['onEndEmployment']>;

const meta = {
  title: 'Screens/Employees/EmployeeRecordScreen',
  component: EmployeeRecordScreen,
  // A fixed language, time zone and moment, so every date reads the same wherever the stories run.
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
  args: {
    status: 'ready',
    employee: adaRecord,
    options: employeeFormOptions,
    viewer: 'admin',
    onEdit: fn(),
    onRetry: fn(),
    onSendInvitation: fn<SendInvitation>(async () => undefined),
    onEndEmployment: fn<EndEmployment>(async () => undefined),
    pay: recordPay(),
    timeZone: 'UTC',
    now: STORY_NOW,
  },
} satisfies Meta<typeof EmployeeRecordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const body = within(document.body);
/** An amount as the screen should write it; spaces as toHaveTextContent reads them. */
const cedis = (amount: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GHS' })
    .format(amount as Intl.StringNumericLiteral)
    .replace(/\s/g, ' ');

/** The value shown against `label` in a card. */
function shownFor(card: HTMLElement, label: string, index = 0) {
  const term = within(card).getAllByText(label, { selector: 'dt' })[index];
  return term?.nextElementSibling as HTMLElement;
}

const card = (canvas: Scope, name: string) => canvas.getByRole('region', { name });

async function openEndEmployment(canvas: Scope) {
  await userEvent.click(canvas.getByRole('button', { name: 'End employment' }));
  const dialog = await body.findByRole('dialog', { name: 'End employment' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await expect(title).toBeVisible();
    // The dots are hidden from screen readers, which hear commas instead.
    await expect(title.nextElementSibling).toHaveTextContent(
      'Employee ID E-0001 · , Software Engineer · , Engineering',
    );
    await expect(within(title.parentElement as HTMLElement).getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to employees' })).toHaveAttribute(
      'href',
      '/employee',
    );

    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Account',
      'Personal',
      'Job',
      'Salary',
      'Family',
      'Contact',
      'Health',
      'Directory',
      'Others',
      'Salary history',
      'Placement history',
    ]);
    await expect(shownFor(card(canvas, 'Personal'), 'Date of Birth')).toHaveTextContent('1985-12-10');
    const job = card(canvas, 'Job');
    await expect(shownFor(job, 'Job Position')).toHaveTextContent('Software Engineer');
    await expect(shownFor(job, 'Level')).toHaveTextContent('Senior');
    await expect(shownFor(job, 'Leave Workflow')).toHaveTextContent('Line manager, then HR');
    const salary = card(canvas, 'Salary');
    await expect(shownFor(salary, 'Basic Salary')).toHaveTextContent(cedis('4250.00'));
    await expect(shownFor(salary, 'Bank')).toHaveTextContent('GCB Bank');
    const family = card(canvas, 'Family');
    await expect(shownFor(family, 'Name')).toHaveTextContent('William King');
    // Not given: a dash to the eye, words to a screen reader.
    await expect(shownFor(family, 'Passport')).toHaveTextContent('—Not given');
    await expect(shownFor(card(canvas, 'Health'), 'Blood Group')).toHaveTextContent('O+');

    const salaryHistory = within(card(canvas, 'Salary history')).getByRole('table');
    const salaryRows = within(salaryHistory).getAllByRole('row');
    await expect(salaryRows[1]).toHaveTextContent(`2025-01-01${cedis('4250.00')}`);
    await expect(salaryRows[2]).toHaveTextContent(`2022-02-01${cedis('3100.00')}`);
    const placementRows = within(card(canvas, 'Placement history')).getAllByRole('row');
    await expect(placementRows[2]).toHaveTextContent('Junior—Not given');

    const account = card(canvas, 'Account');
    await expect(account).toHaveTextContent('No account yet');
    await expect(within(account).getByRole('button', { name: 'Send invitation' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Only the quick entry was filled in: the rest reads "Not given", the histories are empty. */
/** An employer printing D MMM YYYY: the record's days are written that way. */
export const InEmployerDateFormat: Story = {
  decorators: [withRegionalSettings('D MMM YYYY')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownFor(card(canvas, 'Personal'), 'Date of Birth')).toHaveTextContent('10 Dec 1985');
  },
};

export const Minimal: Story = {
  args: { employee: graceRecord },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Grace Hopper' });
    await expect(title).toBeVisible();
    await expect(title.nextElementSibling).toHaveTextContent(/^Employee ID E-0002$/);
    const job = card(canvas, 'Job');
    await expect(shownFor(job, 'Job Position')).toHaveTextContent('Not given');
    await expect(shownFor(card(canvas, 'Salary'), 'Basic Salary')).toHaveTextContent('Not given');
    await expect(shownFor(card(canvas, 'Salary'), 'Pay Period')).toHaveTextContent('Monthly');
    const family = card(canvas, 'Family');
    await expect(shownFor(family, 'Marital Status')).toHaveTextContent('Single');
    await expect(within(family).queryByRole('heading', { name: 'Spouse' })).not.toBeInTheDocument();
    await expect(card(canvas, 'Salary history')).toHaveTextContent('No salary recorded yet.');
    await expect(card(canvas, 'Placement history')).toHaveTextContent('No placement recorded yet.');
  },
};

/** The employee reading their own record: no health, no invitation, no end of employment. */
export const Self: Story = {
  args: { viewer: 'self', employee: adaAsSelf },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Health' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /invitation/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'End employment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Back to employees' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/**
 * An employee cannot list line managers (and a deactivated row is offered no more): the record names
 * them from its placement history rather than saying "No longer listed".
 */
export const SelfWithoutLists: Story = {
  args: {
    viewer: 'self',
    employee: adaAsSelf,
    options: { ...employeeFormOptions, lineManagers: [], levels: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const job = within(canvas.getByRole('region', { name: 'Job' }));
    // The job's line manager and the placement's, both named.
    for (const term of job.getAllByText('Line Manager')) {
      await expect(term.nextElementSibling).toHaveTextContent('Kwame Asante');
    }
    await expect(job.getByText('Level').nextElementSibling).toHaveTextContent('Senior');
    await expect(canvas.queryByText('No longer listed')).not.toBeInTheDocument();
  },
};

export const Invited: Story = {
  args: {
    employee: {
      ...adaRecord,
      account: {
        status: 'invited',
        invitedAt: '2026-11-28T12:00:00Z',
        invitationExpiresAt: '2026-12-05T12:00:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const account = card(within(canvasElement), 'Account');
    await expect(account).toHaveTextContent(
      'Invitation sent on 28 November 2026 at 12:00 — valid until 5 December 2026 at 12:00.',
    );
    await expect(within(account).getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};

/** Seven days have passed without a sign-up: the link no longer works, so another is offered. */
export const InvitationLapsed: Story = {
  args: {
    employee: {
      ...adaRecord,
      account: {
        status: 'invited',
        invitedAt: '2026-11-20T12:00:00Z',
        invitationExpiresAt: '2026-11-27T12:00:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const account = card(within(canvasElement), 'Account');
    await expect(account).toHaveTextContent(
      'Invitation sent on 20 November 2026 at 12:00 — expired on 27 November 2026 at 12:00.',
    );
    await expect(within(account).getByRole('button', { name: 'Send again' })).toBeVisible();
  },
};

export const Registered: Story = {
  args: { employee: { ...adaRecord, account: { status: 'registered' } } },
  play: async ({ canvasElement }) => {
    const account = card(within(canvasElement), 'Account');
    await expect(account).toHaveTextContent('Has an account');
    await expect(account).toHaveTextContent('Ada signs in with ada@example.com.');
    await expect(within(account).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: {
    employee: {
      ...adaRecord,
      employment: { status: 'ended', endDate: '2026-11-30', endReason: 'Resigned to study.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Employment ended on 2026-11-30')).toBeVisible();
    await expect(canvas.getByText('Reason: Resigned to study.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End employment' })).not.toBeInTheDocument();
    const account = card(canvas, 'Account');
    await expect(account).toHaveTextContent('The employment has ended, so no invitation can be sent.');
    await expect(within(account).queryByRole('button')).not.toBeInTheDocument();
    // The record is kept, every section still there.
    await expect(shownFor(card(canvas, 'Salary'), 'Basic Salary')).toHaveTextContent(cedis('4250.00'));
  },
};

/** An end date still to come. */
export const EndingLater: Story = {
  args: {
    employee: {
      ...adaRecord,
      employment: { status: 'ended', endDate: '2026-12-31', endReason: 'Retiring.' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Employment ends on 2026-12-31')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', employee: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the employee’s record' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to employees' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    employee: undefined,
    errorMessage: 'The server did not answer. Check your connection and try again.',
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The employee’s record could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', employee: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No such employee' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to employees' })).toHaveAttribute(
      'href',
      '/employee',
    );
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

export const SendInvitation: Story = {
  play: async ({ args, canvasElement }) => {
    const account = card(within(canvasElement), 'Account');
    const status = within(account).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(within(account).getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSendInvitation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status).toHaveTextContent(invitationSent('ada@example.com')));
    await expect(status).toHaveTextContent(
      'Invitation sent to ada@example.com. The link works once, for 7 days.',
    );
  },
};

export const SendInvitationFails: Story = {
  args: {
    onSendInvitation: fn<SendInvitation>(async () => ({
      message: 'The invitation could not be sent. Try again in a few minutes.',
    })),
  },
  play: async ({ canvasElement }) => {
    const account = card(within(canvasElement), 'Account');
    await userEvent.click(within(account).getByRole('button', { name: 'Send invitation' }));
    await expect(await within(account).findByRole('alert')).toHaveTextContent(
      'The invitation could not be sent. Try again in a few minutes.',
    );
    await expect(within(account).getByRole('status')).toBeEmptyDOMElement();
    await expect(within(account).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

/** Typing the end date (day, month, year in en-GB) and the reason, then submitting. */
export const EndEmployment: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await openEndEmployment(canvas));
    const endDate = dialog.getByRole('group', { name: /End Date/ });
    await userEvent.click(within(endDate).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('30112026');
    await expect(endDate).toHaveTextContent('30/11/2026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Resigned to study.');
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await waitFor(() =>
      expect(args.onEndEmployment).toHaveBeenCalledWith({
        endDate: '2026-11-30',
        reason: 'Resigned to study.',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EndEmploymentRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await openEndEmployment(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        /Enter the reason the employment ends\./,
      ),
    );
    await expect(dialog.getByText('Enter the end date.')).toBeVisible();
    await expect(args.onEndEmployment).not.toHaveBeenCalled();

    // Cancel leaves nothing behind: the next opening starts empty.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Half-typed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const again = within(await openEndEmployment(canvas));
    await expect(again.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  },
};

/** The server's answer on a field shows on it; the dialog stays open with everything typed. */
export const EndEmploymentRefused: Story = {
  args: {
    onEndEmployment: fn<EndEmployment>(async () => ({
      field: 'endDate',
      message: 'The end date cannot be before the last processed payroll (31 October 2026).',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await openEndEmployment(canvas));
    const endDate = dialog.getByRole('group', { name: /End Date/ });
    await userEvent.click(within(endDate).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('15102026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Contract ended.');
    await userEvent.click(dialog.getByRole('button', { name: 'End employment' }));
    await expect(
      await dialog.findByText('The end date cannot be before the last processed payroll (31 October 2026).'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Contract ended.');
    await expect(body.getByRole('dialog', { name: 'End employment' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const personal = card(canvas, 'Personal');
    const job = card(canvas, 'Job');
    // One column: the cards stack.
    await expect(job.getBoundingClientRect().top).toBeGreaterThan(personal.getBoundingClientRect().bottom);
    // The placement history is wider than a phone: it scrolls inside its card, not the page.
    const placements = within(card(canvas, 'Placement history')).getByRole('group', {
      name: 'Placement history',
    });
    await expect(placements.scrollWidth).toBeGreaterThan(placements.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The History tab: the record's changes as the Audit Trail shows them, loaded when first chosen. */
export const History: Story = {
  args: {
    history: { status: 'ready', events: auditEvents.slice(0, 1), total: 2, onShowMore: fn() },
    onHistoryOpen: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(args.onHistoryOpen).toHaveBeenCalledTimes(1);
    const history = canvas.getByRole('list', { name: 'History of Ada Lovelace' });
    await expect(history).toHaveTextContent('Update employee');
    await expect(history).toHaveTextContent('Kofi Mensah');
    const lastName = within(history).getByRole('row', { name: /Last name/ });
    await expect(
      within(lastName)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Lovelace', 'King']);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.history?.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const HistoryEmpty: Story = {
  args: { history: { status: 'ready', events: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(await canvas.findByText('No changes yet')).toBeVisible();
  },
};

/**
 * The Documents tab, for a reader whose documents permission reaches the employee: what was asked of
 * them, loaded when chosen, each with its state, expiry and latest version.
 */
export const Documents: Story = {
  args: {
    documents: {
      status: 'ready',
      employeeName: 'Ada Lovelace',
      total: employeeDocuments.length,
      items: employeeDocuments,
      onVisibleRangeChange: fn(),
      onDownload: fn(),
    },
    onDocumentsOpen: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab', { name: 'History' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    await expect(args.onDocumentsOpen).toHaveBeenCalledTimes(1);
    const documents = canvas.getByRole('grid', { name: 'Ada Lovelace’s documents' });
    await expect(within(documents).getByText('Work permit')).toBeVisible();
  },
};

const decisions = [
  {
    kind: 'dismissal',
    description: 'Dismissal',
    caseCode: 'INC-0009',
    decidedOn: '2026-11-20',
    from: '2026-11-30',
    liveUntil: null,
  },
  {
    kind: 'warning',
    description: 'Written warning',
    caseCode: 'INC-0004',
    decidedOn: '2026-03-02',
    from: null,
    liveUntil: '2027-03-01',
  },
] as const;

/** An incident manager's view: a live warning, and a dismissal that leads to End employment with its day. */
export const DisciplinaryDecisions: Story = {
  args: { employee: { ...adaRecord, incidentDecisions: decisions } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decided = card(canvas, 'Disciplinary decisions');
    await expect(decided).toHaveTextContent(
      'Written warning (INC-0004)Decided on 2026-03-02; live until 2027-03-01',
    );
    await expect(decided).toHaveTextContent('Dismissal (INC-0009)Decided on 2026-11-20; from 2026-11-30');
    await userEvent.click(within(decided).getByRole('button', { name: 'Record the end of employment' }));
    const dialog = await body.findByRole('dialog', { name: 'End employment' });
    await expect(within(dialog).getByRole('group', { name: /End Date/ })).toHaveTextContent('30/11/2026');
  },
};

/** The employee reads their own: the same decisions, nothing to do about them. */
export const SelfDisciplinaryDecisions: Story = {
  args: { viewer: 'self', employee: { ...adaAsSelf, incidentDecisions: decisions } },
  play: async ({ canvasElement }) => {
    const decided = card(within(canvasElement), 'Disciplinary decisions');
    await expect(decided).toHaveTextContent('Written warning (INC-0004)');
    await expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
  },
};
