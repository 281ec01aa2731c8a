import type { Caller } from '../auth/access-tokens.ts';
import { Refusal } from './refusal.ts';

export const ADMINISTRATORS_ONLY = 'Only an administrator can manage employees.';
export const SET_UP_ADMINISTRATORS_ONLY = 'Only an administrator can change the employer’s set-up.';

/**
 * Employee accounts get their own screens with the employee issue; until then every management
 * operation belongs to administrators.
 */
export function requireAdministrator(caller: Caller, refusal: string = ADMINISTRATORS_ONLY): void {
  if (caller.role !== 'admin') throw new Refusal(403, refusal);
}
