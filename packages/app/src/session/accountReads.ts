import { getEmployerSettings, getModuleAccess, getMyPermissions } from '@hr/api';
import { apiClient } from '../api/client.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { moduleAccessAtom } from '../employer/moduleAccess.ts';
import { appStore } from '../store.ts';
import { myPermissionsAtom } from './permissionsAtom.ts';

/** The reads under way, by what they read and for whom, so that two askers share one call. */
const underWay = new Set<string>();

function readOnce(what: string, userId: string, read: () => Promise<void>) {
  const key = `${what}:${userId}`;
  if (underWay.has(key)) return;
  underWay.add(key);
  void read().finally(() => underWay.delete(key));
}

/**
 * What the shell needs of a signed-in account before it can draw its menu and guard its pages, read
 * once per account and kept in the store (each atom names the user it was read for): what the roles
 * grant, the employer's regional settings (every page formats days and starts weeks as the employer
 * chose) and the module switches (the menu shows only the modules switched on). Each is read only
 * while the store has none for this user. The shell asks (PrivateLayout); so does the app's start for
 * a stored session, before the route modules have arrived, so the answers are not a round trip behind
 * them. An answer for a user who has since signed out is kept under that user's id and shown to nobody.
 */
export function readAccount(userId: string): void {
  if (appStore.get(myPermissionsAtom)?.userId !== userId) {
    readOnce('permissions', userId, () =>
      getMyPermissions(apiClient).then(
        ({ returnObject }) =>
          appStore.set(myPermissionsAtom, { userId, permissions: returnObject.permissions }),
        // Unknown permissions open nothing but the dashboard; a later visit asks again.
        () => appStore.set(myPermissionsAtom, { userId, permissions: {} }),
      ),
    );
  }
  if (appStore.get(employerSettingsAtom)?.userId !== userId) {
    readOnce('settings', userId, () =>
      getEmployerSettings(apiClient).then(
        ({ returnObject }) => appStore.set(employerSettingsAtom, { userId, settings: returnObject }),
        // Unknown settings leave the defaults in force; a later visit asks again.
        () => undefined,
      ),
    );
  }
  if (appStore.get(moduleAccessAtom)?.userId !== userId) {
    readOnce('modules', userId, () =>
      getModuleAccess(apiClient).then(
        ({ returnObject }) => appStore.set(moduleAccessAtom, { userId, modules: returnObject }),
        // Unknown switches keep the module areas hidden; a later visit asks again.
        () => appStore.set(moduleAccessAtom, { userId, modules: [] }),
      ),
    );
  }
}
