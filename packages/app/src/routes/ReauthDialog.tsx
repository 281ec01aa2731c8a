import { SignInDialog } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { feedbackFor } from '../api/feedback.ts';
import { paths } from '../paths.ts';
import { completeSignInAgain, signInAgain, signOut } from '../session/actions.ts';
import { sessionAtom } from '../session/sessionAtom.ts';

/** Shown over the page when the server ends the session mid-work; the page underneath is untouched. */
export default function ReauthDialog() {
  const navigate = useNavigate();
  const user = useAtomValue(sessionAtom).user;
  // The password step's challenge, for the code step (two-factor sign-in on).
  const challenge = useRef<string | null>(null);
  return (
    <SignInDialog
      isOpen
      username={user?.email ?? ''}
      onSubmit={async ({ password }) => {
        try {
          const answer = await signInAgain(password);
          if (!answer) return undefined;
          challenge.current = answer.challengeToken;
          return 'code';
        } catch (error) {
          return feedbackFor(error, ['password']);
        }
      }}
      onSubmitCode={async (code) => {
        try {
          await completeSignInAgain(challenge.current ?? '', code);
          challenge.current = null;
        } catch (error) {
          return feedbackFor(error, ['code']);
        }
      }}
      onSignOut={async () => {
        await signOut();
        navigate(paths.signIn);
      }}
    />
  );
}
