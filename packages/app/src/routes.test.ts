import { EMPLOYEE_GRID, MENU_PERMISSIONS, meetsNeed, Permissions } from '@hr/domain';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { builtPaths, paths } from './paths.ts';
import type { RouteHandle } from './routeHandle.ts';
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

  // The certificate reminders tell the attendee too and link to Training, which their menu leaves out.
  it('opens Training to an employee following a reminder, though only HR’s menu lists it', () => {
    const routeOf = (routes: readonly RouteObject[]): RouteObject | undefined =>
      routes
        .map((route) => (route.path === paths.training ? route : routeOf(route.children ?? [])))
        .find(Boolean);
    const need = (routeOf(routeTable)?.handle as RouteHandle | undefined)?.needs;
    const employee = new Permissions([EMPLOYEE_GRID]).toJSON();
    expect(need).toBeDefined();
    expect(meetsNeed(employee, need)).toBe(true);
    expect(meetsNeed(employee, MENU_PERMISSIONS['employees.training'])).toBe(false);
  });

  // The app reads a stored session's permissions as it starts only on the pages that need them.
  it('marks the signed-in pages, and only them, as the signed-in layout’s', () => {
    const signedIn = (path: string) =>
      (matchRoutes(routeTable, path) ?? []).some((match) => (match.route.handle as RouteHandle)?.signedIn);
    expect([paths.dashboard, paths.employees, paths.userProfile].filter(signedIn)).toHaveLength(3);
    expect(
      [paths.home, paths.signIn, paths.signUp, paths.forgotPassword, '/no-such-page'].filter(signedIn),
    ).toEqual([]);
  });
});
