const FOCUSABLE = [
  'input:not([type="hidden"]):not(:disabled)',
  'textarea:not(:disabled)',
  'button:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The control a form focuses for a field whose ref is on a wrapper (a react-aria root, which cannot
 * take focus): the root itself when it is focusable, else the checked radio, else the first input,
 * text area or button inside it.
 */
export function focusableControl(root: HTMLElement): HTMLElement | null {
  if (root.matches(FOCUSABLE)) return root;
  return root.querySelector<HTMLElement>('input:checked:not(:disabled)') ?? root.querySelector(FOCUSABLE);
}
