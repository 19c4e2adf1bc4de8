// The server instances, started exactly as production starts them: `node <serve flags> dist/main.js`
// (scripts/server-command.mjs), each with its own PORT and DATA_DIR and the same shared settings.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverNodeFlags } from '../scripts/server-command.mjs';
import { call, waitUntil } from './http';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of any file under `folder` (0 when absent). */
function newest(folder: string): number {
  if (!existsSync(folder)) return 0;
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * The built server and web app: `npm run build` when either is missing; the server alone again when
 * its sources (or the shared package's) are newer than its build. Answers what was done.
 */
export function ensureBuilt(): string {
  const web = join(ROOT, 'apps/web/dist');
  if (!existsSync(SERVER_ENTRY) || !existsSync(web)) {
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    return 'built (npm run build)';
  }
  const sources = Math.max(newest(join(ROOT, 'apps/server/src')), newest(join(ROOT, 'packages/shared/src')));
  if (sources > statSync(SERVER_ENTRY).mtimeMs) {
    execSync('npm run build -w @intranet/server', { cwd: ROOT, stdio: 'inherit' });
    return 'server rebuilt (sources newer than its build)';
  }
  return 'build up to date';
}

export class Instance {
  process: ChildProcess | null = null;
  readonly url: string;
  private readonly logFile: string;
  private logFrom = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    folder: string,
    /** The node binary that runs this instance (the machine's, unless another version is asked for). */
    readonly node: string = process.execPath,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const dataDir = join(folder, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    this.env = { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    this.logFile = join(folder, `instance-${name}.log`);
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  get running(): boolean {
    return this.process !== null && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Starts the process (not waiting for it to listen); its output goes to its log file. */
  start(extraEnv: Record<string, string> = {}): void {
    if (this.running) throw new Error(`instance ${this.name} is already running`);
    this.logFrom = existsSync(this.logFile) ? statSync(this.logFile).size : 0;
    const out = openSync(this.logFile, 'a');
    // The machine's environment less what would change the server's behaviour in a test run.
    const { NODE_ENV: _n, INIT_CWD: _i, ...base } = process.env;
    this.process = spawn(this.node, [...serverNodeFlags(), SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...base, ...this.env, ...extraEnv },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
  }

  /** What this run of the process printed so far. */
  output(): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8').slice(this.logFrom) : '';
  }

  /** Waits for /health to answer 200; fails at once if the process ends. */
  async healthy(timeoutMs: number): Promise<void> {
    await waitUntil(
      `instance ${this.name} healthy`,
      async () => {
        if (!this.running)
          throw new Error(
            `instance ${this.name} ended (${this.process?.exitCode ?? this.process?.signalCode}):\n${this.output().slice(-2000)}`,
          );
        return (await call(`${this.url}/health`, { timeoutMs: 2_000 }).catch(() => null))?.status === 200;
      },
      timeoutMs,
      100,
    );
  }

  private exited(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** kill -9: the process dies at once, whatever it was doing. */
  async kill9(): Promise<void> {
    this.process?.kill('SIGKILL');
    await this.exited();
  }

  /** SIGTERM (the server closes what it holds), SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.process!.kill('SIGTERM');
    const timer = setTimeout(() => this.process?.kill('SIGKILL'), graceMs);
    await this.exited();
    clearTimeout(timer);
  }
}
