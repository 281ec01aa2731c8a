import type { PermissionSet } from '@hr/api';
import { atom } from 'jotai';

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
