import { type ControlledFieldRenderProps, Select } from '@hr/ui';
import { useMemo } from 'react';
import type { LeaveTypeChoice } from './leaveRequests.ts';

export interface LeaveTypeSelectProps extends ControlledFieldRenderProps<string> {
  leaveTypes: readonly LeaveTypeChoice[];
}

/** "Leave type" in a form that holds its id ('' while none is chosen), offered as "AL – Annual leave". */
export function LeaveTypeSelect({ leaveTypes, value, onChange, ...field }: LeaveTypeSelectProps) {
  const options = useMemo(
    () => leaveTypes.map((type) => ({ id: type.id, name: `${type.code} – ${type.description}` })),
    [leaveTypes],
  );
  return (
    <Select
      {...field}
      label="Leave type"
      placeholder="Choose a leave type"
      items={options}
      value={value === '' ? null : value}
      onChange={(id) => onChange(id === null ? '' : String(id))}
      isRequired
    />
  );
}
