/**
 * The employer operations against Prism's mock of openapi.yaml: the requests the typed functions
 * build pass Prism's validation, and the contract's examples come back typed, errors included.
 */
import { describe, expect, it } from 'vitest';
import {
  createDepartment,
  type DepartmentResult,
  deleteDepartment,
  getModuleAccess,
  listBanks,
  type ModuleAccessResult,
  updateEmployerInformation,
} from './employer.ts';
import { ApiError } from './errors.ts';
import { mockedClients } from './testing/prismClient.ts';
import { rejection } from './testing/rejection.ts';

const client = mockedClients();

describe('the employer operations against the Prism mock', () => {
  it('creates a department and answers it with its head’s name', async () => {
    const result = await createDepartment(client(), { code: 'FIN', name: 'Finance' });

    expect(result).toEqual({
      returnCode: 200,
      returnObject: {
        id: '6a2d9e14-1c3b-4b7f-8e2a-0f5c7d9b3e61',
        code: 'FIN',
        name: 'Finance',
        active: true,
        headEmployeeId: '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21',
        headName: 'Grace Hopper',
      },
    } satisfies DepartmentResult);
  });

  it('lists banks with no body fields', async () => {
    const result = await listBanks(client());

    expect(result.returnObject.map((bank) => bank.code)).toEqual(['ECO', 'GCB']);
  });

  it('maps a refused delete (409) to an ApiError with the sentence naming what refers to it', async () => {
    const error = await rejection(
      deleteDepartment(client({ Prefer: 'code=409' }), { id: '3b1f6c2a-7d4e-4f1a-9c3b-5e8d2a1f0b47' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: "Engineering can't be deleted: 3 employees are or were placed in it. Deactivate it instead.",
    });
  });

  it('maps a code over 20 characters (400) to an ApiError naming code', async () => {
    const error = await rejection(createDepartment(client(), { code: 'C'.repeat(21), name: 'Long' }));

    expect(error).toMatchObject({ status: 400, field: 'code' });
  });

  it('updates the information without sending the logo back', async () => {
    const result = await updateEmployerInformation(client(), {
      legalName: 'Lovelace Analytical Engines Ltd',
    });

    expect(result.returnObject).toMatchObject({
      legalName: 'Lovelace Analytical Engines Ltd',
      baseCurrency: 'GHS',
    });
  });

  it('reads the modules open to employees', async () => {
    expect(await getModuleAccess(client())).toEqual({
      returnCode: 200,
      returnObject: [
        { id: 'expense-claim', name: 'Expense Claim', enabled: false },
        { id: 'leave', name: 'Leave', enabled: true },
        { id: 'attendance', name: 'Attendance', enabled: false },
      ],
    } satisfies ModuleAccessResult);
  });
});
