import { SIDE_MENU } from '@hr/domain';
import { describe, expect, it } from 'vitest';
import { toSideNavItems } from '../shell/sideMenu.ts';
import { type MenuArea, menuAvailability } from './menuAvailability.ts';

const entriesOf = (areas: readonly MenuArea[], label: string) =>
  areas.find((area) => area.label === label)?.entries;

describe('what the landing page says works and is being built (the side menu’s availability)', () => {
  it('lists an entry the menu links under what works today, in its menu group', () => {
    const { worksToday, beingBuilt } = menuAvailability(
      toSideNavItems(SIDE_MENU, (path) => path === '/leave/planner' || path === '/dashboard'),
    );
    expect(entriesOf(worksToday, 'Leave Management')).toEqual(['Planner']);
    expect(worksToday.map((area) => area.label)).toEqual(['Dashboard', 'Leave Management']);
    expect(entriesOf(beingBuilt, 'Leave Management')).not.toContain('Planner');
  });

  it('lists an entry the menu shows as not yet available under what is being built', () => {
    const { worksToday, beingBuilt } = menuAvailability(
      toSideNavItems(SIDE_MENU, (path) => path === '/leave/planner'),
    );
    expect(entriesOf(beingBuilt, 'Leave Management')).toContain('Schedule');
    // An entry with no route at all (§2.1 gives Incident › Type none) is never said to work.
    expect(entriesOf(beingBuilt, 'Incident')).toContain('Type');
    expect(beingBuilt.map((area) => area.label)).toContain('Dashboard');
    expect(worksToday.flatMap((area) => area.entries)).toEqual(['Planner']);
  });

  it('puts every entry of the menu on exactly one side', () => {
    const built = new Set(['/dashboard', '/team/discussions', '/payroll/earnings']);
    const { worksToday, beingBuilt } = menuAvailability(toSideNavItems(SIDE_MENU, (path) => built.has(path)));
    for (const group of SIDE_MENU) {
      const works = entriesOf(worksToday, group.label) ?? [];
      const pending = entriesOf(beingBuilt, group.label) ?? [];
      const labels = group.entries?.map((entry) => entry.label) ?? [];
      expect([...works, ...pending].sort()).toEqual([...labels].sort());
      for (const entry of group.entries ?? []) {
        expect(works.includes(entry.label)).toBe(entry.path !== undefined && built.has(entry.path));
      }
    }
  });
});
