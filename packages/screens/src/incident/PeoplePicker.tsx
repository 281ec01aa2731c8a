import { ComboBox, type ControlledFieldRenderProps, IconButton } from '@hr/ui';
import { useRef, useState } from 'react';
import { type PersonRef, personLabel, type SearchPeople } from './incidentCase.ts';
import styles from './PeoplePicker.module.css';

export interface PeoplePickerProps
  extends Omit<ControlledFieldRenderProps<PersonRef[]>, 'validationBehavior'> {
  /** The field's label ("Subjects", "Panel"). */
  label: string;
  description?: string;
  /** Finds people by what is typed; the server answers, so an employer of thousands is searched. */
  onSearch: SearchPeople;
  /** How many may be chosen; the search is taken away once that many are. */
  max: number;
  isDisabled?: boolean;
}

const KEEP_SERVER_ORDER = () => true;

/**
 * Several people chosen by typing part of a name or number (a case's subjects and witnesses, a
 * hearing's panel): each choice joins the list under the field, with a button to take it off again.
 */
export function PeoplePicker({
  label,
  description,
  onSearch,
  max,
  isDisabled = false,
  value,
  onChange,
  onBlur,
  ref,
  name,
  isInvalid,
  errorMessage,
}: PeoplePickerProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<PersonRef[]>([]);
  const latest = useRef('');
  const isFull = value.length >= max;
  const offered = found.filter((person) => !value.some((chosen) => chosen.id === person.id));

  const search = async (typed: string) => {
    setText(typed);
    latest.current = typed;
    if (typed.trim() === '') return setFound([]);
    const people = await onSearch(typed.trim());
    // An answer to an earlier text that arrives late must not replace the latest one.
    if (latest.current === typed) setFound(people);
  };

  return (
    <div ref={ref} className={styles.picker}>
      <ComboBox
        name={name}
        label={label}
        description={
          isFull
            ? `${description ?? ''} At most ${max}: take someone off to add another.`.trim()
            : description
        }
        items={offered.map((person) => ({ id: person.id, name: personLabel(person) }))}
        defaultFilter={KEEP_SERVER_ORDER}
        inputValue={text}
        onInputChange={(typed) => void search(typed)}
        value={null}
        onChange={(id) => {
          const person = found.find((candidate) => candidate.id === id);
          if (!person) return;
          onChange([...value, person]);
          setText('');
          setFound([]);
        }}
        onBlur={onBlur}
        isDisabled={isDisabled || isFull}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        placeholder="Type a name or an employee number"
        emptyMessage={text.trim() === '' ? 'Type to search' : 'Nobody by that name or number'}
        menuTrigger="input"
        // Once someone is chosen the list empties and closes, rather than staying open over the form.
        allowsEmptyCollection={text.trim() !== ''}
      />
      {value.length > 0 ? (
        <ul className={styles.chosen} aria-label={`${label} chosen`}>
          {value.map((person) => (
            <li key={person.id} className={styles.person}>
              <span>{personLabel(person)}</span>
              {isDisabled ? null : (
                <IconButton
                  icon="close"
                  size="small"
                  aria-label={`Remove ${person.name}`}
                  onPress={() => onChange(value.filter((chosen) => chosen.id !== person.id))}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
