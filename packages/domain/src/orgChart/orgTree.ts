/**
 * The organisation chart's hierarchy (issue 28): people as the server lists them, each pointing at their
 * line manager, arranged top-down. Pure so the screen, a bench and a test build the same tree.
 */

/** A person on the chart: only who manages them matters here; the rest rides along. */
export interface OrgPerson {
  employeeId: string;
  lineManagerId: string | null;
}

export interface OrgNode<TPerson extends OrgPerson> {
  person: TPerson;
  /** Direct reports, in the order the people came. */
  children: OrgNode<TPerson>[];
  /** Everyone below: direct reports, theirs, and so on. */
  descendantCount: number;
  /** 0 for a root. */
  depth: number;
}

/**
 * The chart's roots, side by side: people whose line manager is not on the chart (someone out of the
 * caller's reach, or gone on that date), and one person of each reporting cycle (A manages B manages A),
 * so bad data neither loops nor drops anyone. Every person appears exactly once; a second row with an
 * id already seen is left out.
 */
export function buildOrgTree<TPerson extends OrgPerson>(people: readonly TPerson[]): OrgNode<TPerson>[] {
  const nodes = new Map<string, OrgNode<TPerson>>();
  for (const person of people) {
    if (!nodes.has(person.employeeId)) {
      nodes.set(person.employeeId, { person, children: [], descendantCount: 0, depth: 0 });
    }
  }
  const managerOf = (node: OrgNode<TPerson>) => {
    const managerId = node.person.lineManagerId;
    return managerId === null || managerId === node.person.employeeId ? undefined : nodes.get(managerId);
  };

  // Walks each chain upwards once; a chain that comes back on itself is a cycle, and the person where it
  // closes becomes a root (people without a manager on the chart are roots anyway, below). `state` keeps the walk linear: a person is settled once, whatever chain reaches them.
  const rootIds = new Set<string>();
  const state = new Map<string, 'walking' | 'settled'>();
  for (const start of nodes.values()) {
    const chain: OrgNode<TPerson>[] = [];
    let node: OrgNode<TPerson> | undefined = start;
    while (node && !state.has(node.person.employeeId)) {
      state.set(node.person.employeeId, 'walking');
      chain.push(node);
      node = managerOf(node);
    }
    if (node && state.get(node.person.employeeId) === 'walking') rootIds.add(node.person.employeeId);
    for (const walked of chain) state.set(walked.person.employeeId, 'settled');
  }

  const roots: OrgNode<TPerson>[] = [];
  for (const node of nodes.values()) {
    const manager = rootIds.has(node.person.employeeId) ? undefined : managerOf(node);
    if (manager) manager.children.push(node);
    else roots.push(node);
  }
  // Depth and counts without recursion: a chain of 10,000 must not overflow the stack.
  const order: OrgNode<TPerson>[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop() as OrgNode<TPerson>;
    order.push(node);
    for (const child of node.children) {
      child.depth = node.depth + 1;
      stack.push(child);
    }
  }
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const node = order[index] as OrgNode<TPerson>;
    node.descendantCount = node.children.reduce((sum, child) => sum + 1 + child.descendantCount, 0);
  }
  return roots;
}

/** The nodes from a root down to the person with `employeeId`, both included; [] when they are not on it. */
export function pathTo<TPerson extends OrgPerson>(
  roots: readonly OrgNode<TPerson>[],
  employeeId: string,
): OrgNode<TPerson>[] {
  const parents = new Map<OrgNode<TPerson>, OrgNode<TPerson> | null>();
  const stack: Array<[OrgNode<TPerson>, OrgNode<TPerson> | null]> = roots.map((root) => [root, null]);
  while (stack.length > 0) {
    const [node, parent] = stack.pop() as [OrgNode<TPerson>, OrgNode<TPerson> | null];
    parents.set(node, parent);
    if (node.person.employeeId === employeeId) {
      const path: OrgNode<TPerson>[] = [];
      for (let step: OrgNode<TPerson> | null = node; step; step = parents.get(step) ?? null) path.push(step);
      return path.reverse();
    }
    for (const child of node.children) stack.push([child, node]);
  }
  return [];
}
