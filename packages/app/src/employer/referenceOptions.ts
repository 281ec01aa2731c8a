import {
  type ApiClient,
  listBranches,
  listDepartments,
  listJobPositions,
  listLeaveTypes,
  listLevels,
} from '@hr/api';
import { named } from '../api/named.ts';

/** A row of a reference list as a picker or filter offers it. */
export interface ReferenceOption {
  id: string;
  name: string;
}

type Source = (client: ApiClient, signal: AbortSignal) => Promise<ReferenceOption[]>;

/** Where each list comes from, and how a row is named in it. */
const SOURCES = {
  departments: async (client, signal) => named((await listDepartments(client, {}, { signal })).returnObject),
  branches: async (client, signal) => named((await listBranches(client, {}, { signal })).returnObject),
  jobPositions: async (client, signal) =>
    named((await listJobPositions(client, {}, { signal })).returnObject),
  levels: async (client, signal) => named((await listLevels(client, {}, { signal })).returnObject),
  // By code, inactive ones too: a report's filter must reach leave taken under a type since retired.
  leaveTypes: async (client, signal) =>
    (await listLeaveTypes(client, { includeInactive: true }, { signal })).returnObject.map((type) => ({
      id: type.id,
      name: type.code,
    })),
} satisfies Record<string, Source>;

export type ReferenceKind = keyof typeof SOURCES;
export type ReferenceOptions<K extends ReferenceKind> = Record<K, ReferenceOption[]>;

export const noOptions = <K extends ReferenceKind>(kinds: readonly K[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, []])) as unknown as ReferenceOptions<K>;

/**
 * The employer's reference lists `kinds`, read at once. A list that cannot be read is empty: the
 * filter or picker it feeds offers nothing, and the rest of the page works.
 */
export async function loadReferenceOptions<K extends ReferenceKind>(
  client: ApiClient,
  kinds: readonly K[],
  signal: AbortSignal,
): Promise<ReferenceOptions<K>> {
  const lists = await Promise.all(kinds.map((kind) => SOURCES[kind](client, signal).catch(() => [])));
  return Object.fromEntries(kinds.map((kind, index) => [kind, lists[index]])) as ReferenceOptions<K>;
}
