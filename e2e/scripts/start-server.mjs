// Starts the built server on a fresh embedded database (demo data seeded) for the journeys.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverNodeFlags } from '../../scripts/server-command.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'intranet-e2e-'));
const child = spawn(process.execPath, [...serverNodeFlags(), SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT || '3210',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '20',
    CEP_SERVICE_URL: 'off',
    // The journeys need the demo's people and records, not its bulk volumes (a fifth seeds in a fraction of the time).
    DEMO_SCALE: process.env.DEMO_SCALE || '0.2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
