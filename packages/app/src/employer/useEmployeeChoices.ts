import { listDelegateChoices, listLineManagers } from '@hr/api';
import type { EmployeeChoice } from '@hr/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { named } from '../api/named.ts';

/** How long typing pauses before the server is asked: one request per word, not per key. */
const SEARCH_DELAY_MS = 250;

/** Asks the server for the employees `search` matches (all of the first page when it is empty). */
export type EmployeeLister = (search: string, signal: AbortSignal) => Promise<readonly EmployeeChoice[]>;

/** No one, never asking the server: for a page whose viewer may not list employees. */
export const noEmployees: EmployeeLister = async () => [];

/** Administrators: any current employee (list-line-managers). */
export const lineManagerChoices: EmployeeLister = async (search, signal) =>
  named((await listLineManagers(apiClient, search ? { search } : {}, { signal })).returnObject);

/**
 * Administrators: anyone employed on some day from `from` to `to`, leavers included (list-line-managers
 * asked for that span), as a report of a past year needs.
 */
export const employedDuringChoices =
  (from: string, to: string): EmployeeLister =>
  async (search, signal) =>
    named(
      (
        await listLineManagers(
          apiClient,
          { ...(search ? { search } : {}), employedFrom: from, employedTo: to },
          { signal },
        )
      ).returnObject,
    );

/** Anyone: the colleagues one may hand one's approvals to, names only (list-delegate-choices). */
export const delegateChoices: EmployeeLister = async (search, signal) =>
  named((await listDelegateChoices(apiClient, search ? { search } : {}, { signal })).returnObject);

export interface EmployeeChoices {
  /** The employees matching the last text typed (at first, the first 50 by name). */
  employees: readonly EmployeeChoice[];
  /** Asks the server for the employees `text` matches, by name or Employee ID. */
  onEmployeeSearch: (text: string) => void;
}

/**
 * The employees a field chooses from: the employer's current employees as the server lists them for
 * line managers, at most 50 at a time, so an employer of thousands is searched on the server as a
 * name is typed rather than loaded whole. An answer that comes after a newer question is dropped; a
 * failed load keeps the last list, and the rest of the form still works.
 */
export function useEmployeeChoices(list: EmployeeLister = lineManagerChoices): EmployeeChoices {
  const [employees, setEmployees] = useState<readonly EmployeeChoice[]>([]);
  const asking = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ask = useCallback(
    (search: string) => {
      asking.current?.abort();
      const controller = new AbortController();
      asking.current = controller;
      list(search, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setEmployees(found);
        },
        () => undefined,
      );
    },
    [list],
  );

  useEffect(() => {
    ask('');
    return () => {
      clearTimeout(timer.current);
      asking.current?.abort();
    };
  }, [ask]);

  const onEmployeeSearch = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => ask(text.trim().slice(0, 100)), SEARCH_DELAY_MS);
    },
    [ask],
  );
  return { employees, onEmployeeSearch };
}
