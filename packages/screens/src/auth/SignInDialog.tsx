import { valibotResolver } from '@hookform/resolvers/valibot';
import { SignInAgainSchema, type SignInAgainValues } from '@hr/domain';
import { Banner, ControlledField, Dialog, TextField } from '@hr/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import styles from './SignInDialog.module.css';
import { SignInPasswordField, UsernameField } from './SignInFields.tsx';

export interface SignInDialogProps {
  isOpen: boolean;
  /** The account whose session ended; it is shown, not edited. */
  username: string;
  /**
   * Signs in again; answers with feedback when it did not work, or 'code' when the account has
   * two-factor sign-in on and the password was right: the dialog then asks for the code.
   */
  onSubmit: (values: SignInAgainValues) => Promise<FormSubmitResult<keyof SignInAgainValues> | 'code'>;
  /** The second step: completes signing in with the authenticator app's code. */
  onSubmitCode?: (code: string) => Promise<FormSubmitResult<'code'>>;
  /** Gives up the page and signs out instead. */
  onSignOut: () => void;
}

/**
 * Asks for the password again when the session ends in the middle of work, over the page, so what
 * was typed there survives. It cannot be dismissed: the choice is signing in again or signing out.
 */
export function SignInDialog({ isOpen, username, onSubmit, onSubmitCode, onSignOut }: SignInDialogProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useForm<SignInAgainValues>({
    resolver: valibotResolver(SignInAgainSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  // A password must not wait in memory for the next time the session ends: it is reset once accepted,
  // and the code step (two-factor on) follows that reset.
  const codeNext = useRef(false);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      const answer = await onSubmit(values);
      if (answer !== 'code') return answer;
      codeNext.current = true;
      return undefined;
    },
    {
      fields: ['password'],
      onSuccess: () => {
        form.reset();
        if (codeNext.current) {
          letGoOfFocus();
          setStep('code');
        }
        codeNext.current = false;
      },
    },
  );
  const code = useCodeStep(onSubmitCode, () => setStep('password'));
  const askingCode = step === 'code' && onSubmitCode !== undefined;

  return (
    <Dialog
      isOpen={isOpen}
      title="Sign in again"
      size="small"
      isDismissable={false}
      cancelLabel="Sign out"
      onCancel={onSignOut}
      primaryActionLabel={askingCode ? 'Verify' : 'Sign In'}
      isPrimaryPending={askingCode ? code.pending : isSubmitting}
      onSubmit={(event) => (askingCode ? void code.submit(event) : submit(event))}
    >
      {askingCode ? (
        <>
          <p className={styles.text}>{ENTER_THE_CODE}</p>
          {code.banner ? (
            <Banner variant="danger" isUrgent>
              {code.banner}
            </Banner>
          ) : null}
          <TextField
            label="6-digit code"
            value={code.value}
            onChange={code.change}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            isRequired
            isInvalid={code.error !== undefined}
            errorMessage={code.error}
          />
        </>
      ) : (
        <>
          <p className={styles.text}>
            Your session has ended. Sign in to carry on — what you typed on this page is kept.
          </p>
          {bannerFeedback ? (
            <Banner variant="danger" isUrgent>
              {bannerFeedback.message}
            </Banner>
          ) : null}
          <UsernameField value={username} isReadOnly />
          <ControlledField
            control={form.control}
            name="password"
            render={(field) => <SignInPasswordField {...field} autoFocus />}
          />
        </>
      )}
    </Dialog>
  );
}

/**
 * A step's field goes away with its step: its focus is let go of first, or Chrome fires the field's
 * blur in the middle of React's commit, which React refuses ("Should not already be working").
 */
function letGoOfFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

const CODE_PATTERN = /^[0-9]{6}$/;
const ENTER_THE_CODE = 'Enter the 6-digit code from your authenticator app.';

/** Two-factor sign-in on: the password was right, the app's code reopens the session. */
function useCodeStep(onSubmitCode: SignInDialogProps['onSubmitCode'], onDone: () => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!CODE_PATTERN.test(typed)) {
      setError(ENTER_THE_CODE);
      return;
    }
    if (!onSubmitCode) return;
    setPending(true);
    setBanner(undefined);
    const answer = await onSubmitCode(typed);
    setPending(false);
    if (!answer) {
      // A code must not wait in memory for the next time the session ends.
      setValue('');
      letGoOfFocus();
      onDone();
    } else if (answer.field) setError(answer.message);
    else setBanner(answer.message);
  };
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, error, banner, pending, submit, change };
}
