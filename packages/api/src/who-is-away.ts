import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type WhoIsAway = Schemas['WhoIsAway'];
export type PersonAway = Schemas['PersonAway'];
export type WhoIsAwayResult = Schemas['WhoIsAwayEnvelope'];

/** Approved leave today and in the six days after: everyone for administrators, the own department for employees. */
export function listWhoIsAway(client: ApiClient, options?: RequestOptions): Promise<WhoIsAwayResult> {
  return client.postAuthenticated('/leave/list-who-is-away', {}, options);
}
