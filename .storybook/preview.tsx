import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import '@hr/ui/theme.css';
import { type ColorMode, setColorMode } from '@hr/ui';

/**
 * The story tests run twice, once per colour mode (see vitest.config.ts), so that axe checks
 * contrast in light and in dark. STORY_COLOR_MODE is defined by that config; in Storybook itself
 * the toolbar switch decides.
 */
declare const __STORY_COLOR_MODE__: ColorMode | undefined;
const defaultColorMode: ColorMode =
  typeof __STORY_COLOR_MODE__ === 'undefined' ? 'light' : __STORY_COLOR_MODE__;

const withColorMode: Decorator = (Story, context) => {
  const mode = context.globals.colorMode as ColorMode;
  // Set before the first paint of the story so play functions and axe see the chosen theme.
  setColorMode(mode, { remember: false });
  useEffect(() => {
    setColorMode(mode, { remember: false });
  }, [mode]);
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withColorMode],
  globalTypes: {
    colorMode: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: defaultColorMode },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test. react-aria's live announcer is left out: it is an
    // off-screen region that outlives a story by seconds (it names a button that was focused when it
    // turned pending), so in the next story its reference points at nothing and axe would fail a
    // story for what an earlier one did.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
};

export default preview;
