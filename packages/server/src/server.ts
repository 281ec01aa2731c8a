import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServer } from './app.ts';
import { dailyDelegateNotices, delegateNoticeJobHandlers } from './approvals/delegate-notices.ts';
import { dailyEscalationNotices, escalationJobHandlers } from './approvals/escalation-job.ts';
import { databaseAttachmentStorage } from './attachments/database-storage.ts';
import { dailyUploadPurge, uploadPurgeJobHandlers } from './attachments/purge-job.ts';
import { s3AttachmentStorage } from './attachments/s3-storage.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from './attachments/storage.ts';
import { attendanceDayJobHandlers, dailyAttendanceDays } from './attendance/attendance-days.ts';
import { accessTokens } from './auth/access-tokens.ts';
import { DEFAULT_PASSWORD_RESET_LIMITS } from './auth/password-reset-limits.ts';
import { DEFAULT_SIGN_IN_LIMITS } from './auth/sign-in-limits.ts';
import { loadSigningSecret } from './auth/signing-secret.ts';
import { twoFactorKeys } from './auth/two-factor/two-factor-keys.ts';
import { collectGarbage } from './collect-garbage.ts';
import type { ServerConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { dailyDocumentExpiry, documentExpiryJobHandlers } from './documents/document-expiry.ts';
import {
  certificateReminderJobHandlers,
  dailyCertificateReminders,
} from './employees/records/certificate-reminders.ts';
import { dailyTermsReminders, termsReminderJobHandlers } from './employees/terms/terms-reminders.ts';
import { jobRunner } from './jobs/job-runner.ts';
import { dailyLeaveAccruals, leaveAccrualJobHandlers } from './leave/accrual-jobs.ts';
import type { Logger } from './logger.ts';
import { mailDelivery } from './mail/mail-delivery.ts';
import { logTransport, smtpTransport } from './mail/transports.ts';
import { payslipNoticeJobHandlers } from './payroll/runs/pay-run-finalise.ts';
import { payRunJobHandlers } from './payroll/runs/pay-run-job.ts';
import { announcementNoticeJobHandlers } from './team/announcement-notices.ts';
import { documentNoticeJobHandlers } from './team/shared-document-notices.ts';

/** How long open connections may finish their requests at shutdown before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  /**
   * Resolves once the background jobs due at start (the day's recurring ones: accruals, attendance days,
   * reminders) and any queued since are done. Benchmarks wait for it so that the work of a fresh start
   * on a large database does not run during, and depress, their first measurements.
   */
  jobsSettled(): Promise<void>;
  /** Stops accepting connections, lets requests in flight and the mail in hand finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, then serves the API and the app, sends the outbox and runs background
 * jobs, until closed.
 */
export async function startServer(config: ServerConfig, logger: Logger): Promise<RunningServer> {
  // Before the database: a bucket that cannot be written stops start-up at once, naming S3_BUCKET.
  const s3 = config.s3 ? s3AttachmentStorage(config.s3) : undefined;
  try {
    await s3?.check();
  } catch (error) {
    s3?.close();
    throw error;
  }
  const db = await openDatabase(config.database);
  try {
    const applied = await migrate(db);
    logger.log('info', 'database ready', {
      engine: config.database.engine,
      dataDir: config.database.engine === 'pglite' ? config.database.dataDir : undefined,
      migrationsApplied: applied.join(',') || 'none',
    });
    const secret = await loadSigningSecret(db, config.jwtSecret);
    const { smtpUrl, from } = config.mail;
    // Says where mail goes (never the SMTP URL itself: it holds a password).
    logger.log('info', 'mail ready', {
      delivery: smtpUrl ? 'smtp' : 'log',
      publicUrl: config.publicUrl,
      // Without it, the contact form's messages are stored and each is logged as not mailed.
      contactTo: config.mail.contactTo ?? 'unset',
    });
    const mail = mailDelivery({
      db,
      transport: smtpUrl ? smtpTransport(smtpUrl, from) : logTransport(logger),
      logger,
    });
    const clock = () => new Date();
    logger.log('info', 'attachments ready', { storage: s3 ? 's3' : 'database', bucket: config.s3?.bucket });
    const attachments = {
      storage: s3 ?? databaseAttachmentStorage(db),
      maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
    };
    // Any instance takes background jobs; each is claimed by one of them (jobs/).
    const jobs = jobRunner({
      db,
      handlers: {
        ...leaveAccrualJobHandlers(clock),
        ...uploadPurgeJobHandlers({ db, attachments, clock }),
        ...escalationJobHandlers({ clock, publicUrl: config.publicUrl }),
        ...delegateNoticeJobHandlers({ clock, publicUrl: config.publicUrl }),
        ...payRunJobHandlers({ clock }),
        ...termsReminderJobHandlers({ clock, publicUrl: config.publicUrl, mailDelivery: mail }),
        ...certificateReminderJobHandlers({ clock, publicUrl: config.publicUrl, mailDelivery: mail }),
        ...payslipNoticeJobHandlers({ publicUrl: config.publicUrl }),
        ...announcementNoticeJobHandlers({ clock, publicUrl: config.publicUrl, mailDelivery: mail }),
        ...documentNoticeJobHandlers({ clock, publicUrl: config.publicUrl, mailDelivery: mail }),
        ...documentExpiryJobHandlers({ clock, publicUrl: config.publicUrl, mailDelivery: mail }),
        ...attendanceDayJobHandlers({ clock }),
      },
      recurring: [
        dailyLeaveAccruals,
        dailyUploadPurge,
        dailyEscalationNotices,
        dailyDelegateNotices,
        dailyTermsReminders,
        dailyCertificateReminders,
        dailyDocumentExpiry,
        dailyAttendanceDays,
      ],
      logger,
      clock,
    });
    const app = createServer({
      appDir: config.appDir,
      deps: {
        db,
        accessTokens: accessTokens(secret),
        twoFactorKeys: twoFactorKeys(secret),
        signInLimits: DEFAULT_SIGN_IN_LIMITS,
        passwordResetLimits: DEFAULT_PASSWORD_RESET_LIMITS,
        mailDelivery: mail,
        contactMessages: { operatorEmail: config.mail.contactTo, logger },
        publicUrl: config.publicUrl,
        clock,
        attachments,
        jobs,
      },
      trustProxy: config.trustProxy,
      logger,
    });
    const { server, address } = await listen(app.fetch, config);
    // Also sends what a stopped instance left in the outbox.
    mail.start();
    jobs.start();
    // What the start left behind (modules, validators, the day's jobs) is collected once, before the
    // first heavy request has to (collect-garbage.ts).
    const started = jobs.runDue().then(() => {
      collectGarbage();
    });
    const host = config.hostname === '0.0.0.0' || config.hostname === '::' ? 'localhost' : config.hostname;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
      // runDue waits for the sweep in hand (start's), then drains again: done when nothing is due.
      jobsSettled: () => started.then(() => jobs.runDue()),
      async close() {
        await new Promise<void>((resolve) => {
          const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
          server.close(() => {
            clearTimeout(cut);
            resolve();
          });
          server.closeIdleConnections();
        });
        await Promise.all([mail.stop(), jobs.stop()]);
        s3?.close();
        await db.destroy();
      },
    };
  } catch (error) {
    s3?.close();
    await db.destroy();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ServerConfig) {
  return new Promise<{ server: import('node:http').Server; address: AddressInfo }>((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.hostname }, (address) =>
      resolve({ server: server as import('node:http').Server, address }),
    );
    server.once('error', reject);
  });
}
