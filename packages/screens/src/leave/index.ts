export { LeaveTypeDialog, type LeaveTypeDialogProps } from './LeaveTypeDialog.tsx';
export { LeaveTypesScreen, type LeaveTypesScreenProps } from './LeaveTypesScreen.tsx';
export type { LeaveType, LeaveTypeCallbacks, LeaveTypeField } from './leaveType.ts';
