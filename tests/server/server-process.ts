import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real entry (server/index.ts) in a child process, as `npm start` runs it: signals, exit
// codes and the data-folder lock can only be tested from outside the process.

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:PORT once listening. */
  baseUrl: string;
  /** Resolves with the exit code (signal-killed: null) when the process ends. */
  exited: Promise<number | null>;
  /** stdout and stderr so far. */
  output(): string;
  /** SIGKILL unless it has exited already. */
  kill(): Promise<void>;
}

/** Starts the server on DATA_DIR; resolves once it listens, or when it exits first. */
export function spawnServer(
  env: Record<string, string>,
  { readyTimeoutMs = 90_000 } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '256',
      ARGON2_PASSES: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`server did not listen within ${readyTimeoutMs} ms:\n${text}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          pid: child.pid!,
          baseUrl: listening[1],
          exited,
          output: () => text,
          kill,
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      // Exited before listening: the caller reads the code and the output.
      resolve({
        child,
        pid: child.pid!,
        baseUrl: '',
        exited,
        output: () => text,
        kill,
      });
    });
  });
}
