import * as v from 'valibot';
import { oneLineText } from '../oneLineText.ts';
import { ACCOUNT_LIMITS, EmailSchema } from './auth.ts';
import { atMost } from './fieldRules.ts';

/**
 * §2.11 the marketing page's contact form (issue 33): Full Name, Email, Message. The limits are the
 * contract's ContactMessageRequest, so the form refuses what the server would refuse.
 */
export const CONTACT_LIMITS = {
  fullNameMaxLength: 100,
  emailMaxLength: ACCOUNT_LIMITS.emailMaxLength,
  messageMaxLength: 5000,
} as const;

/**
 * The one reply promise (§2.11 made two: "within 24 hours" on the page, "1-2 business days" in the
 * footer). The page, its footer and the server's confirmation all say this sentence.
 */
export const CONTACT_REPLY_PROMISE = 'We reply within 1–2 business days.';

/** The server's answer to a message it has stored: the on-screen confirmation. */
export const CONTACT_MESSAGE_RECEIVED = `Thank you, we have your message. ${CONTACT_REPLY_PROMISE}`;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Enter your full name.',
  messageRequired: 'Write your message.',
} as const;

export const ContactMessageSchema = v.object({
  // On one line, as the operator's mail subject shows it: a pasted line break becomes a space.
  fullName: v.pipe(
    v.string(),
    v.transform(oneLineText),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.fullNameRequired),
    v.maxLength(CONTACT_LIMITS.fullNameMaxLength, atMost(CONTACT_LIMITS.fullNameMaxLength)),
  ),
  email: EmailSchema,
  // Line breaks are the writer's: kept. Blanks around the message are not.
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(CONTACT_MESSAGES.messageRequired),
    v.maxLength(CONTACT_LIMITS.messageMaxLength, atMost(CONTACT_LIMITS.messageMaxLength)),
  ),
});
export type ContactMessageInput = v.InferInput<typeof ContactMessageSchema>;
export type ContactMessageValues = v.InferOutput<typeof ContactMessageSchema>;
