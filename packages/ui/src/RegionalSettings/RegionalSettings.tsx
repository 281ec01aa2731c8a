import { createContext, type ReactNode, useContext } from 'react';
import { I18nProvider } from 'react-aria-components';

/** The first day of a drawn week, as react-aria's calendars name it. */
export type WeekStart = 'mon' | 'sun' | 'sat';

interface RegionalSettings {
  /** Prints a calendar day (YYYY-MM-DD) as the employer chose (Employer › Setting). */
  formatDay: (isoDay: string) => string;
  firstDayOfWeek: WeekStart;
}

// Without a provider (a story, a test) days print as they come and weeks start on Monday.
const RegionalSettingsContext = createContext<RegionalSettings>({
  formatDay: (isoDay) => isoDay,
  firstDayOfWeek: 'mon',
});

export interface RegionalSettingsProviderProps extends RegionalSettings {
  /** The locale react-aria's date fields and number fields follow; none: the browser's. */
  locale?: string;
  children: ReactNode;
}

/**
 * The employer's regional settings for everything below: the app fills it once from get-settings, so
 * every screen prints days one way and every calendar starts its week on the same day.
 */
export function RegionalSettingsProvider({
  locale,
  formatDay,
  firstDayOfWeek,
  children,
}: RegionalSettingsProviderProps) {
  return (
    <RegionalSettingsContext value={{ formatDay, firstDayOfWeek }}>
      {locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children}
    </RegionalSettingsContext>
  );
}

/** How this employer prints a day: `useFormatDay()('2026-03-05')`. */
export function useFormatDay(): (isoDay: string) => string {
  return useContext(RegionalSettingsContext).formatDay;
}

/** The day this employer's weeks start on, for calendars and the leave planner. */
export function useFirstDayOfWeek(): WeekStart {
  return useContext(RegionalSettingsContext).firstDayOfWeek;
}
