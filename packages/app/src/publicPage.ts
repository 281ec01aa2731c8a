import type { ReactNode } from 'react';
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
  hydrateRoot(container, page);
}
