import { countryNames, type HolidayValues } from '@hr/domain';
import { Button, ComboBox, NumberField } from '@hr/ui';
import { useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import type { FormFeedback } from '../forms/index.ts';
import styles from './leaveForms.module.css';

export interface PublicHolidaysFillProps {
  onSuggest: (country: string, year: number) => Promise<readonly HolidayValues[] | FormFeedback>;
  currentYear: number;
  defaultCountry?: string;
  /** Adds the suggested holidays the calendar does not have yet; answers how many were added. */
  onFill: (holidays: readonly HolidayValues[]) => number;
}

const FAILED = 'The public holidays could not be loaded. Try again.';

/**
 * "Fill with public holidays": a country and a year, and a button that asks for their public
 * holidays and adds them to the table, where they are checked and edited before the calendar is
 * saved. What happened is said in a status line beside it.
 */
export function PublicHolidaysFill({
  onSuggest,
  currentYear,
  defaultCountry,
  onFill,
}: PublicHolidaysFillProps) {
  const { locale } = useLocale();
  const countries = useMemo(() => countryNames(locale), [locale]);
  const [country, setCountry] = useState<string | null>(defaultCountry ?? null);
  const [year, setYear] = useState(currentYear);
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string; isError: boolean } | null>(null);

  const fill = async () => {
    if (!country || Number.isNaN(year)) {
      setOutcome({ message: 'Choose a country and a year first.', isError: true });
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      const answer = await onSuggest(country, year);
      if ('message' in answer) {
        setOutcome({ message: answer.message, isError: true });
      } else {
        const added = onFill(answer);
        setOutcome({
          message:
            added === 0
              ? 'The calendar already has these public holidays.'
              : `${added} public holiday${added === 1 ? '' : 's'} added: check them before saving.`,
          isError: false,
        });
      }
    } catch {
      setOutcome({ message: FAILED, isError: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.fill}>
      <div className={styles.fillFields}>
        <ComboBox
          label="Country"
          items={countries}
          value={country}
          onChange={(code) => setCountry(typeof code === 'string' ? code : null)}
          allowsCustomValue={false}
          emptyMessage="No country has that name"
        />
        <NumberField
          label="Year"
          value={year}
          onChange={setYear}
          minValue={1900}
          maxValue={2100}
          formatOptions={{ useGrouping: false }}
        />
        <Button variant="secondary" isPending={isPending} onPress={() => void fill()}>
          Fill with public holidays
        </Button>
      </div>
      <p role="status" className={outcome?.isError ? styles.fieldsetError : styles.note}>
        {outcome?.message}
      </p>
    </div>
  );
}
