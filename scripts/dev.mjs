// `npm run dev`: the API server in watch mode on API_PORT, and Vite (proxying /api to it).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, SERVE_SPA: 'false' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
