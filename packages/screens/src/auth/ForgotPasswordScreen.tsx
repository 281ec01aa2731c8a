import { valibotResolver } from '@hookform/resolvers/valibot';
import { ForgotPasswordSchema, type ForgotPasswordValues } from '@hr/domain';
import { Banner, Button, ControlledField, Form, Link, TextField } from '@hr/ui';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './AuthForms.module.css';

export interface ForgotPasswordScreenProps {
  /** Asks for a reset link; answers with feedback when the request was refused. */
  onSubmit: (values: ForgotPasswordValues) => Promise<FormSubmitResult<keyof ForgotPasswordValues>>;
  /** The server's answer once the request went through; the form then gives way to it. */
  sentMessage?: string;
  signInHref?: string;
}

/** Asks for a password-reset link by e-mail, then says it is on its way. */
export function ForgotPasswordScreen({
  onSubmit,
  sentMessage,
  signInHref = '/login',
}: ForgotPasswordScreenProps) {
  const form = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(ForgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, { fields: ['email'] });
  const sentRef = useRef<HTMLDivElement>(null);

  // The form, and the button that had focus, are gone once the link is sent: focus moves to the
  // message so keyboard and screen-reader users carry on from there.
  useEffect(() => {
    if (sentMessage) sentRef.current?.focus();
  }, [sentMessage]);

  const backToSignIn = (
    <Link href={signInHref} variant="standalone">
      Back to sign in
    </Link>
  );

  if (sentMessage) {
    return (
      <AuthCard title="Reset your password">
        <div ref={sentRef} tabIndex={-1} className={styles.message}>
          <Banner variant="success" className={styles.sentBanner}>
            {sentMessage}
          </Banner>
          {backToSignIn}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <Form onSubmit={submit}>
        <ControlledField
          control={form.control}
          name="email"
          render={(field) => (
            <TextField {...field} label="Email" type="email" autoComplete="email" isRequired />
          )}
        />
        <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
