import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve(child));
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${err}`)));
  });
}

/** A pid no process has (above any pid_max): the lock of a server that crashed. */
const DEAD_PID = '2147483646';

/**
 * A process that, once told the start time, tries the lock of each folder in turn, every contender
 * at the same instants; it reports each outcome, then keeps what it won until killed.
 */
function contender(dirs: string[], stepMs: number): Promise<{ child: ChildProcess; outcomes: Promise<string[]> }> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    const dirs = ${JSON.stringify(dirs)};
    process.stdin.once('data', (start) => {
      const outcomes = dirs.map((dir, i) => {
        while (Date.now() < Number(start) + i * ${stepMs});
        try { lockDataDir(dir); return 'won'; } catch (err) { return err.message; }
      });
      console.log(JSON.stringify(outcomes));
      setInterval(() => {}, 1000);
    });
    console.log('ready');`;
  const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const outcomes = new Promise<string[]>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('['));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}: ${err}`)));
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}: ${err}`)));
  });
  return ready.then(() => ({ child, outcomes }));
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

  it('takes over a stale lock whose takeover a crash left half done, and a lock file that holds no pid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'intranet-lock-'));
    writeFileSync(join(dir, 'server.lock'), DEAD_PID);
    writeFileSync(join(dir, `server.lock.${DEAD_PID}.takeover`), '2147483645');
    lockDataDir(dir)();
    expect(readdirSync(dir)).toEqual([]);

    writeFileSync(join(dir, 'server.lock'), '');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('lets exactly one of several servers started together take over a stale lock', { timeout: 120_000 }, async () => {
    const rounds = 40;
    const root = mkdtempSync(join(tmpdir(), 'intranet-lock-race-'));
    const dirs = Array.from({ length: rounds }, (_, i) => join(root, String(i)));
    for (const dir of dirs) {
      mkdirSync(dir);
      writeFileSync(join(dir, 'server.lock'), DEAD_PID);
    }
    const contenders = await Promise.all(Array.from({ length: 4 }, () => contender(dirs, 25)));
    children.push(...contenders.map((c) => c.child));
    const start = String(Date.now() + 200);
    for (const { child } of contenders) child.stdin!.write(start);
    const outcomes = await Promise.all(contenders.map((c) => c.outcomes));

    for (let round = 0; round < rounds; round++) {
      const winners = contenders.filter((_, i) => outcomes[i][round] === 'won');
      expect(winners, `round ${round}: ${outcomes.map((o) => o[round]).join(' | ')}`).toHaveLength(1);
      expect(readFileSync(join(dirs[round], 'server.lock'), 'utf8')).toBe(String(winners[0].child.pid));
      for (const outcome of outcomes.map((o) => o[round])) expect(outcome).toMatch(/^won$|in use by process/);
    }
  });
});
