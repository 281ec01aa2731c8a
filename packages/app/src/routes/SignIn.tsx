import { SignInScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { feedbackFor } from '../api/feedback.ts';
import { afterSignIn, paths } from '../paths.ts';
import { signIn } from '../session/actions.ts';
import { sessionAtom } from '../session/sessionAtom.ts';

/** Where other pages leave a sentence for the sign-in page (a changed password, a new account). */
export interface SignInNotice {
  notice?: string;
  username?: string;
}

/** §2.3 and §4: signs in, then goes where the visitor was going (or the dashboard). */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation() as { state: SignInNotice | null };
  const isLoggedIn = useAtomValue(sessionAtom).isLoggedIn;
  const next = searchParams.get('next');

  if (isLoggedIn) return <Navigate to={afterSignIn(next)} replace />;
  return (
    <SignInScreen
      notice={state?.notice ?? (next ? 'Sign in to continue.' : undefined)}
      defaultUsername={state?.username}
      forgotPasswordHref={paths.forgotPassword}
      onSubmit={async ({ username, password, rememberMe, loginAs }) => {
        try {
          await signIn({ username, password, rememberMe, loginAs });
        } catch (error) {
          return feedbackFor(error, ['username', 'password']);
        }
        navigate(afterSignIn(next), { replace: true });
      }}
    />
  );
}
