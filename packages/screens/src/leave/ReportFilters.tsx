import { DatePicker, Select } from '@hr/ui';
import { parseDate } from '@internationalized/date';
import type { FilterOption } from './leaveReports.ts';

const ALL = 'all';

export interface FilterSelectProps {
  label: string;
  /** The first option, meaning no filter: "All departments". */
  all: string;
  options: readonly FilterOption[];
  value: string | null;
  /** The id chosen, or null for all. */
  onChange: (id: string | null) => void;
}

/** A report's filter: one of the employer's rows, or all of them. */
export function FilterSelect({ label, all, options, value, onChange }: FilterSelectProps) {
  return (
    <Select
      label={label}
      items={[{ id: ALL, name: all }, ...options]}
      value={value ?? ALL}
      onChange={(id) => onChange(id === ALL || id === null ? null : String(id))}
    />
  );
}

export interface ReportDateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or null for none. */
  value: string | null;
  onChange: (date: string | null) => void;
  isRequired?: boolean;
  /** Why the date cannot be reported as it stands (a period that ends before it starts). */
  errorMessage?: string;
}

/** A report's date: reported whole ('YYYY-MM-DD') or as none; a half-typed date changes nothing. */
export function ReportDateField({ label, value, onChange, isRequired, errorMessage }: ReportDateFieldProps) {
  return (
    <DatePicker
      label={label}
      value={value ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : null)}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
