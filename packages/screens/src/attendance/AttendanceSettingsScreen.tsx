import type { AttendanceSettingsValues, AttendanceSiteValues, ShiftTypeValues } from '@hr/domain';
import { Tab, TabList, TabPanel, Tabs } from '@hr/ui';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { AttendanceSettingsAssignmentsTab } from './AttendanceSettingsAssignmentsTab.tsx';
import { AttendanceSettingsGeneralTab } from './AttendanceSettingsGeneralTab.tsx';
import styles from './AttendanceSettingsScreen.module.css';
import { AttendanceSettingsShiftTypesTab } from './AttendanceSettingsShiftTypesTab.tsx';
import { AttendanceSettingsSitesTab } from './AttendanceSettingsSitesTab.tsx';
import { AttendanceSettingsTimeZonesTab } from './AttendanceSettingsTimeZonesTab.tsx';
import {
  type AssignShiftValues,
  type AttendanceBranch,
  type AttendanceDepartment,
  type AttendancePerson,
  type AttendanceSiteItem,
  newShiftType,
  type ShiftAssignmentItem,
  type ShiftTypeItem,
  type TimeZoneTarget,
} from './shiftTypes.ts';

export const ATTENDANCE_SETTINGS_TABS = [
  'general',
  'shift-types',
  'assignments',
  'sites',
  'time-zones',
] as const;
export type AttendanceSettingsTab = (typeof ATTENDANCE_SETTINGS_TABS)[number];

export interface AttendanceSettingsScreenProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The saved settings (the defaults until some are saved); undefined while loading. */
  settings?: AttendanceSettingsValues;
  shiftTypes: readonly ShiftTypeItem[];
  assignments: readonly ShiftAssignmentItem[];
  sites: readonly AttendanceSiteItem[];
  people: readonly AttendancePerson[];
  departments: readonly AttendanceDepartment[];
  branches: readonly AttendanceBranch[];
  /** The employer's zone (Employer › Setting), which applies where no branch or person has one. */
  employerTimeZone: string;
  /** The tab open at first (the route's `?tab=`); General by default. */
  defaultTab?: AttendanceSettingsTab;
  onSaveSettings: (
    values: AttendanceSettingsValues,
  ) => Promise<FormSubmitResult<keyof AttendanceSettingsValues>>;
  onSaveShiftType: (values: ShiftTypeValues, existing?: ShiftTypeItem) => Promise<FormSubmitResult>;
  onDeleteShiftType: (item: ShiftTypeItem) => Promise<FormSubmitResult>;
  onAssignShift: (values: AssignShiftValues) => Promise<FormSubmitResult>;
  onRemoveAssignment: (assignment: ShiftAssignmentItem) => Promise<FormSubmitResult>;
  onSaveSite: (values: AttendanceSiteValues, existing?: AttendanceSiteItem) => Promise<FormSubmitResult>;
  onDeleteSite: (site: AttendanceSiteItem) => Promise<FormSubmitResult>;
  onSetTimeZone: (target: TimeZoneTarget, timeZone: string | null) => Promise<FormSubmitResult>;
}

/**
 * Attendance › Settings (issue 29 items 2 and 7): the rules punches are counted by, the shift types
 * and who works them, the sites punches are checked against, and whose clock each day is counted on.
 */
export function AttendanceSettingsScreen({
  status,
  errorMessage,
  onRetry,
  settings,
  shiftTypes,
  assignments,
  sites,
  people,
  departments,
  branches,
  employerTimeZone,
  defaultTab = 'general',
  onSaveSettings,
  onSaveShiftType,
  onDeleteShiftType,
  onAssignShift,
  onRemoveAssignment,
  onSaveSite,
  onDeleteSite,
  onSetTimeZone,
}: AttendanceSettingsScreenProps) {
  return (
    <div className={styles.page}>
      <h1 className={pageHeader.title}>Attendance settings</h1>
      {status === 'loading' ? (
        <PageLoading label="Loading attendance settings" />
      ) : status === 'error' || !settings ? (
        <LoadError
          title="The attendance settings could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <Tabs defaultSelectedKey={defaultTab}>
          <TabList aria-label="Attendance settings">
            <Tab id="general">General</Tab>
            <Tab id="shift-types">Shift types</Tab>
            <Tab id="assignments">Assignments</Tab>
            <Tab id="sites">Sites</Tab>
            <Tab id="time-zones">Time zones</Tab>
          </TabList>
          <TabPanel id="general" className={styles.general}>
            <div className={styles.tab}>
              <AttendanceSettingsGeneralTab settings={settings} people={people} onSave={onSaveSettings} />
            </div>
          </TabPanel>
          <TabPanel id="shift-types">
            <AttendanceSettingsShiftTypesTab
              shiftTypes={shiftTypes}
              startingValues={newShiftType(settings)}
              onSave={onSaveShiftType}
              onDelete={onDeleteShiftType}
            />
          </TabPanel>
          <TabPanel id="assignments">
            <AttendanceSettingsAssignmentsTab
              assignments={assignments}
              shiftTypes={shiftTypes}
              people={people}
              departments={departments}
              branches={branches}
              onAssign={onAssignShift}
              onRemove={onRemoveAssignment}
            />
          </TabPanel>
          <TabPanel id="sites">
            <AttendanceSettingsSitesTab
              sites={sites}
              branches={branches}
              people={people}
              onSave={onSaveSite}
              onDelete={onDeleteSite}
            />
          </TabPanel>
          <TabPanel id="time-zones">
            <AttendanceSettingsTimeZonesTab
              branches={branches}
              people={people}
              employerTimeZone={employerTimeZone}
              onSetTimeZone={onSetTimeZone}
            />
          </TabPanel>
        </Tabs>
      )}
    </div>
  );
}
