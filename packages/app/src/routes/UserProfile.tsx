import { changePassword, getProfile } from '@hr/api';
import { UserProfileScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

/** The signed-in person's own account, read fresh from the server, and their password change. */
export function Component() {
  const profile = useLoad(async (signal) => (await getProfile(apiClient, { signal })).returnObject);
  return (
    <UserProfileScreen
      status={profile.status}
      errorMessage={profile.errorMessage}
      onRetry={profile.retry}
      profile={profile.data}
      onChangePassword={async (values) => {
        try {
          await changePassword(apiClient, values);
        } catch (error) {
          return feedbackFor(error, ['currentPassword', 'newPassword']);
        }
      }}
    />
  );
}
