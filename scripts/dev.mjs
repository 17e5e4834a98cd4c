import process from 'node:process';
// Runs the API server (reloading on change) on :8080 and the Vite dev server with hot reload on :5173.
import { spawn } from 'node:child_process';

const run = (command, args) => spawn(command, args, { stdio: 'inherit' });
const children = [
  run('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts']),
  run('npm', ['run', 'dev', '-w', '@yuanfen/web']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
