import { getProfile } from '@hr/api';
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { apiClient } from '../api/client.ts';

/**
 * How the signed-in person is shown (My profile's display name and photo), for the shell's avatar:
 * read once per account, and set again by My profile whenever it loads the profile, so a change made
 * there shows in the shell at once.
 */
export const ownLookAtom = atom<{
  userId: string;
  displayName: string | null;
  photoId: string | null;
} | null>(null);

/** The signed-in person's look, loaded when the shell first needs it; null until it is known. */
export function useOwnLook(userId: string | undefined) {
  const [look, setLook] = useAtom(ownLookAtom);
  const known = look && look.userId === userId ? look : null;
  useEffect(() => {
    if (!userId || known) return;
    const controller = new AbortController();
    getProfile(apiClient, { signal: controller.signal }).then(
      ({ returnObject }) =>
        setLook({ userId, displayName: returnObject.displayName, photoId: returnObject.photoId }),
      // The shell works without it: the account's name and initials stand in.
      () => undefined,
    );
    return () => controller.abort();
  }, [userId, known, setLook]);
  return known;
}
