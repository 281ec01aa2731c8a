import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { claimDueMail, MAX_DELIVERY_ATTEMPTS, markFailed, markSent } from './outbox.ts';
import type { MailTransport } from './transports.ts';

/** Far longer than a delivery can take with the transports' timeouts (see transports.ts). */
const CLAIM_LEASE_SECONDS = 10 * 60;
/** How often the outbox is swept for mail that failed or was left behind by a stopped instance. */
const RETRY_SWEEP_MS = 30_000;

export interface MailDelivery {
  /** After a commit that queued mail: delivers it without making the caller wait. */
  deliverSoon(): void;
  /** Delivers every mail due now; resolves when this instance has nothing left in hand. */
  deliverDue(): Promise<void>;
  /** Sweeps the outbox every `intervalMs` from now on, and once at once. */
  start(intervalMs?: number): void;
  /** Stops sweeping, waits for the delivery in hand, closes the transport. */
  stop(): Promise<void>;
}

export interface MailDeliveryOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Logger;
}

/**
 * Sends the outbox's mail, one at a time per instance. Any number of instances may share the
 * outbox: each mail is claimed by one of them (see claimDueMail). A failed delivery is retried
 * with a growing delay, from one minute up to an hour, at most MAX_DELIVERY_ATTEMPTS times.
 */
export function mailDelivery({ db, transport, logger }: MailDeliveryOptions): MailDelivery {
  let inHand: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain(): Promise<void> {
    while (!stopped) {
      const mail = await claimDueMail(db, CLAIM_LEASE_SECONDS);
      if (!mail) return;
      try {
        await transport.send(mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const givingUp = mail.attempts >= MAX_DELIVERY_ATTEMPTS;
        logger.log(givingUp ? 'error' : 'warn', givingUp ? 'mail.abandoned' : 'mail.failed', {
          outboxId: mail.id,
          attempts: mail.attempts,
          error: reason.slice(0, 300),
        });
        await markFailed(db, mail.id, reason, retryDelaySeconds(mail.attempts));
        continue;
      }
      await markSent(db, mail.id, transport.channel);
    }
  }

  function deliverDue(): Promise<void> {
    // Callers arriving while a run waits for the one in hand share it: it starts after their commit,
    // so it sees their mail, and a burst of requests costs one sweep rather than one each.
    if (!waiting) {
      const run = inHand.then(() => {
        waiting = undefined;
        return drain().catch((error: unknown) => {
          // A database that is away now is retried on the next sweep; the mail waits in the outbox.
          logger.log('error', 'mail.delivery stopped', {
            error: error instanceof Error ? error.message.slice(0, 300) : String(error),
          });
        });
      });
      waiting = run;
      inHand = run;
    }
    return waiting;
  }

  return {
    deliverSoon() {
      if (!stopped) void deliverDue();
    },
    deliverDue,
    start(intervalMs = RETRY_SWEEP_MS) {
      void deliverDue();
      timer = setInterval(() => void deliverDue(), intervalMs);
      // The sweep alone must not keep a process alive that has nothing else to do.
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inHand;
      transport.close();
    },
  };
}

/** One minute after the first failure, doubling, at most an hour. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** (attempts - 1), 60 * 60);
}
