import { Banner, Button, Form, TextField } from '@hr/ui';
import { type FormEvent, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';

/** The second step's answer: a code from the app, or one of the recovery codes. */
export type SecondFactorValues = { code: string } | { recoveryCode: string };

export interface TwoFactorSignInScreenProps {
  /** Completes the sign-in; answers with feedback when the code was refused (or the step expired). */
  onSubmit: (values: SecondFactorValues) => Promise<FormSubmitResult<'code' | 'recoveryCode'>>;
  /** Back to the first step (the password), for example after the step expired. */
  onStartAgain: () => void;
}

const CODE_PATTERN = /^[0-9]{6}$/;

/**
 * Signing in, second step (issue 28): the account has two-factor sign-in on and the password was
 * right, so a code from the authenticator app, or a recovery code for someone without their phone,
 * completes it.
 */
export function TwoFactorSignInScreen({ onSubmit, onStartAgain }: TwoFactorSignInScreenProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (useRecovery ? typed === '' : !CODE_PATTERN.test(typed)) {
      setError(
        useRecovery
          ? 'Enter one of your recovery codes.'
          : 'Enter the 6-digit code from your authenticator app.',
      );
      return;
    }
    setPending(true);
    setBanner(undefined);
    try {
      const answer = await onSubmit(useRecovery ? { recoveryCode: typed } : { code: typed });
      if (answer?.field) setError(answer.message);
      else if (answer) setBanner(answer.message);
    } finally {
      setPending(false);
    }
  };
  const switchKind = () => {
    setUseRecovery(!useRecovery);
    setValue('');
    setError(undefined);
  };

  return (
    <AuthCard
      title="Two-factor sign-in"
      description={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code from your authenticator app'
      }
      footer={
        <Button variant="quiet" onPress={onStartAgain}>
          Sign in with another account
        </Button>
      }
    >
      {banner ? (
        <Banner variant="danger" isUrgent>
          {banner}
        </Banner>
      ) : null}
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria">
        {useRecovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            autoComplete="off"
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        ) : (
          <TextField
            key="code"
            label="6-digit code"
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        )}
        <Button type="submit" variant="primary" isPending={pending} className={styles.submit}>
          Verify
        </Button>
        <Button variant="quiet" onPress={switchKind} isDisabled={pending}>
          {useRecovery ? 'Use the code from your app instead' : 'Use a recovery code instead'}
        </Button>
      </Form>
    </AuthCard>
  );
}
