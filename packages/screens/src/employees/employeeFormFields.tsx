import { countryNames, currencyCodes, isIsoDate } from '@hr/domain';
import {
  Button,
  ComboBox,
  type ControlledFieldRenderProps,
  DatePicker,
  Icon,
  Radio,
  RadioGroup,
  Select,
} from '@hr/ui';
import { parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import styles from './EmployeeFormPanel.module.css';
import type {
  AddableOptionKind,
  EmployeeFormField,
  EmployeeFormOption,
  RequestAddOption,
} from './employeeFormSections.ts';

/**
 * The Employee form's field adapters: each takes ControlledField's render props (the form's value
 * and error) and shows it through a design-system field, turning the form's '' into "nothing chosen".
 */

/** What an empty list of reference rows says under its disabled select. */
export const NONE_SET_UP_YET = 'None set up yet';

interface FieldTextProps {
  /** The visible label; a field in a table's cell, whose column header says it, gives `aria-label` instead. */
  label?: string;
  'aria-label'?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

type AdapterProps<TValue> = ControlledFieldRenderProps<TValue> & FieldTextProps;

/**
 * What the form holds for a date typed in part ("12/__/2026"): not a date, so the schema answers
 * "Enter a complete date." rather than taking it for no date and saving without it.
 */
const INCOMPLETE_DATE = 'incomplete';

/** A date held by the form as 'YYYY-MM-DD', '' while empty, INCOMPLETE_DATE while typed in part. */
export function DateField({ value, onChange, ...props }: AdapterProps<string>) {
  return (
    <DatePicker
      {...props}
      value={isIsoDate(value) ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : '')}
      onSegmentsBlur={(filled) => {
        if (filled === 'some') onChange(INCOMPLETE_DATE);
        else if (filled === 'none' && value !== '') onChange('');
      }}
    />
  );
}

// Optional selects offer "None" first, so a choice can be taken back; it stands for the form's ''.
const NO_CHOICE = '__none__';

function ChoiceList<TValue extends string>({
  value,
  onChange,
  options,
  description,
  isDisabled,
  ...props
}: AdapterProps<TValue | ''> & { options: readonly { id: TValue; name: string }[] }) {
  const isEmpty = options.length === 0;
  const items = useMemo(() => [{ id: NO_CHOICE, name: 'None' }, ...options], [options]);
  return (
    <Select
      {...props}
      items={items}
      placeholder="None"
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null || key === NO_CHOICE ? '' : (String(key) as TValue))}
      isDisabled={isDisabled || isEmpty}
      description={isEmpty ? NONE_SET_UP_YET : description}
    />
  );
}

/** The Add buttons' names, unique on every tab (a tab has at most one select of each kind). */
export const ADD_OPTION_LABELS: Record<AddableOptionKind, string> = {
  jobPositions: 'Add job position',
  departments: 'Add department',
  levels: 'Add level',
  banks: 'Add bank',
};

interface AddOptionProps {
  /** Opens the dialog that adds a row; without it the select has no Add button. */
  onAdd?: () => void;
  addLabel?: string;
}

/** An OptionSelect's Add button, when the form may add rows of `kind`; the row added is chosen in `field`. */
export function addOptionProps(
  onAddOption: RequestAddOption | undefined,
  kind: AddableOptionKind,
  field: EmployeeFormField,
): AddOptionProps {
  return onAddOption ? { onAdd: () => onAddOption(kind, field), addLabel: ADD_OPTION_LABELS[kind] } : {};
}

/**
 * One of the employer's reference rows, by id; disabled with "None set up yet" while there are none.
 * With `onAdd`, an Add button under it opens the dialog that adds a row.
 */
export function OptionSelect({
  onAdd,
  addLabel,
  ...props
}: AdapterProps<string> & AddOptionProps & { options: readonly EmployeeFormOption[] }) {
  if (!onAdd) return <ChoiceList {...props} />;
  return (
    <div className={styles.withAdd}>
      <ChoiceList {...props} />
      <Button variant="quiet" size="small" onPress={onAdd}>
        <Icon name="add" /> {addLabel}
      </Button>
    </div>
  );
}

