import { afterEach as a11yCheck } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { useEffect } from 'react';
import '@hr/ui/theme.css';
import { type ColorMode, setColorMode } from '@hr/ui';

/**
 * Defined (as true) by vitest.config.ts for the story tests; undefined in Storybook itself, where the
 * toolbar's Theme switch decides and the a11y panel checks what is shown.
 */
declare const __STORY_TESTS_CHECK_BOTH_MODES__: boolean | undefined;
const checkBothModes =
  typeof __STORY_TESTS_CHECK_BOTH_MODES__ !== 'undefined' && __STORY_TESTS_CHECK_BOTH_MODES__;

/** While the checks switch the theme, a re-render of the story must not switch it back. */
let themeHeldForChecks = false;

/**
 * Interact once, check colours twice. A story test renders the story and runs its play function once;
 * then axe checks what is on the page in light, the theme is switched, and axe checks it again in dark
 * (contrast is what differs between the two). So a dialog a play function opened, or the error
 * messages it provoked, are checked in both themes, at the price of one render and one play.
 *
 * Storybook runs the project's afterEach before the addons' (in reverse order of registration), so
 * this runs both checks itself through the a11y addon's own check, then marks the story as checked so
 * that the addon's afterEach, which would run a third time, stands aside.
 */
async function checkAccessibilityInBothModes(context: StoryContext) {
  if (!checkBothModes) return;
  // Only the violations fail a test: axe then describes one node per passing rule instead of every
  // node that passed (building those descriptions is most of its time on a large screen).
  const a11y = context.parameters.a11y ?? {};
  const checkedWith = (options: object) => ({
    ...context,
    parameters: {
      ...context.parameters,
      a11y: { ...a11y, options: { resultTypes: ['violations'], ...a11y.options, ...options } },
    },
  });
  // Light gets every rule. Dark differs from light only in colour, so it gets axe's colour rules (those
  // of its `cat.color` tag that are on by default): the structure (names, roles, labels, landmarks) is
  // the same DOM, checked a moment before in light.
  const checks = {
    light: checkedWith({}),
    dark: checkedWith({ runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } }),
  };
  themeHeldForChecks = true;
  try {
    for (const mode of ['light', 'dark'] as const) {
      setColorMode(mode, { remember: false });
      // Lets React re-render what reads the theme (useColorMode) before axe reads the page.
      await new Promise((resolve) => setTimeout(resolve, 0));
      try {
        await a11yCheck(checks[mode]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`In the ${mode} theme: ${message}`, { cause: error });
      }
    }
  } finally {
    themeHeldForChecks = false;
  }
  context.globals.a11y = { ...(context.globals.a11y as object), manual: true };
}

const withColorMode: Decorator = (Story, context) => {
  const mode = context.globals.colorMode as ColorMode;
  // Set before the first paint of the story so play functions and axe see the chosen theme.
  if (!themeHeldForChecks) setColorMode(mode, { remember: false });
  useEffect(() => {
    if (!themeHeldForChecks) setColorMode(mode, { remember: false });
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
  initialGlobals: { colorMode: 'light' satisfies ColorMode },
  afterEach: checkAccessibilityInBothModes,
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
