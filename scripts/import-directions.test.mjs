// Imports run down (issue 26, part 8): no package's source has an import cycle, and the server's route
// table sits above the areas, with the helpers their handlers share below them. A cycle or an upward
// import is how a flat folder turns into a knot nobody dares move; this test names the files at once.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const packages = path.join(root, 'packages');

function sourceFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

// Every relative specifier of `import … from`, `import type … from`, `export … from` and `import()`.
const SPECIFIER = /(?:\bfrom|\bimport\s*\(|^import)\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function relativeImports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => path.resolve(path.dirname(file), m[1]));
}

/** Strongly connected components of more than one file (Tarjan), i.e. the import cycles. */
function cycles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

const isTest = (file) =>
  /\.(test|stories)\.tsx?$/.test(file) || file.includes(`${path.sep}test-support${path.sep}`);

test('no package has an import cycle in its source', () => {
  const found = readdirSync(packages).flatMap((name) => {
    const src = path.join(packages, name, 'src');
    return cycles(
      new Map(
        sourceFiles(src)
          .filter((f) => !isTest(f))
          .map((f) => [f, relativeImports(f)]),
      ),
    );
  });
  assert.deepEqual(found, []);
});

test("the server's route table is above the areas: only the entry points import it, and http/ imports no area's handlers", () => {
  const server = path.join(packages, 'server', 'src');
  const routes = path.join(server, 'routes.ts');
  const entryPoints = new Set(['app.ts'].map((f) => path.join(server, f)));
  const upward = [];
  for (const file of sourceFiles(server).filter((f) => !isTest(f))) {
    for (const target of relativeImports(file)) {
      const intoRoutes = target === routes && !entryPoints.has(file);
      const helperIntoArea =
        file.startsWith(path.join(server, 'http') + path.sep) && /handlers\.ts$/.test(path.basename(target));
      if (intoRoutes || helperIntoArea)
        upward.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  assert.deepEqual(upward, []);
});

// A test-support folder holds references and fixtures for tests (the payslip in decimal.js the integer
// engine is held to): production code that imports one would ship what only tests may lean on. Tests'
// helpers beside an area (`pay-run-test-support.ts`, `payroll-fixtures.ts`) may use them.
const isTestHelper = (file) => isTest(file) || /-(test-support|fixtures)\.tsx?$/.test(file);

test('only tests and their helpers import a test-support folder', () => {
  const found = [];
  for (const file of sourceFiles(packages).filter((f) => !isTestHelper(f))) {
    for (const target of relativeImports(file)) {
      if (target.includes(`${path.sep}test-support${path.sep}`))
        found.push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  assert.deepEqual(found, []);
});
