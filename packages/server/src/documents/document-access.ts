import type { DocumentActor } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';
import { reachesEmployee, reachOf, reachOfAny } from '../roles/scope.ts';

/**
 * How the caller stands to one employee's document items (issue 31, Build item 6): the domain's actor
 * (who uploads, who reviews) and whether they see the item at all. Uploading takes documents create or
 * update reaching the employee, reviewing documents approve; seeing takes any of those or read. Whoever
 * sees nothing of it gets the 404 of an unknown item.
 */
export interface DocumentStanding {
  actor: DocumentActor;
  isOwn: boolean;
  mayRead: boolean;
}

export async function standingToward(
  db: Kysely<Database>,
  caller: Caller,
  employeeId: string,
  today: string,
): Promise<DocumentStanding> {
  const reached = (reach: ReturnType<typeof reachOf>) => reachesEmployee(db, reach, employeeId);
  const mayUpload = await reached(reachOfAny(caller, 'documents', ['create', 'update'], today));
  const mayReview = await reached(reachOf(caller, 'documents', 'approve', today));
  const isOwn = caller.employeeId === employeeId;
  const mayRead =
    isOwn || mayUpload || mayReview || (await reached(reachOf(caller, 'documents', 'read', today)));
  return {
    actor: { userId: caller.userId, employeeId: caller.employeeId, mayUpload, mayReview },
    isOwn,
    mayRead,
  };
}
