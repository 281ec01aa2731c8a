/**
 * The client against Prism's mock of openapi.yaml: the requests it builds must pass Prism's
 * validation of the contract, and the answers, the contract's own examples, must come back typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreateUserResult,
  createUser,
  type GetInvitationResult,
  getInvitation,
  type LoginResult,
  type LogoutResult,
  login,
  logout,
  type RefreshSessionResult,
  refreshSession,
} from './auth.ts';
import { type ApiClient, createApiClient } from './client.ts';
import { ApiError, RequestFailedError } from './errors.ts';
import {
  type CreateEmployeeRequest,
  createEmployee,
  type GetAllEmployeesOnUserResult,
  getAllEmployeesOnUser,
  getEmployee,
  type ListLineManagersResult,
  listLineManagers,
  type SearchEmployeesResult,
  searchEmployees,
  sendInvitation,
  updateEmployee,
} from './management.ts';
import {
  PRISM_STARTUP_TIMEOUT_MS,
  PRISM_STOP_TIMEOUT_MS,
  type RunningPrism,
  startPrism,
} from './testing/prism.ts';
import { rejection } from './testing/rejection.ts';

// The contract's examples, as Prism serves them.
const SIGNED_IN = {
  returnCode: 200,
  returnObject: {
    user: {
      id: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      employerId: '1c2e7a40-52b1-4f55-b8a0-3b4a9e6d7c11',
      employeeId: null,
    },
    jwtToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0ZjBjIn0.c2lnbmF0dXJl',
    refreshToken: '9bq1V0pV3y2J2nq8kq3Zf6Xo3b0m5tYx1r7sWc4dE2k',
  },
} satisfies LoginResult;

const ADA_ROW = {
  id: 'e4a1b2c3-5d6e-4f70-8a9b-0c1d2e3f4a51',
  employee_no: 'E-0001',
  employee_name: 'Ada Lovelace',
  email_address: 'ada.lovelace@example.com',
  position: 'Analyst',
};

const GRACE_ID = '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21';

const GRACE: CreateEmployeeRequest = {
  quickEntry: {
    employeeNo: 'E-0002',
    firstName: 'Grace',
    lastName: 'Hopper',
    dob: '1986-12-09',
    country: 'United States',
    ninId: 'NI-778812',
    passport: null,
    position: '0f7b2d9c-8e1a-4c6f-b3d5-9a2e1c4f7b08',
    email: 'grace.hopper@example.com',
    phoneNumber: null,
    department: null,
    startDate: null,
  },
  salary: {
    effectiveDate: '2026-01-05',
    basicSalary: '4250.50',
    currency: 'GBP',
    nextReviewDate: null,
    bankId: null,
    bankAccount: null,
    payPeriod: 'Monthly',
    paymentMethod: 'Bank',
  },
};

let prism: RunningPrism | undefined;

beforeAll(async () => {
  prism = await startPrism();
}, PRISM_STARTUP_TIMEOUT_MS + PRISM_STOP_TIMEOUT_MS);

afterAll(async () => {
  await prism?.stop();
}, PRISM_STOP_TIMEOUT_MS * 2);

/** A client whose requests also carry `headers`, e.g. Prism's `Prefer: code=401`. */
function client({
  token = SIGNED_IN.returnObject.jwtToken,
  headers = {},
  dropAuthorization = false,
}: {
  token?: string;
  headers?: Record<string, string>;
  dropAuthorization?: boolean;
} = {}): ApiClient {
  if (!prism) throw new Error('Prism is not running');
  return createApiClient({
    baseUrl: prism.baseUrl,
    getToken: () => token,
    fetch: (request) => {
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      if (dropAuthorization) request.headers.delete('Authorization');
      return fetch(request);
    },
  });
}

