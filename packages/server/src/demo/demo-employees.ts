import type { Insertable } from 'kysely';
import type { EmployeesTable } from '../db/schema.ts';

/** An employee row as the seed inserts it; the employer is added by the caller. */
export type DemoEmployeeRow = Omit<Insertable<EmployeesTable>, 'id' | 'employer_id'>;

/** A demo employee: the row, and the names of the department and job position they are placed in. */
export interface DemoEmployee extends DemoEmployeeRow {
  /** Every demo employee has started, so the start date is the first placement's effective date. */
  start_date: string;
  department: DemoDepartment;
  position: string;
}

const DEMO_EMPLOYEE_NO_PREFIX = 'D-';
export const DEMO_EMAIL_DOMAIN = 'demo.example';

const FIRST_NAMES = (
  'Olivia Amelia Isla Ava Mia Ivy Lily Sophia Grace Freya Noah Oliver George Arthur Leo Muhammad Harry ' +
  'Oscar Jack Theo Aisha Chen Priya Kofi Mateo Yuki Fatima Lukas Sofia Ravi'
).split(' ');

/** Several contain "son", so a search for it (the benchmark's term) matches a realistic share. */
const LAST_NAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Robinson Wright Thompson Evans Walker ' +
  'White Roberts Green Hall Thomas Clarke Jackson Wood Harris Edwards Turner Martin Cooper Hill Ward ' +
  'Hughes Moore Clark King Harrison Lewis Baker Lee Allen Morris Khan Okafor Nguyen Kowalski García ' +
  "Müller Rossi O'Brien Anderson Nakamura Mensah"
).split(' ');

/** The demo employer's departments and, within each, its job positions. */
export const POSITIONS_BY_DEPARTMENT = {
  Engineering: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'Engineering Manager'],
  Finance: ['Accountant', 'Payroll Officer', 'Financial Analyst', 'Finance Manager'],
  'Human Resources': ['HR Officer', 'Recruiter', 'HR Business Partner'],
  Operations: ['Operations Analyst', 'Warehouse Supervisor', 'Logistics Coordinator', 'Operations Manager'],
  Sales: ['Sales Representative', 'Account Executive', 'Sales Manager'],
  'Customer Support': ['Support Agent', 'Support Team Lead'],
  Marketing: ['Marketing Executive', 'Content Writer', 'Marketing Manager'],
} as const satisfies Record<string, readonly string[]>;

export type DemoDepartment = keyof typeof POSITIONS_BY_DEPARTMENT;
export const DEMO_DEPARTMENTS = Object.keys(POSITIONS_BY_DEPARTMENT) as DemoDepartment[];

/** Mostly the employer's own country, as in a real workforce, with a few others. */
const COUNTRIES = [
  ...Array.from({ length: 6 }, () => 'United Kingdom'),
  ...['Ireland', 'Poland', 'India', 'Nigeria', 'Germany', 'Spain'],
];

const DAY_MS = 86_400_000;
const OLDEST_BIRTH = Date.UTC(1960, 0, 1);
const YOUNGEST_BIRTH = Date.UTC(2005, 11, 31);
const LATEST_START = Date.UTC(2025, 11, 31);
const ADULT_YEARS = 18;

/**
 * The demo employee with this number (1, 2, 3, ...): the same index always gives the same person,
 * so runs are reproducible and a second seed continues the numbering without repeating anyone.
 * Employee numbers and e-mails carry the index and are therefore unique.
 */
export function demoEmployee(index: number): DemoEmployee {
  if (!Number.isSafeInteger(index) || index < 1)
    throw new RangeError(`A demo employee index is 1 or more; got ${index}.`);
  const random = seededRandom(index);
  const firstName = pick(FIRST_NAMES, random);
  const lastName = pick(LAST_NAMES, random);
  const department = pick(DEMO_DEPARTMENTS, random);
  const position = pick(POSITIONS_BY_DEPARTMENT[department], random);
  const birth = OLDEST_BIRTH + Math.floor(random() * ((YOUNGEST_BIRTH - OLDEST_BIRTH) / DAY_MS + 1)) * DAY_MS;
  const firstPossibleStart = addYears(birth, ADULT_YEARS);
  const start =
    firstPossibleStart + Math.floor(random() * ((LATEST_START - firstPossibleStart) / DAY_MS + 1)) * DAY_MS;
  return {
    employee_no: demoEmployeeNo(index),
    first_name: firstName,
    last_name: lastName,
    email: `${emailPart(firstName)}.${emailPart(lastName)}.${index}@${DEMO_EMAIL_DOMAIN}`,
    phone_number: `+44 7700 ${String(100_000 + Math.floor(random() * 900_000)).replace(/^(\d{3})/, '$1 ')}`,
    department,
    position,
    passport: random() < 0.6 ? String(100_000_000 + Math.floor(random() * 900_000_000)) : null,
    nin_id: nationalInsuranceNumber(index, random),
    country: pick(COUNTRIES, random),
    dob: isoDate(birth),
    start_date: isoDate(start),
  };
}

/** D-000001; the index grows past six digits when it has to, still far within 20 characters. */
export function demoEmployeeNo(index: number): string {
  return `${DEMO_EMPLOYEE_NO_PREFIX}${String(index).padStart(6, '0')}`;
}

/** Demo employees `first`, `first + 1`, ... (`count` of them). */
export function demoEmployees(first: number, count: number): DemoEmployee[] {
  return Array.from({ length: count }, (_, offset) => demoEmployee(first + offset));
}

/** mulberry32: small, fast, and good enough to vary demo data; seeded per index for determinism. */
export function seededRandom(seed: number): () => number {
  let state = Math.imul(seed, 0x9e3779b1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** The UK's shape (two letters, six digits, a suffix), with the index in the digits. */
function nationalInsuranceNumber(index: number, random: () => number): string {
  const letters = 'ABCEGHJKLMNPRSTWXYZ';
  const prefix = `${pick([...letters], random)}${pick([...letters], random)}`;
  return `${prefix}${String(index % 1_000_000).padStart(6, '0')}${pick(['A', 'B', 'C', 'D'], random)}`;
}

/** "García" -> "garcia", "O'Brien" -> "obrien": the local part of an address people actually get. */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function addYears(time: number, years: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate());
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
