import { SignInScreen, type SignInScreenProps, TwoFactorSignInScreen } from '@hr/screens';
import { useState } from 'react';
import { feedbackFor } from '../api/feedback.ts';
import { completeSignIn, type SignInOutcome, signIn } from './actions.ts';

export interface SignInStepsProps extends Omit<SignInScreenProps, 'onSubmit'> {
  /** Where to go once signed in; `mustEnrolTwoFactor` sends an administrator to set it up first. */
  onSignedIn: (outcome: Extract<SignInOutcome, { kind: 'signed-in' }>) => void;
}

/**
 * The sign-in page's steps, shared by the app's route and the page of its own: the password, then,
 * for an account with two-factor sign-in on, the code. Going back starts again from the password.
 */
export function SignInSteps({ onSignedIn, ...screen }: SignInStepsProps) {
  const [challenge, setChallenge] = useState<{ challengeToken: string; rememberMe: boolean } | null>(null);
  if (challenge) {
    return (
      <TwoFactorSignInScreen
        onStartAgain={() => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          setChallenge(null);
        }}
        onSubmit={async (factor) => {
          let outcome: SignInOutcome;
          try {
            outcome = await completeSignIn(factor, challenge);
          } catch (error) {
            return feedbackFor(error, ['code', 'recoveryCode']);
          }
          if (outcome.kind === 'signed-in') onSignedIn(outcome);
        }}
      />
    );
  }
  return (
    <SignInScreen
      {...screen}
      onSubmit={async (values) => {
        let outcome: SignInOutcome;
        try {
          outcome = await signIn(values);
        } catch (error) {
          return feedbackFor(error, ['username', 'password']);
        }
        if (outcome.kind === 'two-factor') {
          // The password step goes, the focused Sign In button with it: focus leaves first, outside
          // React's commit, whose blur would otherwise update react-aria's state re-entrantly.
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          setChallenge(outcome);
        } else onSignedIn(outcome);
      }}
    />
  );
}
