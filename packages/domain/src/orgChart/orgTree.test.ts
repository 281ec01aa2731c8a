import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrgTree, type OrgNode, type OrgPerson, pathTo } from './orgTree.ts';

const person = (employeeId: string, lineManagerId: string | null): OrgPerson => ({
  employeeId,
  lineManagerId,
});

function everyone(roots: readonly OrgNode<OrgPerson>[]): string[] {
  return roots.flatMap((root) => [root.person.employeeId, ...everyone(root.children)]);
}

function shape(node: OrgNode<OrgPerson>): unknown {
  return { id: node.person.employeeId, count: node.descendantCount, children: node.children.map(shape) };
}

describe('the organisation tree', () => {
  it('hangs each person under their line manager, with how many are below each', () => {
    const roots = buildOrgTree([
      person('ceo', null),
      person('cfo', 'ceo'),
      person('cto', 'ceo'),
      person('dev', 'cto'),
      person('ops', 'cto'),
    ]);
    expect(roots.map(shape)).toEqual([
      {
        id: 'ceo',
        count: 4,
        children: [
          { id: 'cfo', count: 0, children: [] },
          {
            id: 'cto',
            count: 2,
            children: [
              { id: 'dev', count: 0, children: [] },
              { id: 'ops', count: 0, children: [] },
            ],
          },
        ],
      },
    ]);
    expect(roots[0]?.children[1]?.children[0]?.depth).toBe(2);
  });

  it('makes roots, side by side, of people whose line manager is not on the chart', () => {
    const roots = buildOrgTree([person('a', 'gone'), person('b', null), person('c', 'a')]);
    expect(roots.map((root) => root.person.employeeId)).toEqual(['a', 'b']);
  });

  it('breaks a reporting cycle (A manages B manages A) by making one of them a root', () => {
    const roots = buildOrgTree([person('a', 'b'), person('b', 'a'), person('c', 'a')]);
    expect(roots.map(shape)).toEqual([
      {
        id: 'a',
        count: 2,
        children: [
          { id: 'b', count: 0, children: [] },
          { id: 'c', count: 0, children: [] },
        ],
      },
    ]);
  });

  it('makes a root of someone who is their own line manager', () => {
    expect(buildOrgTree([person('a', 'a')]).map(shape)).toEqual([{ id: 'a', count: 0, children: [] }]);
  });

  it('builds a chain of 20,000 without running out of stack', () => {
    const chain = Array.from({ length: 20_000 }, (_, index) =>
      person(`p${index}`, index ? `p${index - 1}` : null),
    );
    const roots = buildOrgTree(chain);
    expect(roots[0]?.descendantCount).toBe(19_999);
    expect(pathTo(roots, 'p19999')).toHaveLength(20_000);
  });

  it('finds the path from a root to a person, and none to someone not on the chart', () => {
    const roots = buildOrgTree([
      person('ceo', null),
      person('cto', 'ceo'),
      person('dev', 'cto'),
      person('x', null),
    ]);
    expect(pathTo(roots, 'dev').map((node) => node.person.employeeId)).toEqual(['ceo', 'cto', 'dev']);
    expect(pathTo(roots, 'x').map((node) => node.person.employeeId)).toEqual(['x']);
    expect(pathTo(roots, 'nobody')).toEqual([]);
  });
});

/** Any reporting lines at all: managers on the chart or not, cycles, self-management, repeated ids. */
const people = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.option(fc.integer({ min: 0, max: 35 }))), {
    maxLength: 60,
  })
  .map((rows) => rows.map(([id, manager]) => person(`e${id}`, manager === null ? null : `e${manager}`)));

describe('the organisation tree, whatever the reporting lines', () => {
  it('holds every person exactly once', () => {
    fc.assert(
      fc.property(people, (rows) => {
        const ids = everyone(buildOrgTree(rows));
        expect(ids.toSorted()).toEqual([...new Set(rows.map((row) => row.employeeId))].toSorted());
      }),
    );
  });

  it('counts below each person exactly the people in their subtree, and reaches each through its manager', () => {
    fc.assert(
      fc.property(people, (rows) => {
        const roots = buildOrgTree(rows);
        const check = (node: OrgNode<OrgPerson>, depth: number): number => {
          expect(node.depth).toBe(depth);
          for (const child of node.children) expect(child.person.lineManagerId).toBe(node.person.employeeId);
          const below = node.children.reduce((sum, child) => sum + 1 + check(child, depth + 1), 0);
          expect(node.descendantCount).toBe(below);
          return below;
        };
        for (const root of roots) check(root, 0);
      }),
    );
  });

  it('finds a path to each person that runs from a root through each manager to them', () => {
    fc.assert(
      fc.property(people, (rows) => {
        const roots = buildOrgTree(rows);
        for (const id of everyone(roots)) {
          const path = pathTo(roots, id);
          expect(roots).toContain(path[0]);
          expect(path.at(-1)?.person.employeeId).toBe(id);
          for (let step = 1; step < path.length; step += 1)
            expect(path[step - 1]?.children).toContain(path[step]);
        }
      }),
    );
  });
});
