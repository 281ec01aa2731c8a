import { ADMINISTRATOR_GRID, EMPLOYEE_GRID, EXAMPLE_ROLES, Permissions } from '@hr/domain';
import { describe, expect, test } from 'vitest';
import { mustEnrolTwoFactor } from './requirement.ts';

const administrator = new Permissions([ADMINISTRATOR_GRID]);
const employee = new Permissions([EMPLOYEE_GRID]);
// An employee account given a custom role with every administrator's cell is an administrator too.
const employeeWithEveryCell = new Permissions([EMPLOYEE_GRID, ADMINISTRATOR_GRID]);
const hrOfficer = new Permissions([EMPLOYEE_GRID, ...EXAMPLE_ROLES.map((role) => role.grid)]);

describe('mustEnrolTwoFactor', () => {
  test('required: whoever holds the administrator’s permissions without two-factor must enrol first', () => {
    expect(mustEnrolTwoFactor({ permissions: administrator, twoFactorOn: false }, true)).toBe(true);
    expect(mustEnrolTwoFactor({ permissions: employeeWithEveryCell, twoFactorOn: false }, true)).toBe(true);
  });

  test('required: not once two-factor is on, and never of someone without every administrator’s cell', () => {
    expect(mustEnrolTwoFactor({ permissions: administrator, twoFactorOn: true }, true)).toBe(false);
    expect(mustEnrolTwoFactor({ permissions: employee, twoFactorOn: false }, true)).toBe(false);
    expect(mustEnrolTwoFactor({ permissions: hrOfficer, twoFactorOn: false }, true)).toBe(false);
  });

  test('not required: nobody is sent to enrol', () => {
    expect(mustEnrolTwoFactor({ permissions: administrator, twoFactorOn: false }, false)).toBe(false);
    expect(mustEnrolTwoFactor({ permissions: employeeWithEveryCell, twoFactorOn: false }, false)).toBe(false);
  });
});
