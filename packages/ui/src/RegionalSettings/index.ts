export {
  RegionalSettingsProvider,
  type RegionalSettingsProviderProps,
  useFirstDayOfWeek,
  useFormatDay,
  type WeekStart,
} from './RegionalSettings.tsx';
