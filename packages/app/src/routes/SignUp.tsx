import { createUser } from '@hr/api';
import { SignUpScreen } from '@hr/screens';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { paths } from '../paths.ts';
import { toastQueue } from '../toasts.ts';
import type { SignInNotice } from './SignIn.tsx';

/** §2.4 and §8: a 201 shows the server's message and goes to sign-in; failures show on the form. */
export function Component() {
  const navigate = useNavigate();
  return (
    <SignUpScreen
      onSubmit={async (values) => {
        try {
          const { returnMessage } = await createUser(apiClient, values);
          toastQueue.add({ title: returnMessage, variant: 'success' });
          navigate(paths.signIn, { state: { username: values.email } satisfies SignInNotice });
        } catch (error) {
          return feedbackFor(error, ['firstName', 'lastName', 'otherNames', 'email', 'password', 'country']);
        }
      }}
    />
  );
}
