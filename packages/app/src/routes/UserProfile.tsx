import {
  changePassword,
  confirmTwoFactor,
  endOtherSessions,
  endSession,
  getEmailPreferences,
  getProfile,
  listSessions,
  removeProfilePhoto,
  setProfilePhoto,
  startTwoFactor,
  turnOffTwoFactor,
  updateDisplayName,
  updateEmailPreferences,
  uploadAttachment,
} from '@hr/api';
import { UserProfileScreen } from '@hr/screens';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useStoredFileUrl } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { ownLookAtom } from '../session/ownLook.ts';

/**
 * The signed-in person's own account, read fresh from the server, their two-factor sign-in, their
 * password change, where they are signed in (issue 28), each session's sign-out loading the list
 * again, and which notices come by e-mail. Two-factor's state comes with the account, which is
 * loaded again once it changes.
 */
export function Component() {
  const profile = useLoad(async (signal) => (await getProfile(apiClient, { signal })).returnObject);
  const sessions = useLoad(
    async (signal) => (await listSessions(apiClient, { signal })).returnObject.sessions,
  );
  const emailPreferences = useLoad(
    async (signal) => (await getEmailPreferences(apiClient, { signal })).returnObject.preferences,
  );
  const photoUrl = useStoredFileUrl(profile.data?.photoId);
  // The shell's avatar follows the profile as this page loads it, so a change shows there at once.
  const setOwnLook = useSetAtom(ownLookAtom);
  useEffect(() => {
    if (profile.data) {
      const { id, displayName, photoId } = profile.data;
      setOwnLook({ userId: id, displayName, photoId });
    }
  }, [profile.data, setOwnLook]);
  /** A name-and-photo change answers the profile; loading it again shows the change. */
  const thenProfile = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await profile.reload();
    } catch (error) {
      return feedbackFor(error);
    }
  };
  const thenReload = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await sessions.reload();
    } catch (error) {
      return feedbackFor(error);
    }
  };
  return (
    <UserProfileScreen
      status={profile.status}
      errorMessage={profile.errorMessage}
      onRetry={profile.retry}
      profile={profile.data}
      onChangePassword={async (values) => {
        try {
          await changePassword(apiClient, values);
          // Every other session ended with the old password: the list says so.
          void sessions.reload();
        } catch (error) {
          return feedbackFor(error, ['currentPassword', 'newPassword']);
        }
      }}
      twoFactor={{
        enabled: profile.data?.twoFactorEnabled ?? false,
        required: profile.data?.twoFactorEnrolmentRequired ?? false,
        onStart: async () => {
          try {
            return (await startTwoFactor(apiClient)).returnObject;
          } catch (error) {
            return feedbackFor(error);
          }
        },
        onConfirm: async (code) => {
          try {
            const { returnObject } = await confirmTwoFactor(apiClient, code);
            void profile.reload();
            return returnObject;
          } catch (error) {
            return feedbackFor(error, ['code']);
          }
        },
        onTurnOff: async (proof) => {
          try {
            await turnOffTwoFactor(apiClient, proof);
            await profile.reload();
          } catch (error) {
            return feedbackFor(error, ['currentPassword', 'code']);
          }
        },
      }}
      sessions={{
        status: sessions.status,
        errorMessage: sessions.errorMessage,
        onRetry: sessions.retry,
        sessions: sessions.data,
        onEndSession: (sessionId) => thenReload(() => endSession(apiClient, sessionId)),
        onEndOtherSessions: () => thenReload(() => endOtherSessions(apiClient)),
      }}
      nameAndPhoto={
        profile.data
          ? {
              legalName: `${profile.data.firstName} ${profile.data.lastName}`,
              displayName: profile.data.displayName,
              photoUrl,
              onSaveName: (displayName) => thenProfile(() => updateDisplayName(apiClient, displayName)),
              onUploadPhoto: (file) =>
                thenProfile(async () => {
                  const uploaded = await uploadAttachment(apiClient, file, file.name);
                  await setProfilePhoto(apiClient, uploaded.returnObject.id);
                }),
              onRemovePhoto: () => thenProfile(() => removeProfilePhoto(apiClient)),
            }
          : undefined
      }
      emailNotices={{
        status: emailPreferences.status,
        errorMessage: emailPreferences.errorMessage,
        onRetry: emailPreferences.retry,
        preferences: emailPreferences.data,
        onSave: async (preferences) => {
          try {
            await updateEmailPreferences(apiClient, { preferences });
          } catch (error) {
            return feedbackFor(error);
          }
        },
      }}
    />
  );
}
