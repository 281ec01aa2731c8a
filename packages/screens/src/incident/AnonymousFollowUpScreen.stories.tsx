import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../forms/index.ts';
import { AnonymousFollowUpScreen } from './AnonymousFollowUpScreen.tsx';
import type { IncidentCaseDetail } from './incidentCase.ts';
import { caseSeenBy } from './incidentCaseStoryData.ts';

const CODE = 'K7QF-2M9X-PL4D';
/** The server's sentences for a code that matches no report and for too many tries. */
const WRONG = 'No report has this follow-up code. Check it and try again.';
const TOO_MANY = 'Too many follow-up code attempts. Try again in 15 minutes.';
const reported: IncidentCaseDetail = {
  ...caseSeenBy('reporter', ['withdraw']),
  state: 'reported',
  stateLabel: 'Reported',
  investigationStatus: 'Not Started',
  outcome: null,
};

const meta = {
  title: 'Screens/Incident/AnonymousFollowUpScreen',
  component: AnonymousFollowUpScreen,
  tags: ['autodocs'],
  args: {
    onLookUp: fn(async (code: string) =>
      code === CODE ? reported : { message: code === 'AGAIN' ? TOO_MANY : WRONG },
    ),
    onWithdraw: fn(async (_code: string): Promise<FormSubmitResult> => undefined),
  },
} satisfies Meta<typeof AnonymousFollowUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Follow-up code/ }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Find my report' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Follow-up code/ })).toBeVisible();
  },
};

/** A code that matches no report, then too many tries: each the server's sentence, the last replacing the first. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'NOPE-NOPE');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(WRONG);
    await userEvent.clear(within(canvasElement).getByRole('textbox', { name: /Follow-up code/ }));
    await lookUp(canvasElement, 'AGAIN');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TOO_MANY));
  },
};

/** The code finds the report: what it concerns and its stage, and Withdraw while nobody investigates it. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, CODE);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Report INC-2026-0007: Reported.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The incident' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw the report' })).toBeVisible();
  },
};

export const Withdrawn: Story = {
  play: async ({ args, canvasElement }) => {
    await lookUp(canvasElement, CODE);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw the report' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(CODE);
    await expect(await canvas.findByText(/Your report is withdrawn/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw the report' })).not.toBeInTheDocument();
  },
};
