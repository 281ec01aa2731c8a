import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { builtPaths } from './paths.ts';
import { routeTable } from './routes.ts';

const pathsOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('the route table', () => {
  const routed = new Set(pathsOf(routeTable));

  // A menu entry counts as built when its path is in builtPaths; without a route it would open Not Found.
  it('has a route for every path the menu treats as built', () => {
    expect([...builtPaths].filter((path) => !routed.has(path))).toEqual([]);
  });

  it('routes each path once', () => {
    const all = pathsOf(routeTable);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });
});
