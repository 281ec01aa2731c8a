import { SIDE_MENU } from '@hr/domain';
import { describe, expect, it } from 'vitest';
import { menuFor } from './moduleAccess.ts';

const groups = (menu: ReturnType<typeof menuFor>) => menu.map((group) => group.label);
const modules = (leave: boolean, attendance: boolean) => [
  { id: 'expense-claim' as const, name: 'Expense Claim', enabled: false },
  { id: 'leave' as const, name: 'Leave', enabled: leave },
  { id: 'attendance' as const, name: 'Attendance', enabled: attendance },
];

describe('the menu by role and module access', () => {
  it('shows administrators every group of §2.2', () => {
    expect(menuFor(SIDE_MENU, 'admin', null)).toBe(SIDE_MENU);
  });

  it('never shows employees the administrators’ areas, and leave or attendance only when enabled', () => {
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(false, false)))).toEqual([
      'Dashboard',
      'Document WorkFlow',
      'Incident',
      'Team',
    ]);
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(true, false)))).toContain('Leave Management');
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(true, false)))).not.toContain('Attendance');
    expect(groups(menuFor(SIDE_MENU, 'employee', modules(false, true)))).toContain('Attendance');
  });

  it('keeps module areas hidden while the switches are unknown', () => {
    expect(groups(menuFor(SIDE_MENU, 'employee', null))).not.toContain('Leave Management');
  });
});
