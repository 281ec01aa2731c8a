import { resetPassword } from '@hr/api';
import { ResetPasswordScreen } from '@hr/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { paths } from '../paths.ts';
import type { SignInNotice } from './SignIn.tsx';

/** The page a reset link opens: sets the new password with the link's token, then to sign-in. */
export function Component() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  return (
    <ResetPasswordScreen
      tokenMissing={!token}
      onSubmit={async ({ password }) => {
        if (!token) return;
        try {
          const { returnMessage } = await resetPassword(apiClient, { token, password });
          navigate(paths.signIn, { replace: true, state: { notice: returnMessage } satisfies SignInNotice });
        } catch (error) {
          return feedbackFor(error, ['token', 'password']);
        }
      }}
    />
  );
}
