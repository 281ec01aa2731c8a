import { searchEmployees } from '@hr/api';
import { meetsNeed } from '@hr/domain';
import type { RecordPerson } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** The most people the picker lists: the first page search-employees gives of those the role reaches. */
const PEOPLE_PAGE = 200;

/**
 * The people whose records the viewer keeps (employees.update beyond their own record), as the
 * records pages' pickers list them; null for anyone else, who sees only their own.
 */
export function useKeptPeople(): readonly RecordPerson[] | null {
  const keepsOthers = meetsNeed(useHeldPermissions() ?? {}, {
    area: 'employees',
    action: 'update',
    beyondOwn: true,
  });
  const people = useLoad(
    async (signal): Promise<readonly RecordPerson[] | null> =>
      keepsOthers
        ? (
            await searchEmployees(apiClient, { page: 1, pageSize: PEOPLE_PAGE }, { signal })
          ).returnObject.items.map((row) => ({
            id: row.id,
            name: `${row.employee_name} (${row.employee_no})`,
          }))
        : null,
    keepsOthers,
  );
  return keepsOthers ? (people.data ?? []) : null;
}

/**
 * Whose Education or Experience the page shows. HR (employees.update beyond their own record) chooses
 * the person and verifies, never their own entries; anyone else sees their own, with no picker.
 */
export function useRecordPerson() {
  const user = useAtomValue(userAtom);
  const people = useKeptPeople();
  const keepsOthers = people !== null;
  const ownId = user?.employeeId ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const employeeId = keepsOthers ? chosen : ownId;
  return {
    people,
    employeeId,
    onEmployeeChange: setChosen,
    canVerify: keepsOthers && employeeId !== null && employeeId !== ownId,
  };
}
