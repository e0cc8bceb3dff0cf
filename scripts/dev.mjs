// `npm run dev`: the API server restarting on change (port API_PORT, default 3001) and the Vite dev
// server with hot reload (http://localhost:5173) proxying /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    detached: true,
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@prakar/web'], { stdio: 'inherit', detached: true, env }),
];

function stop(code) {
  // Each child leads its own process group, so the signal reaches what npx and npm started too.
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
