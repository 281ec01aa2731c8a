import { BUILT_IN_ROLES, EXAMPLE_ROLES } from '@hr/domain';
import type { CustomRole, RoleAccount, RoleLists } from './roles.ts';

const payrollOfficer = EXAMPLE_ROLES.find((example) => example.name === 'Payroll Officer');

export const customRoles: readonly CustomRole[] = [
  {
    id: '7a1f0c0e-5b0c-4a55-9d0e-1a2b3c4d5e01',
    name: 'Payroll Officer',
    description: payrollOfficer?.description ?? null,
    grid: payrollOfficer?.grid ?? {},
    holderCount: 1,
    updatedAt: '2026-11-30T09:15:00Z',
  },
  {
    id: '7a1f0c0e-5b0c-4a55-9d0e-1a2b3c4d5e02',
    name: 'Leave Clerk',
    description: null,
    grid: { leave: { read: 'branch', approve: 'branch' } },
    holderCount: 0,
    updatedAt: '2026-11-29T16:40:00Z',
  },
];

export const roleLists: RoleLists = { builtIn: BUILT_IN_ROLES, custom: customRoles, examples: EXAMPLE_ROLES };

export const accounts: readonly RoleAccount[] = [
  {
    userId: 'b3c1d2e4-0000-4000-8000-000000000001',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    kind: 'employee',
    employeeId: 'e-1',
    employeeNo: 'E001',
    roleIds: [customRoles[0]?.id ?? ''],
  },
  {
    userId: 'b3c1d2e4-0000-4000-8000-000000000002',
    name: 'Alan Turing',
    email: 'alan@example.com',
    kind: 'employee',
    employeeId: 'e-2',
    employeeNo: 'E002',
    roleIds: [],
  },
];
