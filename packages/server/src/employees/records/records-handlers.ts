import type { Context } from 'hono';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import {
  deleteEntry,
  EDUCATION,
  type EntryKind,
  EXPERIENCE,
  listEntries,
  type SaveEntryRequest,
  saveEntry,
  verifyEntry,
} from './record-entries.ts';
import {
  deleteTraining,
  listTraining,
  type RecordTrainingResultRequest,
  recordTrainingResult,
  type SaveTrainingRequest,
  saveTraining,
} from './training.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** list-, save-, delete- and verify- of one kind of entry, as list<Name>, save<Name>... */
function entryHandlers(deps: ServiceDeps, kind: EntryKind, name: string): Record<string, Handler> {
  return {
    [`list${name}`]: async (c) => {
      const { employeeId } = c.get('body') as { employeeId: string };
      return success(c, 200, { returnObject: await listEntries(deps, c.get('caller'), kind, employeeId) });
    },
    [`save${name}`]: async (c) => {
      // The contract's defaults fill every optional field with null.
      const body = c.get('body') as SaveEntryRequest;
      return success(c, 200, { returnObject: await saveEntry(deps, c.get('caller'), kind, body) });
    },
    [`delete${name}`]: async (c) => {
      const { id } = c.get('body') as { id: string };
      return success(c, 200, { returnObject: await deleteEntry(deps, c.get('caller'), kind, id) });
    },
    [`verify${name}`]: async (c) => {
      const { id } = c.get('body') as { id: string };
      return success(c, 200, { returnObject: await verifyEntry(deps, c.get('caller'), kind, id) });
    },
  };
}

/** Education, Experience and Training (issue 28 item 3). */
export function employeeRecordsHandlers(deps: ServiceDeps): Record<string, Handler> {
  return {
    ...entryHandlers(deps, EDUCATION, 'Education'),
    ...entryHandlers(deps, EXPERIENCE, 'Experience'),
    listTraining: async (c) => {
      const body = c.get('body') as { employeeId?: string };
      return success(c, 200, { returnObject: await listTraining(deps, c.get('caller'), body) });
    },
    saveTraining: async (c) => {
      const body = c.get('body') as SaveTrainingRequest;
      return success(c, 200, { returnObject: await saveTraining(deps, c.get('caller'), body) });
    },
    deleteTraining: async (c) => {
      const { id } = c.get('body') as { id: string };
      return success(c, 200, { returnObject: await deleteTraining(deps, c.get('caller'), id) });
    },
    recordTrainingResult: async (c) => {
      const body = c.get('body') as RecordTrainingResultRequest;
      return success(c, 200, { returnObject: await recordTrainingResult(deps, c.get('caller'), body) });
    },
  };
}
