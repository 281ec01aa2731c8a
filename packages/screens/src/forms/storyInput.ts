import { userEvent } from 'storybook/test';

/**
 * Puts `text` into an empty text field at once, as pasting does: for play functions about what a form
 * does with the values, not about typing. Typing re-renders the form at every key, which made the longest
 * play functions 10–40 s on a busy 2-core machine. Keep userEvent.type where the keys are the behaviour
 * (suggestions while typing, Enter in a text area, a field reacting to each key).
 */
export async function enterText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
