import { describe, expect, test } from 'vitest';
import { demoEmployee, demoEmployees } from './demo-employees.ts';

describe('demoEmployee', () => {
  test('gives the same person for the same index, every time', () => {
    expect(demoEmployee(42)).toEqual(demoEmployee(42));
    expect(demoEmployees(1, 50)).toEqual(demoEmployees(1, 50));
  });

  test('numbers employees D-000001 onwards and puts the index in the e-mail', () => {
    const first = demoEmployee(1);
    expect(first.employee_no).toBe('D-000001');
    expect(first.email).toMatch(/^[a-z]+\.[a-z]+\.1@demo\.example$/);
    expect(demoEmployee(1_234_567).employee_no).toBe('D-1234567');
  });

  test('gives unique employee numbers and e-mails, case-insensitively', () => {
    const employees = demoEmployees(1, 5000);
    expect(new Set(employees.map((employee) => employee.employee_no)).size).toBe(5000);
    expect(new Set(employees.map((employee) => employee.email.toLowerCase())).size).toBe(5000);
  });

  test('varies names, departments, positions and countries', () => {
    const employees = demoEmployees(1, 2000);
    const distinct = (key: keyof (typeof employees)[number]) =>
      new Set(employees.map((employee) => employee[key])).size;
    expect(distinct('first_name')).toBeGreaterThan(20);
    expect(distinct('last_name')).toBeGreaterThan(40);
    expect(distinct('department')).toBeGreaterThan(5);
    expect(distinct('position')).toBeGreaterThan(15);
    expect(distinct('country')).toBeGreaterThan(3);
    expect(distinct('dob')).toBeGreaterThan(1000);
  });

  test('keeps every value within the contract and the columns', () => {
    for (const employee of demoEmployees(999_990, 20)) {
      expect(employee.employee_no.length).toBeLessThanOrEqual(20);
      expect(employee.first_name.length).toBeLessThanOrEqual(50);
      expect(employee.last_name.length).toBeLessThanOrEqual(50);
      expect(employee.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@demo\.example$/);
      expect(employee.phone_number?.length).toBeLessThanOrEqual(30);
      expect(employee.passport?.length ?? 0).toBeLessThanOrEqual(30);
      expect(employee.nin_id).toMatch(/^[A-Z]{2}\d{6}[A-D]$/);
      expect(employee.position?.length).toBeLessThanOrEqual(50);
      expect(employee.department?.length).toBeLessThanOrEqual(50);
    }
  });

  test('gives real calendar dates, born 1960-2005 and starting at 18 or later', () => {
    for (const employee of demoEmployees(1, 3000)) {
      expect(employee.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${employee.dob}T00:00:00Z`).toISOString().slice(0, 10)).toBe(employee.dob);
      expect(employee.dob >= '1960-01-01' && employee.dob <= '2005-12-31').toBe(true);
      const start = employee.start_date ?? '';
      expect(start <= '2025-12-31').toBe(true);
      expect(Number(start.slice(0, 4)) - Number(employee.dob.slice(0, 4))).toBeGreaterThanOrEqual(18);
    }
  });

  test('refuses an index below 1 or not a whole number', () => {
    expect(() => demoEmployee(0)).toThrow(RangeError);
    expect(() => demoEmployee(1.5)).toThrow(RangeError);
  });
});
