import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { csvCell } from './employees-csv.ts';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  const people = [
    ['E-0002', 'Grace', 'Hopper', 'grace@navy.example'],
    ['E-0001', 'Ada', 'Lovelace', 'ada@engine.example'],
    ['E-0003', '=HYPERLINK("x")', 'Quote "Q", Comma', 'odd@engine.example'],
  ] as const;
  for (const [employeeNo, firstName, lastName, email] of people) {
    await api.addEmployee(admin.token, { employeeNo, firstName, lastName, email });
  }
});
afterAll(() => api.close());

const exportCsv = (body: Record<string, unknown>, token = admin.token) =>
  api.call<string>('/management/export-employees', body, { token });
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('export-employees', () => {
  test('every employee as CSV with the list’s columns, in the list’s order, as an attachment', async () => {
    const answer = await exportCsv({});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="employees.csv"');
    expect(lines(answer.body)).toEqual([
      'Employee No,Employee Name,Email Address,Position',
      'E-0001,Ada Lovelace,ada@engine.example,',
      'E-0002,Grace Hopper,grace@navy.example,',
      `E-0003,"'=HYPERLINK(""x"") Quote ""Q"", Comma",odd@engine.example,`,
    ]);
  });

  test('the file starts with UTF-8’s byte-order mark, for spreadsheets', async () => {
    const response = await api.app.request('/api/management/export-employees', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: '{}',
    });
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test('the search term and the order are applied', async () => {
    const answer = await exportCsv({ search: 'engine', sortBy: 'employee_no', sortDirection: 'desc' });
    expect(lines(answer.body).map((line) => line.split(',')[0])).toEqual(['Employee No', 'E-0003', 'E-0001']);
  });

  test('an employee is refused, and another employer’s employees are never exported', async () => {
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    expect((await exportCsv({}, employee.token)).status).toBe(403);
    const other = await api.newAdministrator();
    expect(lines((await exportCsv({}, other.token)).body)).toEqual([
      'Employee No,Employee Name,Email Address,Position',
    ]);
  });

  test('a list longer than one batch arrives whole and in order', async () => {
    const big = await api.newAdministrator();
    const employerId = big.session.user.employerId;
    const numbers = Array.from({ length: 4_500 }, (_, index) => `B-${String(index).padStart(5, '0')}`);
    await api.db
      .insertInto('employees')
      .values(
        numbers.map((employeeNo) => ({
          employer_id: employerId,
          employee_no: employeeNo,
          first_name: 'Bulk',
          last_name: employeeNo,
          email: `${employeeNo}@bulk.example`,
          phone_number: null,
          passport: null,
          nin_id: employeeNo,
          country: 'Ghana',
          dob: '1990-01-01',
          start_date: null,
        })),
      )
      .execute();
    const rows = lines((await exportCsv({}, big.token)).body).slice(1);
    expect(rows.map((line) => line.split(',')[0])).toEqual(numbers);
  });
});

describe('csvCell', () => {
  test('quotes what needs quoting and disarms formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvCell(risky)).toBe(`"'${risky}"`);
  });
});
