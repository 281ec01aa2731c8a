import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IncidentCaseRow } from './incidentCase.ts';
import { caseRows } from './incidentCaseStoryData.ts';
import { MyIncidentsPanel } from './MyIncidentsPanel.tsx';

const [pending] = caseRows as [IncidentCaseRow];
const asWitness: IncidentCaseRow = {
  ...pending,
  id: 'case-9',
  code: 'INC-2026-0009',
  relations: ['witness'],
  explainBy: null,
};
const onThePanel: IncidentCaseRow = {
  ...pending,
  id: 'case-8',
  code: 'INC-2026-0008',
  state: 'hearing-scheduled',
  stateLabel: 'Hearing scheduled',
  relations: ['hearing-panel'],
  nextHearing: '2026-12-15',
};
const explanationDue: IncidentCaseRow = { ...pending, relations: ['subject'], explainBy: '2026-12-12' };

const meta = {
  title: 'Screens/Incident/MyIncidentsPanel',
  component: MyIncidentsPanel,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    incidents: [asWitness, onThePanel, explanationDue],
    onOpenCase: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyIncidentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a case asks of the reader comes first, the soonest day first: the subject's explanation, then
 * the hearing the reader sits on; the witness is asked nothing. The code opens the case.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^INC-2026-0007.*About you.*Explain by 2026-12-12$/),
      expect.stringMatching(/^INC-2026-0008.*You sit on the panel.*Hearing on 2026-12-15$/),
      expect.stringMatching(/^INC-2026-0009.*You are a witness$/),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'INC-2026-0007' }));
    await expect(args.onOpenCase).toHaveBeenCalledWith(explanationDue);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const ErrorState: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your incidents could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
