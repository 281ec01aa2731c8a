import type { Caller } from '../auth/access-tokens.ts';
import type { ReferenceIdRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { standingToward } from './document-access.ts';
import { itemOr404, NO_SUCH_ITEM } from './document-store.ts';

export const NO_SIGN_OFF =
  'This document is reviewed, not signed off step by step: it has no signed copy. Download its file instead.';

/** The signed-off PDF of an approved item (download-signed-document): its file with a sign-off page. */
export async function signedDocument(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const today = await employerToday(deps, caller.employerId);
  const stored = await itemOr404(deps.db, caller.employerId, id);
  const standing = await standingToward(deps.db, caller, stored.item.employeeId, today);
  if (!standing.mayRead) throw new Refusal(404, NO_SUCH_ITEM);
  throw new Refusal(409, NO_SIGN_OFF);
}
