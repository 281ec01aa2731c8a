import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CONTACT_LIMITS,
  CONTACT_REPLY_PROMISE,
  type ContactMessageInput,
  ContactMessageSchema,
  type ContactMessageValues,
} from '@hr/domain';
import { Banner, Button, Card, ControlledField, Form, TextField } from '@hr/ui';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { useFormFeedback } from '../forms/index.ts';
import styles from './ContactForm.module.css';

export const CONTACT_SECTION_ID = 'contact';

const FIELDS = ['fullName', 'email', 'message'] as const;

export interface ContactFormProps {
  /** Sends the message; answers with feedback when it was refused (a field's 400, a 429). */
  onSubmit: (values: ContactMessageValues) => Promise<FormSubmitResult<keyof ContactMessageValues>>;
  /** The server's confirmation once the message went through; the form then gives way to it. */
  sentMessage?: string | undefined;
}

/**
 * §2.11 the marketing page's contact form: Full Name, Email, Message, Send Message. Idle, sending
 * (the button pending), sent (the confirmation, with the page's one reply promise, takes the form's
 * place and focus), refused or rate-limited (the server's sentence, on its field or above the form,
 * with everything typed kept).
 */
export function ContactForm({ onSubmit, sentMessage }: ContactFormProps) {
  const form = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: valibotResolver(ContactMessageSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', message: '' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, { fields: FIELDS });
  const sentRef = useRef<HTMLDivElement>(null);

  // The form, and the button that had focus, are gone once the message is sent: focus moves to the
  // confirmation so keyboard and screen-reader users carry on from there.
  useEffect(() => {
    if (sentMessage) sentRef.current?.focus();
  }, [sentMessage]);

  return (
    <Card title="Contact us" id={CONTACT_SECTION_ID} className={styles.card}>
      {sentMessage ? (
        <div ref={sentRef} tabIndex={-1} className={styles.sent}>
          <Banner variant="success">{sentMessage}</Banner>
        </div>
      ) : (
        <div className={styles.body}>
          <p className={styles.intro}>
            A question about the app, or about using it for your organisation? Write to us.{' '}
            {CONTACT_REPLY_PROMISE}
          </p>
          {bannerFeedback ? (
            <Banner variant="danger" isUrgent>
              {bannerFeedback.message}
            </Banner>
          ) : null}
          <Form onSubmit={submit} aria-label="Contact us">
            <ControlledField
              control={form.control}
              name="fullName"
              render={(field) => <TextField {...field} label="Full Name" autoComplete="name" isRequired />}
            />
            <ControlledField
              control={form.control}
              name="email"
              render={(field) => (
                <TextField {...field} label="Email" type="email" autoComplete="email" isRequired />
              )}
            />
            <ControlledField
              control={form.control}
              name="message"
              render={(field) => (
                <TextField
                  {...field}
                  label="Message"
                  multiline
                  rows={5}
                  maxLength={CONTACT_LIMITS.messageMaxLength}
                  isRequired
                />
              )}
            />
            <Button type="submit" variant="primary" isPending={isSubmitting} className={styles.submit}>
              Send Message
            </Button>
          </Form>
        </div>
      )}
    </Card>
  );
}
