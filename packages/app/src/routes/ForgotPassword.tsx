import { requestPasswordReset } from '@hr/api';
import { ForgotPasswordScreen } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';

/** The spec's dead "Forgot password" link, made to work: asks the server to mail a reset link. */
export function Component() {
  const [sentMessage, setSentMessage] = useState<string>();
  return (
    <ForgotPasswordScreen
      sentMessage={sentMessage}
      onSubmit={async ({ email }) => {
        try {
          const { returnMessage } = await requestPasswordReset(apiClient, { email });
          setSentMessage(returnMessage);
        } catch (error) {
          return feedbackFor(error, ['email']);
        }
      }}
    />
  );
}
