import {
  getEmployerInformation,
  getLeaveSettings,
  suggestPublicHolidays,
  updateLeaveSettings,
} from '@hr/api';
import { COUNTRY_CODES, type CountryCode, countryNames, type LeaveSettingsValues } from '@hr/domain';
import { HolidayCalendarsScreen, LeaveSettingsScreen, LeaveTypesScreen, WorkWeeksScreen } from '@hr/screens';
import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useSettings } from '../api/useSettings.ts';
import { useEditableList, useReferenceList } from '../employer/useReferenceList.ts';
import { holidayCalendarsApi, leaveTypesApi, workWeeksApi } from '../leave/leaveSetupKinds.ts';

/** §2.8 Leave Type (/leave/leave-types): the list and its dialog, saved to the server. */
export function LeaveTypes() {
  return <LeaveTypesScreen {...useReferenceList(leaveTypesApi)} />;
}

/** Leave Management › WorkDay (and Attendance › WorkDay): the employer's work-week patterns. */
export function WorkWeeks() {
  return <WorkWeeksScreen {...useEditableList(workWeeksApi)} />;
}

const isCountryCode = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value);

/** The employer's country as an ISO code, as "Fill with public holidays" starts at; sign-up stores a name. */
function useEmployerCountry(): string | undefined {
  const [country, setCountry] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    getEmployerInformation(apiClient, { signal: controller.signal }).then(
      ({ returnObject }) => {
        const given = returnObject.country.trim();
        const upper = given.toUpperCase();
        setCountry(
          isCountryCode(upper)
            ? upper
            : countryNames('en').find(({ name }) => name.toLowerCase() === given.toLowerCase())?.id,
        );
      },
      // Without it the person picks the country; nothing else depends on it.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return country;
}

/** Leave Management › Holiday (and Attendance › Holiday): holiday calendars, filled from public holidays. */
export function HolidayCalendars() {
  return (
    <HolidayCalendarsScreen
      {...useEditableList(holidayCalendarsApi)}
      currentYear={new Date().getFullYear()}
      defaultCountry={useEmployerCountry()}
      onSuggestPublicHolidays={async (country, year) => {
        try {
          return (await suggestPublicHolidays(apiClient, { country, year })).returnObject.holidays;
        } catch (error) {
          return feedbackFor(error);
        }
      }}
    />
  );
}

const settingsFields = [
  'leaveYearStartMonth',
  'accrualRounding',
  'employeesSeePlanner',
  'emailNotifications',
] as const;

/** Leave Management › Settings: the leave year, accrual rounding and who is told what. */
export function LeaveSettings() {
  return (
    <LeaveSettingsScreen
      {...useSettings(
        async (signal) => (await getLeaveSettings(apiClient, { signal })).returnObject,
        async (values: LeaveSettingsValues) => (await updateLeaveSettings(apiClient, values)).returnObject,
        settingsFields,
      )}
    />
  );
}
