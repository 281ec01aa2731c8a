import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { parseStoredSession, SESSION_STORAGE_KEY, type SessionState, SIGNED_OUT } from './sessionState.ts';

/**
 * Keeps the session in local storage when Remember me was ticked and in the tab's session storage
 * otherwise, never in both. A sign-out in another tab (local storage only) reaches this tab through
 * the `storage` event.
 */
const rememberingStorage = {
  getItem(key: string, initialValue: SessionState): SessionState {
    return (
      parseStoredSession(localStorage.getItem(key)) ??
      parseStoredSession(sessionStorage.getItem(key)) ??
      initialValue
    );
  },
  setItem(key: string, value: SessionState): void {
    const [keep, drop] = value.remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    drop.removeItem(key);
    if (value.isLoggedIn) keep.setItem(key, JSON.stringify(value));
    else keep.removeItem(key);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
  subscribe(key: string, callback: (value: SessionState) => void, initialValue: SessionState) {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && event.key === key) {
        callback(parseStoredSession(event.newValue) ?? initialValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The signed-in session, restored from storage when the app loads. */
export const sessionAtom = atomWithStorage<SessionState>(
  SESSION_STORAGE_KEY,
  SIGNED_OUT,
  rememberingStorage,
  {
    getOnInit: true,
  },
);

export const userAtom = atom((get) => get(sessionAtom).user);

/**
 * 'restoring' while a stored session whose access token has expired is being refreshed on load
 * (for at most SESSION_RESTORE_TIMEOUT_MS), 'ready' afterwards and whenever nothing needs checking.
 */
export const restoreStatusAtom = atom<'restoring' | 'ready'>('ready');

/** True while the server refused the session in the middle of work and the sign-in dialog is asking again. */
export const reauthenticatingAtom = atom(false);
