import type { Kysely } from 'kysely';
import type { AttachmentSettings } from '../attachments/storage.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { PasswordResetLimits } from '../auth/password-reset-limits.ts';
import type { SignInLimits } from '../auth/sign-in-limits.ts';
import type { TwoFactorKeys } from '../auth/two-factor/two-factor-keys.ts';
import type { ContactSettings } from '../contact/contact-settings.ts';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { MailDelivery } from '../mail/mail-delivery.ts';

/** What services need from the outside world, passed in so tests can build it around their own database. */
export interface ServiceDeps {
  db: Kysely<Database>;
  accessTokens: AccessTokens;
  signInLimits: SignInLimits;
  /** Keeps two-factor secrets and recovery codes; derived from the access tokens' signing secret. */
  twoFactorKeys: TwoFactorKeys;
  passwordResetLimits: PasswordResetLimits;
  /** Sends what services queue in the outbox, once their transaction has committed. */
  mailDelivery: MailDelivery;
  /** The marketing page's contact form: the operator's address (CONTACT_TO) and the log. */
  contactMessages: ContactSettings;
  /** PUBLIC_URL: the base of links in mails, never the Host a request names. */
  publicUrl: string;
  /** The current time for figures "as of today"; tests fix it. */
  clock: () => Date;
  /** Where uploaded files' bytes are kept, and how large an upload may be. */
  attachments: AttachmentSettings;
  /** Runs the jobs a service queued, after its commit; absent where jobs are run by hand (tests). */
  jobs?: Pick<JobRunner, 'runSoon'>;
}

/**
 * What a job that tells people on the clock needs: the time, the app's address for its links, and the
 * mail delivery to wake after it queued mail (left out in tests that read the outbox).
 */
export type NoticeJobDeps = Pick<ServiceDeps, 'clock' | 'publicUrl'> & {
  mailDelivery?: Pick<ServiceDeps['mailDelivery'], 'deliverSoon'>;
};
