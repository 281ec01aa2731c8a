import { valibotResolver } from '@hookform/resolvers/valibot';
import { SignInAgainSchema, type SignInAgainValues } from '@hr/domain';
import { Banner, ControlledField, Dialog } from '@hr/ui';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import styles from './SignInDialog.module.css';
import { SignInPasswordField, UsernameField } from './SignInFields.tsx';

export interface SignInDialogProps {
  isOpen: boolean;
  /** The account whose session ended; it is shown, not edited. */
  username: string;
  /** Signs in again; answers with feedback when it did not work. */
  onSubmit: (values: SignInAgainValues) => Promise<FormSubmitResult<keyof SignInAgainValues>>;
  /** Gives up the page and signs out instead. */
  onSignOut: () => void;
}

/**
 * Asks for the password again when the session ends in the middle of work, over the page, so what
 * was typed there survives. It cannot be dismissed: the choice is signing in again or signing out.
 */
export function SignInDialog({ isOpen, username, onSubmit, onSignOut }: SignInDialogProps) {
  const form = useForm<SignInAgainValues>({
    resolver: valibotResolver(SignInAgainSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  // A password must not wait in memory for the next time the session ends.
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, {
    fields: ['password'],
    onSuccess: () => form.reset(),
  });

  return (
    <Dialog
      isOpen={isOpen}
      title="Sign in again"
      size="small"
      isDismissable={false}
      cancelLabel="Sign out"
      onCancel={onSignOut}
      primaryActionLabel="Sign In"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => submit(event)}
    >
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
    </Dialog>
  );
}
