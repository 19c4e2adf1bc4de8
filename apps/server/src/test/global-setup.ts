import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { seedDemoData } from '../seeds';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database (initdb) costs seconds; migrate and seed it once, dump it, and let each
 * test file start from a copy of the dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openPglite(undefined);
  await database.migrate();
  await seedDemoData(database.db);
  const dump = await database.dumpDataDir();
  await database.close();
  const file = join(tmpdir(), `intranet-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
