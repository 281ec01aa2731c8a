import type { PermissionSet } from '@hr/api';
import { atom, useAtomValue } from 'jotai';
import { userAtom } from './sessionAtom.ts';

/**
 * What the signed-in account's roles grant (get-my-permissions), with the user it was read for, so
 * another account signing in on this tab never inherits it; null until the shell has asked.
 */
export const myPermissionsAtom = atom<{ userId: string; permissions: PermissionSet } | null>(null);

/**
 * An administrator's View as: whom the product is shown as and what they hold. While set, the menu and
 * the route guard follow these permissions and the page cannot be acted on.
 */
export const viewAsAtom = atom<{ label: string; permissions: PermissionSet } | null>(null);

/**
 * What the page in front of the user may offer: the viewed permissions while an administrator views as
 * someone, else the signed-in account's own; null until the shell has read them.
 */
export function useHeldPermissions(): PermissionSet | null {
  const userId = useAtomValue(userAtom)?.id;
  const mine = useAtomValue(myPermissionsAtom);
  const viewingAs = useAtomValue(viewAsAtom);
  const own = mine && mine.userId === userId ? mine.permissions : null;
  return viewingAs?.permissions ?? own;
}
