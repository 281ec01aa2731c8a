import type { Context } from 'hono';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { LoadedDemoData } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import type { DemoServer } from './demo-api.ts';
import { LOAD_DEMO_EMPLOYEES, realDataOf } from './real-data.ts';
import { seedDemoEmployer } from './seed-demo-story.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

const BEING_LOADED = 'Demo data is being loaded into this employer already.';

/**
 * Load demo data (issue 34): the demo seed for the caller's empty employer, through the server's own
 * operations (`server`: the application's request function, given by the route table).
 */
export function demoHandlers(
  deps: ServiceDeps,
  server: Omit<DemoServer, 'accessTokens'>,
): Record<string, Handler> {
  const loadDemoData: Handler = async (c) => {
    const caller = c.get('caller');
    const reason = await realDataOf(deps.db, caller.employerId);
    if (reason) throw new Refusal(409, reason);
    try {
      await seedDemoEmployer(deps, server, {
        employerId: caller.employerId,
        adminUserId: await storyTeller(deps, caller),
        count: LOAD_DEMO_EMPLOYEES,
        onFinished: (trx) =>
          writeAudit(trx, actorOf(caller), {
            operation: 'loadDemoData',
            area: 'employer',
            recordType: 'employer',
            recordId: caller.employerId,
            after: { employees: LOAD_DEMO_EMPLOYEES },
          }),
      });
    } catch (error) {
      if (isUniqueViolation(error, 'demo_seeds_pkey')) throw new Refusal(409, BEING_LOADED);
      throw error;
    }
    return success(c, 200, { returnObject: { employees: LOAD_DEMO_EMPLOYEES } satisfies LoadedDemoData });
  };
  return { loadDemoData };
}

/**
 * As whom the story's operations are sent: the caller when an administrator, else the employer's
 * first administrator (a custom role with employer.update may lack the payroll or leave cells the
 * story's operations need).
 */
async function storyTeller(deps: ServiceDeps, caller: { userId: string; role: string; employerId: string }) {
  if (caller.role === 'admin') return caller.userId;
  const admin = await deps.db
    .selectFrom('users')
    .select('id')
    .where('employer_id', '=', caller.employerId)
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return admin.id;
}
