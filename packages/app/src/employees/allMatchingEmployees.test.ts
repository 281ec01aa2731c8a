import { createApiClient, type EmployeeRow } from '@hr/api';
import { describe, expect, it } from 'vitest';
import { allMatchingEmployees } from './allMatchingEmployees.ts';

const employees: EmployeeRow[] = Array.from({ length: 450 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  employee_no: `E-${String(index + 1).padStart(4, '0')}`,
  employee_name: `Employee ${index + 1}`,
  email_address: `employee${index + 1}@example.com`,
  position: null,
}));

/** The server's side of search-employees over `employees`, recording what each call asked for. */
function fakeServer() {
  const requests: Record<string, unknown>[] = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { page: number; pageSize: number };
    requests.push(body);
    const start = (body.page - 1) * body.pageSize;
    const items = employees.slice(start, start + body.pageSize);
    return Response.json({ returnCode: 200, returnObject: { items, total: employees.length } });
  };
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', fetch });
  return { client, requests };
}

describe('Export CSV’s rows', () => {
  it('are every matching employee, fetched 200 at a time with the search and the order', async () => {
    const { client, requests } = fakeServer();
    const rows = await allMatchingEmployees(client, 'son', {
      sortBy: 'employee_name',
      sortDirection: 'desc',
    });
    expect(rows).toEqual(employees);
    expect(requests).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        pageSize: 200,
        search: 'son',
        sortBy: 'employee_name',
        sortDirection: 'desc',
      })),
    );
  });

  it('leave out an empty search', async () => {
    const { client, requests } = fakeServer();
    await allMatchingEmployees(client, '', { sortBy: 'employee_no', sortDirection: 'asc' });
    expect(requests[0]).not.toHaveProperty('search');
  });
});
