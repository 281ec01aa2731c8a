import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { noteTypedFields } from './typedBeforeScript.ts';

/**
 * Starts a public page that runs alone (the sign-in page, the marketing page: main.tsx): hydrates the
 * HTML the build prerendered for it, noting first what was typed there (typedBeforeScript.ts; the
 * page's outermost component gives it back), or renders into an empty container (the dev server's
 * index.html, which has no prerendered page).
 */
export function startPublicPage(container: HTMLElement, page: ReactNode): void {
  if (!container.firstElementChild) {
    createRoot(container).render(page);
    return;
  }
  noteTypedFields(container);
  // As a transition, React hydrates the page in slices of a few milliseconds, not in one long task, so
  // the page keeps answering while its script takes over (a key pressed meanwhile makes React finish at
  // once). Lighthouse mobile, alternately with a plain hydration (2026-12-05, two sets of three runs
  // each): total blocking time 11-30 ms against 167-241 ms on /login, 13-27 ms against 119-147 ms on /.
  startTransition(() => {
    hydrateRoot(container, page);
  });
}
