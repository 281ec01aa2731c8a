import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryNames } from './countries.ts';

describe('countryNames', () => {
  it('names every ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    const countries = countryNames();
    expect(countries).toHaveLength(COUNTRY_CODES.length);
    expect(countries.find((country) => country.id === 'KE')).toEqual({ id: 'KE', name: 'Kenya' });
    expect(countries.every((country) => country.name !== country.id)).toBe(true);
  });

  it('sorts by name as the language sorts', () => {
    const names = countryNames().map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('names the countries in the language asked for', () => {
    expect(countryNames('de').find((country) => country.id === 'DE')?.name).toBe('Deutschland');
  });
});
