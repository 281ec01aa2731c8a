import {
  assignShift,
  deleteAttendanceSite,
  deleteShiftType,
  getAttendanceSettings,
  listAttendanceSites,
  listAttendanceTimeZones,
  listDepartments,
  listShiftAssignments,
  listShiftTypes,
  removeShiftAssignment,
  saveAttendanceSettings,
  saveAttendanceSite,
  saveShiftType,
  setAttendanceTimeZone,
} from '@hr/api';
import type { AttendanceSettingsValues } from '@hr/domain';
import { ATTENDANCE_SETTINGS_TABS, AttendanceSettingsScreen, type AttendanceSettingsTab } from '@hr/screens';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

const SETTINGS_FIELDS: readonly (keyof AttendanceSettingsValues)[] = [
  'locationRequired',
  'allowOutsideWithReason',
  'roundingMinutes',
  'maxAccuracyMetres',
  'reviewerEmployeeId',
  'defaultStart',
  'defaultEnd',
  'defaultBreakMinutes',
  'lateEntryGraceMinutes',
  'earlyExitGraceMinutes',
  'halfDayBelowMinutes',
  'absentBelowMinutes',
];

/**
 * Attendance › Settings (issue 29 items 2 and 7): the rules, shift types and who works them, sites and
 * time zones. Everything is read at once; a change reads it all again quietly, so every tab agrees.
 */
export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const defaultTab = ATTENDANCE_SETTINGS_TABS.find((tab) => tab === asked) as
    | AttendanceSettingsTab
    | undefined;
  const loaded = useLoad(async (signal) => {
    const options = { signal };
    const [settings, shiftTypes, assignments, sites, zones, departments] = await Promise.all([
      getAttendanceSettings(apiClient, options),
      listShiftTypes(apiClient, options),
      listShiftAssignments(apiClient, {}, options),
      listAttendanceSites(apiClient, options),
      listAttendanceTimeZones(apiClient, options),
      listDepartments(apiClient, {}, options),
    ]);
    return {
      settings: settings.returnObject,
      shiftTypes: shiftTypes.returnObject.items,
      assignments: assignments.returnObject.items,
      sites: sites.returnObject.items,
      zones: zones.returnObject,
      departments: departments.returnObject.map((department) => ({
        id: department.id,
        name: department.name,
      })),
    };
  });
  const data = loaded.data;
  return (
    <AttendanceSettingsScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      settings={data?.settings as AttendanceSettingsValues | undefined}
      shiftTypes={data?.shiftTypes ?? []}
      assignments={data?.assignments ?? []}
      sites={data?.sites ?? []}
      people={data?.zones.people ?? []}
      departments={data?.departments ?? []}
      branches={data?.zones.branches ?? []}
      employerTimeZone={data?.zones.employerTimeZone ?? 'UTC'}
      defaultTab={defaultTab}
      onSaveSettings={(values) =>
        changeThen(() => saveAttendanceSettings(apiClient, values), loaded.reload, SETTINGS_FIELDS)
      }
      onSaveShiftType={(values, existing) =>
        changeThen(
          () => saveShiftType(apiClient, { ...values, ...(existing ? { id: existing.id } : {}) }),
          loaded.reload,
          'any-field',
        )
      }
      onDeleteShiftType={(item) =>
        changeThen(() => deleteShiftType(apiClient, { id: item.id }), loaded.reload)
      }
      onAssignShift={(values) => changeThen(() => assignShift(apiClient, values), loaded.reload, 'any-field')}
      onRemoveAssignment={(assignment) =>
        changeThen(() => removeShiftAssignment(apiClient, { id: assignment.id }), loaded.reload)
      }
      onSaveSite={(values, existing) =>
        changeThen(
          () => saveAttendanceSite(apiClient, { ...values, ...(existing ? { id: existing.id } : {}) }),
          loaded.reload,
          'any-field',
        )
      }
      onDeleteSite={(site) =>
        changeThen(() => deleteAttendanceSite(apiClient, { id: site.id }), loaded.reload)
      }
      onSetTimeZone={(target, timeZone) =>
        changeThen(
          () =>
            setAttendanceTimeZone(apiClient, {
              branchId: 'branchId' in target ? target.branchId : null,
              employeeId: 'employeeId' in target ? target.employeeId : null,
              timeZone,
            }),
          loaded.reload,
        )
      }
    />
  );
}