describe('the client against the Prism mock', () => {
  it('signs in', async () => {
    const session = await login(client(), {
      username: 'ada@example.com',
      password: 'correct horse battery staple',
    });

    expect(session).toEqual(SIGNED_IN);
    expect(session.returnObject).toMatchObject({ user: { role: 'admin' } });
  });

  it('signs up', async () => {
    const result = await createUser(client(), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      country: 'United Kingdom',
      agreeTsAndCs: true,
      role: 'admin',
    });

    expect(result).toEqual({
      returnCode: 201,
      returnMessage: 'Your account has been created. You can sign in now.',
    } satisfies CreateUserResult);
  });

  it('lists the employees of the signed-in user', async () => {
    const result = await getAllEmployeesOnUser(client(), { id: SIGNED_IN.returnObject.user.id });

    expect(result).toEqual({
      returnCode: 200,
      returnObject: [
        ADA_ROW,
        {
          id: GRACE_ID,
          employee_no: 'E-0002',
          employee_name: 'Grace Hopper',
          email_address: 'grace.hopper@example.com',
          position: 'Engineer',
        },
      ],
    } satisfies GetAllEmployeesOnUserResult);
  });

  it('searches employees a page at a time', async () => {
    const result = await searchEmployees(client(), {
      page: 1,
      pageSize: 50,
      search: 'love',
      sortBy: 'employee_name',
      sortDirection: 'asc',
    });

    expect(result).toEqual({
      returnCode: 200,
      returnObject: { items: [ADA_ROW], total: 1, page: 1, pageSize: 50 },
    } satisfies SearchEmployeesResult);
  });

  it('creates an employee and answers the record, money as a decimal string', async () => {
    const result = await createEmployee(client(), GRACE);

    expect(result.returnObject).toMatchObject({
      id: GRACE_ID,
      employment: { status: 'active', endDate: null, endReason: null },
    });
    expect(result.returnObject.values.salary).toMatchObject({ basicSalary: '4250.50', currency: 'GBP' });
  });

  it('reads, updates and invites an employee', async () => {
    expect((await getEmployee(client(), { id: GRACE_ID })).returnObject.id).toBe(GRACE_ID);
    const updated = await updateEmployee(client(), {
      id: GRACE_ID,
      directory: { extension: '2042', office: null, shownInDirectory: true },
    });
    expect(updated.returnObject.placementHistory[0]?.jobPositionName).toBe('Software Engineer');
    expect((await sendInvitation(client(), { id: GRACE_ID })).returnMessage).toBe(
      'Invitation sent to grace.hopper@example.com. The link works once, for 7 days.',
    );
  });

  it('lists line managers', async () => {
    expect(await listLineManagers(client(), { search: 'john' })).toEqual({
      returnCode: 200,
      returnObject: [
        { id: '2c7e4b1d-8a3f-4e6c-9b2d-7f1a5c3e8d64', name: 'Katherine Johnson', employeeNo: 'E-0003' },
      ],
    } satisfies ListLineManagersResult);
  });

  it('reads an invitation without a token', async () => {
    const result = await getInvitation(client({ dropAuthorization: true }), {
      token: '7pQ2v9JcXw1aLrT0sN4mB8eK3yH6uF5dG2zA1xC0vE9',
    });

    expect(result).toEqual({
      returnCode: 200,
      returnObject: {
        email: 'grace.hopper@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        employerName: 'Lovelace Analytical Engines Ltd',
      },
    } satisfies GetInvitationResult);
  });

  it('refreshes the session and signs out', async () => {
    const refreshToken = SIGNED_IN.returnObject.refreshToken;

    expect(await refreshSession(client(), { refreshToken })).toEqual({
      returnCode: 200,
      returnObject: {
        jwtToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0ZjBjIn0.c2lnbmF0dXJl',
        refreshToken: 'Qm9rV0pV3y2J2nq8kq3Zf6Xo3b0m5tYx1r7sWc4dE2x',
      },
    } satisfies RefreshSessionResult);
    expect(await logout(client(), { refreshToken })).toEqual({
      returnCode: 200,
      returnMessage: 'You have been signed out.',
    } satisfies LogoutResult);
  });
});

describe('Prism’s error answers become typed errors', () => {
  it('maps wrong credentials (401) to an ApiError with the contract’s message', async () => {
    const error = await rejection(
      login(client({ headers: { Prefer: 'code=401' } }), { username: 'ada@example.com', password: 'wrong' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'api',
      status: 401,
      message: 'The e-mail or password is incorrect.',
    });
  });

  it('maps Prism’s own security check (no Bearer token reached it) to an ApiError 401', async () => {
    const error = await rejection(
      getAllEmployeesOnUser(client({ dropAuthorization: true }), { id: SIGNED_IN.returnObject.user.id }),
    );

    expect(error).toMatchObject({
      kind: 'api',
      status: 401,
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('maps a request that breaks the contract’s limits (400) to an ApiError naming the field', async () => {
    const error = await rejection(searchEmployees(client(), { page: 1, pageSize: 500 }));

    // Prism answers with the operation's 400 example from the contract.
    expect(error).toMatchObject({
      kind: 'api',
      status: 400,
      message: 'pageSize: must be at most 200.',
      field: 'pageSize',
    });
  });

  it('maps a duplicate employee (409) to an ApiError with its field', async () => {
    const error = await rejection(createEmployee(client({ headers: { Prefer: 'code=409' } }), GRACE));

    expect(error).toMatchObject({
      kind: 'api',
      status: 409,
      message: 'Employee ID E-0002 is already used by another employee.',
      field: 'quickEntry.employeeNo',
    });
  });

  it('maps an answer that is not the envelope (Prism’s problem+json 404) to RequestFailedError', async () => {
    const error = await rejection(
      login(client({ headers: { Prefer: 'code=500' } }), { username: 'ada@example.com', password: 'x' }),
    );

    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error.message).toBe('Request failed with status code 404');
  });
});
