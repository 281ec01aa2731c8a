import type { Country } from '@hr/domain';
import { ComboBox, type ControlledFieldRenderProps } from '@hr/ui';
import { useMemo } from 'react';

export interface CountryFieldProps extends ControlledFieldRenderProps<string> {
  countries: readonly Country[];
}

/** The sign-up forms' Country: chosen from the list, held by the form as the country's name (§3). */
export function CountryField({ value, onChange, countries, ...field }: CountryFieldProps) {
  const countryCodes = useMemo(
    () => new Map(countries.map((country) => [country.name, country.id])),
    [countries],
  );
  const countryNames = useMemo(
    () => new Map<unknown, string>(countries.map((country) => [country.id, country.name])),
    [countries],
  );
  return (
    <ComboBox
      {...field}
      label="Country"
      items={countries}
      value={countryCodes.get(value) ?? null}
      onChange={(code) => onChange(countryNames.get(code) ?? '')}
      placeholder="Start typing your country"
      allowsCustomValue={false}
      isRequired
    />
  );
}
