import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoDialog, findDialog } from '../employer/referenceStoryHelpers.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { IncidentCaseScreen } from './IncidentCaseScreen.tsx';
import {
  caseSeenBy,
  caseUnderInvestigation,
  decidedCase,
  searchStoryPeople,
} from './incidentCaseStoryData.ts';
import type { IncidentMove } from './incidentMoves.ts';
import { incidentDecisions } from './incidentStoryData.ts';

const meta = {
  title: 'Screens/Incident/IncidentCaseScreen',
  component: IncidentCaseScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    incident: decidedCase,
    decisions: incidentDecisions,
    onSearchPeople: searchStoryPeople,
    onUpload: fn(async (file: File) => ({
      id: 'file-1',
      name: file.name,
      mediaType: file.type,
      size: file.size,
    })),
    onDownloadFile: fn(),
    onMove: fn(async (_move: IncidentMove): Promise<FormSubmitResult> => undefined),
    onEdit: fn(),
    onRetry: fn(),
    listHref: '/incident/incident-management?state=decided',
  },
} satisfies Meta<typeof IncidentCaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL_SECTIONS = [
  'The incident',
  'What is alleged',
  'Evidence',
  'People',
  'Explanation',
  'Hearing',
  'Decision',
  'Outcome',
  'Management',
];

/** The sections shown, by their headings, and the move buttons offered. */
async function expectView(canvasElement: HTMLElement, sections: string[], moves: string[]) {
  const canvas = within(canvasElement);
  const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  await expect(headings).toEqual(ALL_SECTIONS.filter((section) => sections.includes(section)));
  const group = canvas.queryByRole('region', { name: 'What you can do now' });
  const buttons = group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
  await expect(buttons).toEqual(moves);
}

/** An incident manager sees every part, may edit, and may close the case or appeal for the subject. */
export const Manager: Story = {
  play: async ({ canvasElement }) => {
    await expectView(
      canvasElement,
      [
        'The incident',
        'What is alleged',
        'Evidence',
        'People',
        'Explanation',
        'Hearing',
        'Decision',
        'Management',
      ],
      ['Close the case', 'Appeal'],
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByText('MIS')).toBeVisible();
    await expect(canvas.getByText('Priya Nair (E-0063)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** The investigator: everything but the decision in full (only its outcome) and the remarks; no edit. */
export const Investigator: Story = {
  args: { incident: caseSeenBy('investigator', []) },
  play: async ({ canvasElement }) => {
    await expectView(
      canvasElement,
      ['The incident', 'What is alleged', 'Evidence', 'People', 'Explanation', 'Hearing', 'Outcome'],
      [],
    );
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** A panel member: not who reported, nor the remarks. */
export const PanelMember: Story = {
  args: { incident: caseSeenBy('hearing-panel', []) },
  play: async ({ canvasElement }) => {
    await expectView(
      canvasElement,
      ['The incident', 'What is alleged', 'Evidence', 'People', 'Explanation', 'Hearing', 'Decision'],
      [],
    );
    await expect(within(canvasElement).queryByText('Reported by')).not.toBeInTheDocument();
  },
};

/** The subject: what the panel sees but the witnesses; they may appeal. */
export const Subject: Story = {
  args: { incident: caseSeenBy('subject', ['appeal']) },
  play: async ({ canvasElement }) => {
    await expectView(
      canvasElement,
      ['The incident', 'What is alleged', 'Evidence', 'People', 'Explanation', 'Hearing', 'Decision'],
      ['Appeal'],
    );
    await expect(within(canvasElement).queryByText('Witnesses')).not.toBeInTheDocument();
  },
};

/** A witness: only the incident and what is alleged. */
export const Witness: Story = {
  args: { incident: caseSeenBy('witness', []) },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, ['The incident', 'What is alleged'], []);
  },
};

/** The reporter: the incident and which outcome it came to. */
export const Reporter: Story = {
  args: { incident: caseSeenBy('reporter', []) },
  play: async ({ canvasElement }) => {
    await expectView(canvasElement, ['The incident', 'Outcome'], []);
    await expect(within(canvasElement).getByText('Written warning')).toBeVisible();
  },
};

/**
 * Dismissed with no case to answer, reported from an administrator's account (which has no employee
 * record): the decision is the dismissal and its reasons, the reporter "An administrator".
 */
export const Dismissed: Story = {
  args: {
    incident: {
      ...caseUnderInvestigation,
      state: 'closed',
      stateLabel: 'Closed',
      investigationStatus: 'Completed',
      closure: 'no-case-to-answer',
      reporter: { kind: 'named', person: null },
      decision: {
        outcome: null,
        from: null,
        to: null,
        reasons: null,
        decidedOn: null,
        appealBy: null,
        dismissalReasons: 'The store room log was wrong: both laptops were in the audit office.',
        appeal: null,
      },
      outcome: { closure: 'no-case-to-answer', outcome: null },
      allowedMoves: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = canvas.getByRole('region', { name: 'Decision' });
    await expect(within(decision).getByText('No case to answer')).toBeVisible();
    await expect(within(decision).getByText(/both laptops were in the audit office/)).toBeVisible();
    await expect(canvas.getByText('An administrator')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', incident: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the case' })).toBeVisible();
  },
};

/** A case the reader may not see reads as one that does not exist, with the way back to the list. */
export const NotFound: Story = {
  args: { status: 'not-found', incident: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No such case' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All cases' })).toHaveAttribute(
      'href',
      '/incident/incident-management?state=decided',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', incident: null, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The case could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const TOO_SOON = 'The Explain By date must be after today.';

/**
 * "Ask for an explanation": the server refuses the date, its sentence shows on the field and the
 * dialog stays open; a later date is accepted, the dialog closes and the page says it was done.
 */
export const AskForExplanation: Story = {
  args: {
    incident: caseUnderInvestigation,
    onMove: fn(
      async (move: IncidentMove): Promise<FormSubmitResult> =>
        move.kind === 'request-explanation' && move.explainBy <= '2026-12-02'
          ? { field: 'explainBy', message: TOO_SOON }
          : undefined,
    ),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask for an explanation' }));
    const dialog = await findDialog('Ask for an explanation — INC-2026-0007');
    await typeDate(dialog, 'Explain By', '12022026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for an explanation' }));
    const explainBy = within(dialog).getByRole('group', { name: 'Explain By' });
    await waitFor(() => expect(explainBy).toHaveAccessibleDescription(expect.stringContaining(TOO_SOON)));
    await typeDate(dialog, 'Explain By', '12092026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for an explanation' }));
    await expectNoDialog();
    await expect(args.onMove).toHaveBeenLastCalledWith({
      kind: 'request-explanation',
      explainBy: '2026-12-09',
    });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ask for an explanation: done.',
    );
  },
};
