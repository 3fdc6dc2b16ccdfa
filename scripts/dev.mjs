// `npm run dev`: the API with reload on :3001 and Vite's dev server (proxying /api to it).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@roar/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', HOST: '127.0.0.1' },
  }),
  spawn(npm, ['run', 'dev', '-w', '@roar/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
