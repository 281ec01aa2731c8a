import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import { migrate } from '../db/migrate.ts';
import { openPGlite } from '../db/open-database.ts';
import { PGliteDialect } from '../db/pglite-dialect.ts';
import type { Database } from '../db/schema.ts';

/**
 * A PGlite cluster already migrated, as a dumpDataDir tarball that every server test file starts its
 * database from. Creating a cluster (initdb, in WebAssembly) and applying every migration cost several
 * seconds of CPU per test file; loading the tarball costs about a third of that. The tarball is kept on
 * disk, named by a hash of the migrations and of PGlite's version, so any change to either makes a new
 * one, and the first test file that needs it builds it (two building at once both write whole files).
 */

const CACHE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/hr-server-tests',
);

let snapshot: Promise<Blob> | undefined;

/** The tarball of an in-memory PGlite with every migration of `migrationsDir` applied. */
export function migratedSnapshot(migrationsDir: string): Promise<Blob> {
  snapshot ??= loadOrBuild(migrationsDir);
  return snapshot;
}

async function loadOrBuild(migrationsDir: string): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${snapshotKey(migrationsDir)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet for these migrations.
  }
  const pglite = openPGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let tarball: Blob;
  try {
    await migrate(db, migrationsDir);
    tarball = await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return tarball;
}

function snapshotKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  // The package's own package.json is not exported; it sits above its entry point (dist/).
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
