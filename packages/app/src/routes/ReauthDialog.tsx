import { SignInDialog } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { feedbackFor } from '../api/feedback.ts';
import { paths } from '../paths.ts';
import { signInAgain, signOut } from '../session/actions.ts';
import { sessionAtom } from '../session/sessionAtom.ts';

/** Shown over the page when the server ends the session mid-work; the page underneath is untouched. */
export default function ReauthDialog() {
  const navigate = useNavigate();
  const user = useAtomValue(sessionAtom).user;
  return (
    <SignInDialog
      isOpen
      username={user?.email ?? ''}
      onSubmit={async ({ password }) => {
        try {
          await signInAgain(password);
        } catch (error) {
          return feedbackFor(error, ['password']);
        }
      }}
      onSignOut={async () => {
        await signOut();
        navigate(paths.signIn);
      }}
    />
  );
}
