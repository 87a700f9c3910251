// Starts the built server for the end-to-end run on a fresh DATA_DIR (wiped first).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
