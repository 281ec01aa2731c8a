import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ResetPasswordInput, ResetPasswordSchema, type ResetPasswordValues } from '@hr/domain';
import { Banner, Button, Form, Link } from '@hr/ui';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';
import { NewPasswordFields } from './NewPasswordFields.tsx';

export interface ResetPasswordScreenProps {
  /**
   * Sets the new password with the link's token (the caller holds it). An unknown, used or expired
   * link answers `{ message, field: 'token' }`, shown with the way to ask for a new one.
   */
  onSubmit: (values: ResetPasswordValues) => Promise<FormSubmitResult<keyof ResetPasswordValues | 'token'>>;
  /** The address has no token: the link was cut short, so there is nothing to set. */
  tokenMissing?: boolean;
  forgotPasswordHref?: string;
}

/** Chooses a new password from the link in a password-reset e-mail. */
export function ResetPasswordScreen({
  onSubmit,
  tokenMissing = false,
  forgotPasswordHref = '/forgot-password',
}: ResetPasswordScreenProps) {
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: valibotResolver(ResetPasswordSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, {
    fields: ['password', 'confirmPassword'],
  });

  const askAgain = <Link href={forgotPasswordHref}>Ask for a new link</Link>;

  if (tokenMissing) {
    return (
      <AuthCard title="Choose a new password">
        <Banner variant="danger" action={askAgain}>
          This reset link is incomplete. Ask for a new one.
        </Banner>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="This signs your account out on every device; sign in again with the new password."
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent action={bannerFeedback.field === 'token' ? askAgain : undefined}>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <Form onSubmit={submit}>
        <NewPasswordFields form={form} passwordLabel="New Password" confirmLabel="Confirm New Password" />
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Set new password
        </Button>
      </Form>
    </AuthCard>
  );
}
