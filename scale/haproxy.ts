// HAProxy from Debian's packages in front of the instances, with the configuration of
// scale/haproxy.cfg written to a temporary file.
import { type ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort, waitUntil } from './http';

const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
const TEMPLATE = new URL('./haproxy.cfg', import.meta.url);

/** Makes sure Debian's HAProxy is present (installs it when run as root); answers its version line. */
export function ensureHaproxy(): string {
  if (!existsSync(HAPROXY) && process.getuid?.() === 0) {
    console.log('HAProxy not found: installing Debian package haproxy');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy', {
      stdio: 'inherit',
    });
  }
  if (!existsSync(HAPROXY))
    throw new Error(`HAProxy not found at ${HAPROXY}. Install it (apt-get install haproxy) or set HAPROXY_PATH.`);
  return execSync(`${HAPROXY} -v`, { encoding: 'utf8' }).split('\n')[0];
}

export type Balancer = {
  url: string;
  configFile: string;
  /** Each server's state as HAProxy sees it (UP, DOWN, … from `show stat`). */
  states(): Promise<Record<string, string>>;
  waitState(server: string, state: 'UP' | 'DOWN', timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
};

function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let answer = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => (answer += chunk));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
    client.end(`${command}\n`);
  });
}

/** Starts HAProxy on a free loopback port with one `server` line per instance. */
export async function startBalancer(folder: string, servers: { name: string; port: number }[]): Promise<Balancer> {
  const port = await freePort();
  const statsSocket = join(folder, 'haproxy.sock');
  const configFile = join(folder, 'haproxy.cfg');
  const serverLines = servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port} check`).join('\n');
  const text = readFileSync(TEMPLATE, 'utf8')
    .replace('{{STATS_SOCKET}}', statsSocket)
    .replace('{{BIND}}', `127.0.0.1:${port}`)
    .replace('{{SERVERS}}', serverLines);
  writeFileSync(configFile, text);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused ${configFile}: ${check.stderr || check.stdout}`);

  const logFile = join(folder, 'haproxy.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', out, out] });
  closeSync(out);
  const alive = () => child.exitCode === null && child.signalCode === null;

  const states = async () => {
    const csv = await ask(statsSocket, 'show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const result: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy] === 'instances' && cells[server] !== 'BACKEND') result[cells[server]] = cells[status];
    }
    return result;
  };
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    configFile,
    states,
    waitState: (server, state, timeoutMs) =>
      waitUntil(
        `HAProxy sees ${server} ${state}`,
        async () => ((await states().catch(() => ({}) as Record<string, string>))[server] ?? '').startsWith(state),
        timeoutMs,
        100,
      ),
    stop: async () => {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntil(
      'HAProxy started',
      async () => {
        if (!alive())
          throw new Error(`haproxy ended (${child.exitCode}): ${readFileSync(logFile, 'utf8').slice(-1000)}`);
        return existsSync(statsSocket) && Object.keys(await states().catch(() => ({}))).length === servers.length;
      },
      10_000,
    );
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}