/**
 * One of the employer's employees, or none, chosen by typing part of a name. `options` is what the
 * server answered for the text typed (`onSearch`), so an employer of thousands is searched rather than
 * cut to a first page; emptying the field takes the choice back.
 */
export function EmployeeOptionField({
  value,
  onChange,
  options,
  onSearch,
  description = 'Start typing a name or an Employee ID.',
  ...props
}: AdapterProps<string> & {
  options: readonly EmployeeFormOption[];
  onSearch?: ((text: string) => void) | undefined;
}) {
  return (
    <EmployeeComboBox
      {...props}
      description={description}
      employees={options}
      {...(onSearch ? { onSearch } : {})}
      value={value === '' ? null : value}
      onChange={(id) => onChange(id ?? '')}
      allowsCustomValue={false}
    />
  );
}

/**
 * A choice that must be made from a list of rows (a case's category, a type's category): '' in the
 * form until one is chosen, so the schema names what is missing; no "None" to take it back.
 */
export function RequiredSelect({
  value,
  onChange,
  options,
  ...props
}: AdapterProps<string> & {
  options: readonly { id: string; name: string }[];
  placeholder?: string;
  isDisabled?: boolean;
}) {
  return (
    <Select
      {...props}
      items={options}
      value={value === '' ? null : value}
      onChange={(id) => onChange(id === null ? '' : String(id))}
      isRequired
    />
  );
}

/** One of a fixed list of choices from the domain (placement types, blood groups...), or none. */
export function ChoiceSelect<TChoice extends string>({
  choices,
  ...props
}: AdapterProps<TChoice | ''> & { choices: readonly TChoice[] }) {
  const options = useMemo(() => choices.map((choice) => ({ id: choice, name: choice })), [choices]);
  return <ChoiceList {...props} options={options} />;
}

/** A short fixed list shown at once (pay period, method, marital status); one is always chosen. */
export function ChoiceRadios<TChoice extends string>({
  value,
  onChange,
  choices,
  choiceLabels,
  ...props
}: AdapterProps<TChoice> & {
  choices: readonly TChoice[];
  /** What each choice reads as, when not its own value ("Half days" for Half). */
  choiceLabels?: Readonly<Record<TChoice, string>>;
}) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={value}
      onChange={(chosen) => onChange(chosen as TChoice)}
    >
      {choices.map((choice) => (
        <Radio key={choice} value={choice}>
          {choiceLabels?.[choice] ?? choice}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** A country, chosen by name from suggestions in the user's language (as on sign-up). */
export function CountryField({ value, onChange, ...props }: AdapterProps<string>) {
  const { locale } = useLocale();
  const countries = useMemo(() => countryNames(locale), [locale]);
  const codeOf = useMemo(() => new Map(countries.map((country) => [country.name, country.id])), [countries]);
  const nameOf = useMemo(
    () => new Map<unknown, string>(countries.map((country) => [country.id, country.name])),
    [countries],
  );
  return (
    <ComboBox
      {...props}
      items={countries}
      value={codeOf.get(value) ?? null}
      onChange={(code) => onChange(nameOf.get(code) ?? '')}
      placeholder="Start typing a country"
      allowsCustomValue={false}
      emptyMessage="No country has that name"
    />
  );
}

/**
 * An ISO 4217 currency, found by code or by name ("GBP", "pound"). `first` (the payroll currency)
 * heads the list, so the usual choice needs no typing.
 */
export function CurrencyField({
  value,
  onChange,
  first,
  ...props
}: AdapterProps<string> & { first?: string }) {
  const { locale } = useLocale();
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
    const codes = currencyCodes();
    const ordered =
      first && codes.includes(first) ? [first, ...codes.filter((code) => code !== first)] : codes;
    return ordered.map((code) => ({ id: code, name: `${code} – ${names.of(code) ?? code}` }));
  }, [locale, first]);
  return (
    <ComboBox
      {...props}
      items={currencies}
      value={value === '' ? null : value}
      onChange={(code) => onChange(typeof code === 'string' ? code : '')}
      placeholder="Start typing a currency"
      allowsCustomValue={false}
      emptyMessage="No currency has that code or name"
    />
  );
}
