import { downloadAttachment, getProfile } from '@hr/api';
import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
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

/** The photo's bytes as an object URL while it is shown; released when it changes or the page goes. */
export function usePhotoUrl(photoId: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photoId) {
      setUrl(undefined);
      return;
    }
    const controller = new AbortController();
    let made: string | undefined;
    downloadAttachment(apiClient, photoId, { signal: controller.signal }).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      // Without its photo the page still works: the initials stand in.
      () => setUrl(undefined),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [photoId]);
  return url;
}
