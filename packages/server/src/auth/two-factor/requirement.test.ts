import { ADMINISTRATOR_GRID, EMPLOYEE_GRID, EXAMPLE_ROLES, Permissions } from '@hr/domain';
import { describe, expect, test } from 'vitest';
import { loadContract } from '../../http/contract.ts';
import { mustEnrolTwoFactor, OPEN_WHILE_TWO_FACTOR_OWED } from './requirement.ts';

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

describe('OPEN_WHILE_TWO_FACTOR_OWED', () => {
  test('the contract says it: every operation left open exists, every other signed-in one may answer 403', () => {
    const { operations } = loadContract();
    const inContract = new Set(operations.map((operation) => operation.operationId));
    expect([...OPEN_WHILE_TWO_FACTOR_OWED].filter((id) => !inContract.has(id))).toEqual([]);
    const silent = operations.filter(
      ({ operationId, requiresBearer, definition }) =>
        requiresBearer && !OPEN_WHILE_TWO_FACTOR_OWED.has(operationId) && !definition.responses?.['403'],
    );
    expect(silent.map((operation) => operation.operationId)).toEqual([]);
  });
});
