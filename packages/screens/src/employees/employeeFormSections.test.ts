import { describe, expect, it } from 'vitest';
import type { EmployeeFormOptions } from './employeeFormSections.ts';
import { withExtraOptions } from './employeeFormSections.ts';

const employeeFormOptions: EmployeeFormOptions = {
  jobPositions: [],
  departments: [{ id: 'dep-eng', name: 'Engineering' }],
  levels: [],
  banks: [],
  lineManagers: [],
  leaveWorkflows: [],
  workDays: [],
  holidays: [],
};

describe('withExtraOptions', () => {
  it('adds, after the options, each row they do not list yet, once', () => {
    const kwame = { id: 'emp-kwame', name: 'Kwame Asante' };
    const yaw = { id: 'emp-yaw', name: 'Yaw Boateng' };
    const merged = withExtraOptions(
      { ...employeeFormOptions, lineManagers: [kwame] },
      { lineManagers: [yaw, kwame, yaw] },
    );
    expect(merged.lineManagers).toEqual([kwame, yaw]);
    expect(merged.departments).toBe(employeeFormOptions.departments);
  });
});
