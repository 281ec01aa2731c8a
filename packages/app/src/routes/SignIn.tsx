import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignIn, paths } from '../paths.ts';
import { SignInSteps } from '../session/SignInSteps.tsx';
import { sessionAtom } from '../session/sessionAtom.ts';

/** Where other pages leave a sentence for the sign-in page (a changed password, a new account). */
export interface SignInNotice {
  notice?: string;
  username?: string;
}

/**
 * §2.3 and §4: signs in (with the code when two-factor is on), then goes where the visitor was going
 * (or the dashboard); an administrator the employer requires two-factor of goes to set it up first.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation() as { state: SignInNotice | null };
  const isLoggedIn = useAtomValue(sessionAtom).isLoggedIn;
  const next = searchParams.get('next');

  if (isLoggedIn) return <Navigate to={afterSignIn(next)} replace />;
  return (
    <SignInSteps
      notice={state?.notice ?? (next ? 'Sign in to continue.' : undefined)}
      defaultUsername={state?.username}
      forgotPasswordHref={paths.forgotPassword}
      onSignedIn={({ mustEnrolTwoFactor }) =>
        navigate(mustEnrolTwoFactor ? paths.userProfile : afterSignIn(next), { replace: true })
      }
    />
  );
}
