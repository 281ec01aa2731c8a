import { type DateFormat, formatDay } from '@hr/domain';
import { RegionalSettingsProvider, type WeekStart } from '@hr/ui';
import type { Decorator } from '@storybook/react-vite';

/**
 * Renders a story inside an employer's regional settings, as the app's shell does from get-settings:
 * days printed in `format`, weeks from `firstDayOfWeek`. Without it a story prints ISO days.
 */
export function withRegionalSettings(format: DateFormat, firstDayOfWeek: WeekStart = 'mon'): Decorator {
  return (Story) => (
    <RegionalSettingsProvider
      formatDay={(isoDay) => formatDay(isoDay, format)}
      firstDayOfWeek={firstDayOfWeek}
    >
      <Story />
    </RegionalSettingsProvider>
  );
}
