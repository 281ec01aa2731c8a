import { SIDE_MENU } from '@hr/domain';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AppShell } from '../shell/AppShell.tsx';
import { toSideNavItems } from '../shell/sideMenu.ts';

/**
 * Stories of a wide report as a laptop shows it (issue 26: the Entitlement Report and the Planner at
 * 1,366 px): the viewport the story test sets, and the app's shell around the screen, so the table
 * gets the width the side menu leaves it.
 */

export const LAPTOP_WIDTH = 1366;

export const laptopParameters = {
  layout: 'fullscreen',
  viewport: {
    options: {
      laptop: { name: 'Laptop, 1,366 px', styles: { width: `${LAPTOP_WIDTH}px`, height: '768px' } },
    },
  },
};

export const laptopGlobals = { viewport: { value: 'laptop', isRotated: false } };

export const inAppShell: Decorator = (Story) => (
  <AppShell
    productName="HR Payroll"
    menu={toSideNavItems(SIDE_MENU, () => true)}
    currentHref="/leave/planner"
    notifications={{
      notifications: { items: [], unreadCount: 0, status: 'ready' },
      onOpen: fn(),
      onMarkAllRead: fn(),
    }}
    actions={null}
  >
    <Story />
  </AppShell>
);

function isCut(element: Element): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/** The elements of a header that show text to the eye (words kept for screen readers are not shown). */
function shownTextElements(header: HTMLElement): Element[] {
  return [header, ...header.querySelectorAll('*')].filter(
    (element) =>
      getComputedStyle(element).clipPath === 'none' &&
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
  );
}

/**
 * What a reader of a wide table at 1,366 px must find: the page itself does not scroll sideways (the
 * table does, inside its own frame), no header is cut without its whole text as a tooltip, the first
 * column stays where it is while the table scrolls to its end, and the last column's header is then
 * fully in view.
 */
export async function expectWideTableFits({
  scroller,
  headers,
  firstColumnHeader,
  lastHeader,
}: {
  scroller: HTMLElement;
  /** Every column header. */
  headers: HTMLElement[];
  firstColumnHeader: HTMLElement;
  lastHeader: HTMLElement;
}) {
  await expect(window.innerWidth).toBe(LAPTOP_WIDTH);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(LAPTOP_WIDTH);
  await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  const cut = headers.filter((header) => !header.closest('[title]') && shownTextElements(header).some(isCut));
  await expect(cut.map((header) => header.textContent)).toEqual([]);

  const firstLeft = firstColumnHeader.getBoundingClientRect().left;
  scroller.scrollLeft = scroller.scrollWidth;
  await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
  await expect(firstColumnHeader.getBoundingClientRect().left).toBe(firstLeft);
  const frame = scroller.getBoundingClientRect();
  const last = lastHeader.getBoundingClientRect();
  await expect(last.right).toBeLessThanOrEqual(frame.right);
  await expect(last.left).toBeGreaterThanOrEqual(firstColumnHeader.getBoundingClientRect().right);
}
