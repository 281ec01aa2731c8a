import { appStore } from '../store.ts';
import { reauthenticatingAtom, sessionAtom } from './sessionAtom.ts';

let pending: { promise: Promise<string | null>; resolve: (token: string | null) => void } | null = null;

/**
 * Asks the signed-in person to sign in again without leaving the page (the sign-in dialog), and
 * resolves with the new access token, or null if they chose to sign out. Calls refused with a 401
 * wait on this and are then sent again, so a form being filled in keeps everything typed.
 */
export function reauthenticate(): Promise<string | null> {
  if (!appStore.get(sessionAtom).isLoggedIn) return Promise.resolve(null);
  if (!pending) {
    let resolve: (token: string | null) => void = () => {};
    const promise = new Promise<string | null>((settle) => {
      resolve = settle;
    });
    pending = { promise, resolve };
    appStore.set(reauthenticatingAtom, true);
  }
  return pending.promise;
}

/** Ends the dialog: with the new token after signing in again, or null when the person signed out. */
export function finishReauthentication(token: string | null): void {
  appStore.set(reauthenticatingAtom, false);
  pending?.resolve(token);
  pending = null;
}
