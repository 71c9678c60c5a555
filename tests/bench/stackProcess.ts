/**
 * The local stack as its own process, as `npm start` runs it, so the soak can kill it with SIGKILL
 * (no shutdown, nothing flushed) and start it again on the same data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { exitOf } from './childProcesses';

/** Resolves once the stack says it is ready; rejects with its last output if it exits first. */
export function startStackProcess(dataDir: string, port: number): Promise<ChildProcess> {
  // `--import tsx` keeps the stack in this one process: tsx's CLI would run it in a grandchild
  // that a SIGKILL to the CLI leaves running on the port.
  const args = ['--import', 'tsx', 'supabase/local/main.ts', '--workdir', 'supabase'];
  const child = spawn(process.execPath, [...args, '--data', dataDir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    // Kept read after it is ready too: a full pipe would stall the stack's logging.
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (/ready in \d+ ms at http/.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`the stack exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
}

export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill('SIGKILL');
  await exited;
}
