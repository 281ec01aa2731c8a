import type { MessageResult } from './auth.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

export type ContactMessageRequest = components['schemas']['ContactMessageRequest'];

/** Send the marketing page's contact form to the operator; needs no sign-in. */
export function sendContactMessage(
  client: ApiClient,
  body: ContactMessageRequest,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postUnauthenticated('/public/send-contact-message', body, options);
}
