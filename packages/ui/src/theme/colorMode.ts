import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

/** Where the user's choice is remembered between visits. */
export const COLOR_MODE_STORAGE_KEY = 'hr.colorMode';
const ATTRIBUTE = 'data-color-mode';
const listeners = new Set<() => void>();

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The remembered choice, or light (the default theme) when nothing valid is stored. */
export function getStoredColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

export function getColorMode(): ColorMode {
  const current = document.documentElement.getAttribute(ATTRIBUTE);
  return isColorMode(current) ? current : 'light';
}

/** Switches the theme by the attribute on <html>; remembers the choice unless told not to. */
export function setColorMode(mode: ColorMode, { remember = true }: { remember?: boolean } = {}) {
  if (getColorMode() !== mode || !document.documentElement.hasAttribute(ATTRIBUTE)) {
    document.documentElement.setAttribute(ATTRIBUTE, mode);
    for (const listener of listeners) listener();
  }
  if (remember) {
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage can be unavailable (private mode, quota); the theme still switches for this visit.
    }
  }
}

/** Applies the remembered theme; call once before the first render to avoid a flash of light. */
export function applyStoredColorMode() {
  setColorMode(getStoredColorMode(), { remember: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme and a setter that switches and remembers it. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => 'light' as const);
  const set = useCallback((next: ColorMode) => setColorMode(next), []);
  return [mode, set];
}
