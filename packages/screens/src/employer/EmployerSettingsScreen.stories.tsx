import { DEFAULT_EMPLOYER_SETTINGS, type EmployerSettingsValues } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployerSettingsScreen, type EmployerSettingsScreenProps } from './EmployerSettingsScreen.tsx';

const settings: EmployerSettingsValues = {
  ...DEFAULT_EMPLOYER_SETTINGS,
  timeZone: 'Africa/Accra',
  defaultCurrency: 'GHS',
};

type Save = EmployerSettingsScreenProps['onSave'];

const meta = {
  title: 'Screens/Employer/EmployerSettingsScreen',
  component: EmployerSettingsScreen,
  tags: ['autodocs'],
  args: { status: 'ready', settings, onSave: fn<Save>(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof EmployerSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(label) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Africa/Accra');
    await expect(button(canvasElement, 'Date format')).toHaveTextContent('D MMM YYYY (5 Mar 2026)');
    await expect(button(canvasElement, 'First day of the week')).toHaveTextContent('Monday');
    await expect(
      canvas.getByRole('switch', { name: 'Require two-factor sign-in for administrators' }),
    ).not.toBeChecked();
  },
};

export const Loading: Story = { args: { status: 'loading', settings: undefined } };

export const ErrorState: Story = {
  args: { status: 'error', settings: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The settings could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const length = canvas.getByRole('textbox', { name: 'Minimum length' });
    await userEvent.clear(length);
    await userEvent.type(length, '12');
    await userEvent.click(canvas.getByRole('switch', { name: 'Refuse breached passwords' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ...settings,
        passwordMinLength: 12,
        refuseBreachedPasswords: true,
      }),
    );
    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole('textbox', { name: 'Idle timeout (minutes)' });
    await userEvent.clear(idle);
    await userEvent.type(idle, '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('The idle timeout cannot be longer than the session lifetime.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'timeZone', message: 'Choose a time zone from the list.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a time zone from the list.')).toBeVisible();
  },
};

/** Another employer's choices: US dates, weeks from Sunday, two-factor required. */
export const OtherChoices: Story = {
  args: {
    settings: {
      ...settings,
      locale: 'en-US',
      dateFormat: 'MM/DD/YYYY',
      firstDayOfWeek: 'sun',
      twoFactorRequiredForAdmins: true,
      suspensionBlocksSignIn: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Date format')).toHaveTextContent('MM/DD/YYYY (03/05/2026)');
    await expect(button(canvasElement, 'First day of the week')).toHaveTextContent('Sunday');
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Block sign-in during a suspension' }),
    ).toBeChecked();
  },
};
