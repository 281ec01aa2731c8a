import { createUser, getInvitation } from '@hr/api';
import { SessionRestoringScreen, SignUpScreen } from '@hr/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { paths } from '../paths.ts';
import { toastQueue } from '../toasts.ts';
import type { SignInNotice } from './SignIn.tsx';

/**
 * §2.4 and §8: a 201 shows the server's message and goes to sign-in; failures show on the form.
 * With `?invitation=<token>` (the link of an invitation mail) it is the invited employee's sign-up.
 */
export function Component() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('invitation');
  const invitation = useLoad(async (signal) =>
    token ? (await getInvitation(apiClient, { token }, { signal })).returnObject : null,
  );
  if (token && invitation.status === 'loading')
    return <SessionRestoringScreen message="Checking your invitation…" />;

  return (
    <SignUpScreen
      invitation={invitation.data ?? undefined}
      invitationError={token && invitation.status === 'error' ? invitation.errorMessage : undefined}
      onSubmit={async (values) => {
        try {
          const body = values.role === 'employee' && token ? { ...values, invitationToken: token } : values;
          const { returnMessage } = await createUser(apiClient, body);
          toastQueue.add({ title: returnMessage, variant: 'success' });
          navigate(paths.signIn, { state: { username: values.email } satisfies SignInNotice });
        } catch (error) {
          return feedbackFor(error, ['firstName', 'lastName', 'otherNames', 'email', 'password', 'country']);
        }
      }}
    />
  );
}
