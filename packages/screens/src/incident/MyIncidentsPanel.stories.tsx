import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { caseRows } from './incidentCaseStoryData.ts';
import { type MyIncident, MyIncidentsPanel } from './MyIncidentsPanel.tsx';

const [pending] = caseRows;
const explanationDue: MyIncident = {
  ...(pending as MyIncident),
  relations: ['subject'],
  explainBy: '2026-12-12',
  appealBy: null,
};
const asWitness: MyIncident = {
  ...explanationDue,
  id: 'case-9',
  code: 'INC-2026-0009',
  relations: ['witness'],
  explainBy: null,
};

const meta = {
  title: 'Screens/Incident/MyIncidentsPanel',
  component: MyIncidentsPanel,
  tags: ['autodocs'],
  args: { status: 'ready', incidents: [explanationDue], onOpenCase: fn(), onRetry: fn() },
} satisfies Meta<typeof MyIncidentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subject asked to explain: the date is what the panel says first; the code opens the case. */
export const PendingExplanation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Explain by 2026-12-12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'INC-2026-0007' }));
    await expect(args.onOpenCase).toHaveBeenCalledWith(explanationDue);
  },
};

/** A witness is asked nothing: the case shows how it concerns them. */
export const Witness: Story = {
  args: { incidents: [asWitness] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are a witness')).toBeVisible();
    await expect(canvas.queryByText(/Explain by/)).not.toBeInTheDocument();
  },
};

export const Nothing: Story = {
  args: { incidents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No incidents concern you')).toBeVisible();
  },
};
