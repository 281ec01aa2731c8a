export { LeaveSettingsScreen, type LeaveSettingsScreenProps } from './LeaveSettingsScreen.tsx';
export { LeaveTypeDialog, type LeaveTypeDialogProps } from './LeaveTypeDialog.tsx';
export { LeaveTypesScreen, type LeaveTypesScreenProps } from './LeaveTypesScreen.tsx';
export type { LeaveType, LeaveTypeCallbacks, LeaveTypeField } from './leaveType.ts';
export { WorkWeekDialog, type WorkWeekDialogProps } from './WorkWeekDialog.tsx';
export { WorkWeeksScreen } from './WorkWeeksScreen.tsx';
export type { WorkWeekPattern, WorkWeeksScreenProps } from './workWeek.ts';
