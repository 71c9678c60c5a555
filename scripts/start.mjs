// `npm start`: the local stack (Supabase-compatible, on :54321) and the production build of the
// app (on :5173) together. The first run creates and seeds the database in .local/.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [];
function start(args, name) {
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

start(['--import', 'tsx', 'supabase/local/main.ts'], 'The local stack');

const vite = 'node_modules/vite/bin/vite.js';
const build = spawn(process.execPath, [vite, 'build'], { stdio: 'inherit' });
children.push(build);
build.on('exit', (code) => {
  if (stopping) return;
  if (code !== 0) {
    console.error('The build failed.');
    stop(code ?? 1);
    return;
  }
  start([vite, 'preview', '--port', '5173', '--strictPort'], 'The app server');
  console.log(
    '\nVetHub: http://localhost:5173  (local stack: http://127.0.0.1:54321, mailbox: /mailbox)\n',
  );
});
