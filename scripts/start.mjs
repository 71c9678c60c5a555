// `npm start`: build the app and serve the production build on http://localhost:5173.
// One command, Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';

const vite = 'node_modules/vite/bin/vite.js';

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args[0]} exited ${code}`)),
    );
  });
}

await run(['build']);
const server = spawn(process.execPath, [vite, 'preview', '--port', '5173', '--strictPort'], {
  stdio: 'inherit',
});
console.log('\nVetHub is being served at http://localhost:5173 (Ctrl-C to stop)\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    process.exit(0);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));
