import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

/** Another process that takes the lock and keeps it until killed; resolves once it holds it. */
function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve(child));
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${err}`)));
  });
}

describe('DATA_DIR lock', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('refuses a second lock on a folder another process holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'intranet-lock-'));
    const child = await holdLockInChild(dir);
    children.push(child);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(child.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'intranet-lock-'));
    const child = await holdLockInChild(dir);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
