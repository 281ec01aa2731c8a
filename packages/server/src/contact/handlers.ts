import { CONTACT_MESSAGE_RECEIVED } from '@hr/domain';
import type { Context } from 'hono';
import { clientAddress } from '../auth/client-address.ts';
import type { ContactMessageRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { sendContactMessage } from './contact-messages.ts';

/** The marketing page's contact form (issue 33): public, so counted by the caller's address. */
export function contactHandlers(deps: ServiceDeps, trustProxy: boolean) {
  return {
    sendContactMessage: async (c: Context<ApiEnv>) => {
      await sendContactMessage(deps, c.get('body') as ContactMessageRequest, clientAddress(c, trustProxy));
      return success(c, 200, { returnMessage: CONTACT_MESSAGE_RECEIVED });
    },
  };
}
