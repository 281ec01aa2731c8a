import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COLOR_MODE_STORAGE_KEY, getColorMode, setColorMode } from '../theme/colorMode.ts';
import { ColorModeSwitch } from './ColorModeSwitch.tsx';

/**
 * The switch changes the whole page's theme and writes localStorage. The toggling stories start
 * from light, and put back the theme this test run checks and whatever was stored, so the stories
 * after them are not affected.
 */
function keepStoredColorMode() {
  const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  return () => {
    if (stored === null) window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
  };
}

async function startFromLight(canvasElement: HTMLElement) {
  const themeOfThisRun = getColorMode();
  setColorMode('light', { remember: false });
  const toggle = within(canvasElement).getByRole('switch', { name: 'Dark theme' });
  await waitFor(() => expect(toggle).not.toBeChecked());
  return { toggle, restoreTheme: () => setColorMode(themeOfThisRun, { remember: false }) };
}

async function expectTheme(toggle: HTMLElement, mode: 'light' | 'dark') {
  if (mode === 'dark') await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
  await expect(document.documentElement).toHaveAttribute('data-color-mode', mode);
  await expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe(mode);
}

const meta = {
  title: 'UI/ColorModeSwitch',
  component: ColorModeSwitch,
} satisfies Meta<typeof ColorModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  globals: { colorMode: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dark theme')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Dark theme' })).toBeDisabled();
  },
};

export const TogglesWithPointer: Story = {
  beforeEach: keepStoredColorMode,
  play: async ({ canvasElement }) => {
    const { toggle, restoreTheme } = await startFromLight(canvasElement);
    await userEvent.click(toggle);
    await expectTheme(toggle, 'dark');
    await userEvent.click(toggle);
    await expectTheme(toggle, 'light');
    restoreTheme();
  },
};

export const TogglesWithKeyboard: Story = {
  beforeEach: keepStoredColorMode,
  play: async ({ canvasElement }) => {
    const { toggle, restoreTheme } = await startFromLight(canvasElement);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectTheme(toggle, 'dark');
    await userEvent.keyboard(' ');
    await expectTheme(toggle, 'light');
    restoreTheme();
  },
};
