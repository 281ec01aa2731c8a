import { Checkbox, CheckboxGroup, SearchField } from '@hr/ui';
import { useState } from 'react';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import styles from './PeopleChecklist.module.css';

export interface PeopleChecklistProps {
  /** The group's label ("People", "Attendees"). */
  label: string;
  description?: string;
  people: readonly EmployeeChoice[];
  /** The ids chosen. */
  value: string[];
  onChange: (ids: string[]) => void;
  isInvalid?: boolean;
  errorMessage?: string;
  /** The search typed, when the caller keeps it (a dialog's step that comes back to the list). */
  search?: string;
  onSearchChange?: (search: string) => void;
}

/**
 * Several people chosen from a list a search narrows by name (a bulk placement's people, a course's
 * attendees). Someone chosen stays chosen while the search hides them.
 */
export function PeopleChecklist({
  label,
  people,
  search: keptSearch,
  onSearchChange,
  ...group
}: PeopleChecklistProps) {
  const [ownSearch, setOwnSearch] = useState('');
  const search = keptSearch ?? ownSearch;
  const setSearch = onSearchChange ?? setOwnSearch;
  const wanted = search.trim().toLowerCase();
  const shown = people.filter((person) => person.name.toLowerCase().includes(wanted));
  return (
    <>
      <SearchField label="Find people" value={search} onChange={setSearch} />
      <CheckboxGroup className={styles.people} label={label} {...group}>
        {shown.map((person) => (
          <Checkbox key={person.id} value={person.id}>
            {person.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  );
}
