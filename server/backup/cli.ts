// What the backup and restore commands share: a refusal or failure is one sentence on stderr and
// exit code 1; success exits 0 at once (no open handle keeps the process).

export async function runCli(main: () => Promise<void>): Promise<never> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
    process.exit(1);
  }
  process.exit(0);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export const seconds = (since: number): string =>
  `${((performance.now() - since) / 1000).toFixed(1)} s`;
