import { FieldCheckInScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useDeviceLocation } from '../attendance/useDeviceLocation.ts';
import { useFieldCheckIn } from '../attendance/useFieldCheckIn.ts';
import { userAtom } from '../session/sessionAtom.ts';

/**
 * Attendance › Field CheckIn (issue 29 item 3): one button to check in or out where the person is,
 * with the phone's location; while offline the punch is kept on the phone and sent once back online.
 */
export function Component() {
  const user = useAtomValue(userAtom);
  const location = useDeviceLocation();
  const state = useFieldCheckIn(user?.id, location);
  return <FieldCheckInScreen {...state} location={location} />;
}
