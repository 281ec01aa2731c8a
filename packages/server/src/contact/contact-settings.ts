import type { Logger } from '../logger.ts';

/** Where the marketing page's contact form goes: the server's setting, and the log that says when it cannot. */
export interface ContactSettings {
  /** CONTACT_TO: the operator's address; unset, messages are only stored. */
  operatorEmail: string | undefined;
  logger: Logger;
}
