import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Someone alive holds (or is taking over) the lock. */
class LockHeld extends Error {
  constructor(readonly pid: string) {
    super(`held by process ${pid}`);
  }
}

/** How deep takeovers of takeovers go (each level needs one more crash in the middle of a takeover). */
const MAX_DEPTH = 3;
/** File systems that refuse hard links; there the lock file is created and then written. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * An exclusive lock on DATA_DIR: two processes opening one embedded database corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over, by exactly one
 * of the servers that find it so, however many start together.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const me = String(process.pid);
  try {
    claim(file, me, 0);
  } catch (err) {
    if (err instanceof LockHeld)
      throw new Error(`DATA_DIR ${dataDir} is in use by process ${err.pid}; stop it or choose another DATA_DIR`);
    throw err;
  }
  if (holderOf(file) !== me) throw new Error(`could not lock DATA_DIR ${dataDir}`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (holderOf(file) === me) rmSync(file, { force: true });
    } catch {
      /* the folder is gone */
    }
  };
  process.once('exit', release);
  return release;
}

/**
 * Makes `path` hold `me`, or throws LockHeld. A missing file is created exclusively; a file whose
 * holder is gone is replaced only by the one process that first claims `<path>.<holder>.takeover`
 * (the same rule, one level down) and still finds that holder in it.
 */
function claim(path: string, me: string, depth: number): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(path, me)) return;
    const holder = holderOf(path);
    if (holder === null) continue; // released meanwhile
    if (isAlive(holder, me)) throw new LockHeld(holder);
    if (depth >= MAX_DEPTH) break;
    const right = `${path}.${/^\d{1,10}$/.test(holder) ? holder : 'invalido'}.takeover`;
    claim(right, me, depth + 1);
    try {
      if (holderOf(path) === holder) {
        replace(path, me);
        return;
      }
    } finally {
      rmSync(right, { force: true });
    }
  }
  throw new Error(`could not lock ${path}`);
}

/** Creates `path` holding `text` unless it exists; never shows it empty (written aside, then linked). */
function createExclusive(path: string, text: string): boolean {
  const temp = tempBeside(path);
  writeFileSync(temp, text, { flag: 'wx' });
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!NO_LINKS.has(code)) throw err;
    try {
      writeFileSync(path, text, { flag: 'wx' });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Replaces `path` with one holding `text` in a single step. */
function replace(path: string, text: string): void {
  const temp = tempBeside(path);
  writeFileSync(temp, text, { flag: 'wx' });
  renameSync(temp, path);
}

const tempBeside = (path: string) => `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/** The text of a lock file, or null when there is none. */
function holderOf(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Whether the holder is another process that is running (our own pid can only be a leftover of a previous run). */
function isAlive(holder: string, me: string): boolean {
  if (!/^\d{1,10}$/.test(holder) || holder === me) return false;
  const pid = Number(holder);
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
