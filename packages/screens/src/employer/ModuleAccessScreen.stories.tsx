import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { modules } from './employerStoryData.ts';
import { ModuleAccessScreen, type ModuleAccessScreenProps } from './ModuleAccessScreen.tsx';

type Toggle = ModuleAccessScreenProps['onToggle'];

/** A save that takes a moment, so the pending state can be seen. */
const slowSave = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 300));

const meta = {
  title: 'Screens/Employer/ModuleAccessScreen',
  component: ModuleAccessScreen,
  tags: ['autodocs'],
  args: { status: 'ready', modules, onToggle: fn<Toggle>(slowSave), onRetry: fn() },
} satisfies Meta<typeof ModuleAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Modules Enabled for Employee Access' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Employees see only the modules turned on here/)).toBeVisible();
    const switches = canvas.getAllByRole('switch');
    await expect(switches).toHaveLength(3);
    for (const [index, name] of ['Expense Claim', 'Leave', 'Attendance'].entries()) {
      await expect(switches[index]).toHaveAccessibleName(name);
    }
    for (const control of switches) await expect(control).not.toBeChecked();
  },
};

export const Loading: Story = {
  args: { status: 'loading', modules: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading modules' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', modules: [], errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The modules could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const leave = canvas.getByRole('switch', { name: 'Leave' });
    await userEvent.click(leave);
    await expect(leave).toBeChecked();
    await expect(canvas.getByRole('progressbar', { name: 'Saving Leave' })).toBeVisible();
    await expect(args.onToggle).toHaveBeenCalledWith('leave', true);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await expect(leave).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Leave turned on.');
  },
};

export const ToggleFails: Story = {
  args: { onToggle: fn<Toggle>(async () => ({ message: 'The server did not answer. Try again.' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const attendance = canvas.getByRole('switch', { name: 'Attendance' });
    await userEvent.click(attendance);
    await expect(args.onToggle).toHaveBeenCalledWith('attendance', true);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Attendance could not be turned on.');
    await expect(alert).toHaveTextContent('The server did not answer. Try again.');
    await expect(attendance).not.toBeChecked();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
