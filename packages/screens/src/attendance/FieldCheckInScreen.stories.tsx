import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import {
  atHeadOffice,
  awayFromSites,
  checkedIn,
  checkedOut,
  flaggedDay,
  phoneGlobals,
  phoneParameters,
} from './checkInStoryData.ts';
import { FieldCheckInScreen, type FieldCheckInScreenProps } from './FieldCheckInScreen.tsx';

const meta = {
  title: 'Screens/Attendance/FieldCheckInScreen',
  component: FieldCheckInScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('DD/MM/YYYY')],
  parameters: phoneParameters,
  globals: phoneGlobals,
  args: {
    status: 'ready',
    checkIn: checkedOut,
    location: atHeadOffice,
    queued: 0,
    online: true,
    onRetry: fn(),
    onPunch: fn<FieldCheckInScreenProps['onPunch']>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof FieldCheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const punchButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Not checked in, at the head office: one tap checks in, and the page fits a phone's width. */
export const CheckIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByText('Not checked in')).toBeVisible();
    await expect(canvas.getByText('Today, 02/12/2026 · Day 09:00–17:00')).toBeVisible();
    await expect(canvas.getByText('Location: within 12 m · at Head office')).toBeVisible();
    await expect(canvas.getByText('No punches yet today.')).toBeVisible();
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    await expect(args.onPunch).toHaveBeenCalledWith('in', undefined);
    await expect(canvas.getByRole('status')).toHaveTextContent('Check in recorded.');
  },
};

/** Checked in: the button checks out, and the morning's punch is listed. */
export const CheckedIn: Story = {
  args: { checkIn: checkedIn },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checked in at 08:57')).toBeVisible();
    const punches = within(canvas.getByRole('region', { name: "Today's punches" }));
    await expect(punches.getByRole('listitem')).toHaveTextContent('08:57 In · Head office');
    await userEvent.click(punchButton(canvasElement, 'Check out'));
    await expect(args.onPunch).toHaveBeenCalledWith('out', undefined);
  },
};

/** While the punch is on its way the button is busy, and a second tap sends nothing. */
export const Punching: Story = {
  args: { onPunch: fn<FieldCheckInScreenProps['onPunch']>(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    const button = punchButton(canvasElement, 'Check in');
    await userEvent.click(button);
    await expect(within(button).getByRole('progressbar', { name: 'Working' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPunch).toHaveBeenCalledTimes(1);
  },
};

const REFUSAL =
  'Your location is only known to within 140 m; it must be within 100 m. Move to open sky or turn on precise location and try again.';

/** The server refused: its words next to the button, and the button ready for another try. */
export const Refused: Story = {
  args: { onPunch: fn<FieldCheckInScreenProps['onPunch']>(async () => ({ refused: REFUSAL })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Check in refused');
    await expect(alert).toHaveTextContent(REFUSAL);
    await expect(canvas.getByText('Not checked in')).toBeVisible();
    const button = punchButton(canvasElement, 'Check in');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onPunch).toHaveBeenCalledTimes(2);
  },
};

/**
 * Outside every site where the employer allows it: a reason is asked for, required, and sent with the
 * punch; a refusal keeps what was typed.
 */
export const OutsideWithReason: Story = {
  args: {
    checkIn: { ...checkedOut, allowOutsideWithReason: true },
    location: awayFromSites,
    onPunch: fn<FieldCheckInScreenProps['onPunch']>(async () => ({ ok: true })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Location: within 15 m · at no site')).toBeVisible();
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    const reason = canvas.getByRole('textbox', { name: /Why are you punching outside every site\?/ });
    await expect(
      await canvas.findByText('You are outside every site: say why you are punching from here.'),
    ).toBeVisible();
    await expect(reason).toHaveFocus();
    await expect(args.onPunch).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Client visit at Tema port');
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    await expect(args.onPunch).toHaveBeenCalledWith('in', 'Client visit at Tema port');
  },
};

/** Outside every site where the employer does not allow it: the button waits, and the page says why. */
export const OutsideNotAllowed: Story = {
  args: { location: awayFromSites },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        /You are outside every site you may punch at: Head office is \d+ m away \(its radius is 100 m\)\./,
      ),
    ).toBeVisible();
    await expect(punchButton(canvasElement, 'Check in')).toBeDisabled();
  },
};

/** Offline with two punches kept on the phone: another punch is kept too. */
export const OfflineWithQueue: Story = {
  args: {
    online: false,
    queued: 2,
    checkIn: checkedIn,
    onPunch: fn<FieldCheckInScreenProps['onPunch']>(async () => ({ kept: 'offline' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('You are offline. 2 punches will be sent when you are back online.'),
    ).toBeVisible();
    await userEvent.click(punchButton(canvasElement, 'Check out'));
    await expect(args.onPunch).toHaveBeenCalledWith('out', undefined);
    await waitFor(() =>
      expect(canvas.getByText(/Check out kept on this phone/)).toHaveTextContent(
        'Check out kept on this phone; it will be sent when you are back online.',
      ),
    );
  },
};

/** Online, but the server could not be reached: the punch is kept, and the page does not say recorded. */
export const ServerUnreachable: Story = {
  args: { onPunch: fn<FieldCheckInScreenProps['onPunch']>(async () => ({ kept: 'unreachable' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Check in kept on this phone: the server could not be reached, so it will be sent when it can be.',
      ),
    );
  },
};

/** Still finding the location while one is required: the button waits for it. */
export const FindingLocation: Story = {
  args: { location: { kind: 'locating' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding your location…')).toBeVisible();
    await expect(punchButton(canvasElement, 'Check in')).toBeDisabled();
  },
};

/** The location is off and the employer requires one: the page says how to turn it on. */
export const LocationDenied: Story = {
  args: { location: { kind: 'denied' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Location is off: allow this page to use your location'),
    ).toBeVisible();
    await expect(punchButton(canvasElement, 'Check in')).toBeDisabled();
  },
};

/** No location required: the location is not checked, so a denied one does not stop a punch. */
export const LocationNotRequired: Story = {
  args: { location: { kind: 'denied' }, checkIn: { ...checkedOut, locationRequired: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(punchButton(canvasElement, 'Check in'));
    await expect(args.onPunch).toHaveBeenCalledWith('in', undefined);
  },
};

/** A location is required but no site is set up for the person. */
export const NoSites: Story = {
  args: { checkIn: { ...checkedOut, sites: [] }, location: awayFromSites },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No site is set up for you to punch at\./)).toBeVisible();
    await expect(punchButton(canvasElement, 'Check in')).toBeDisabled();
  },
};

/** A day's punches with what a reviewer will see: sent later, outside every site with the reason. */
export const FlaggedPunches: Story = {
  args: { checkIn: flaggedDay },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('region', { name: "Today's punches" })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.textContent)).toEqual([
      '08:55 In · Head officeSent later; device time 08:55',
      '12:02 Out · No siteOutside every site: Client visit at Tema port',
      '13:05 In · Head office',
    ]);
  },
};

/** The same day in the dark theme (every story's axe check also runs in both themes). */
export const Dark: Story = {
  args: { checkIn: flaggedDay },
  globals: { ...phoneGlobals, colorMode: 'dark' },
};

export const ModuleOff: Story = {
  args: { status: 'module-off', checkIn: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Attendance is switched off')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading', checkIn: null } };

export const LoadFailed: Story = {
  args: { status: 'error', checkIn: null, errorMessage: 'The server did not answer.' },
};
