// `npm run bench:auth`: sign-ins per second and their p50/p95 at 1, 10 and 50 concurrent, with
// scrypt (N = 2^17, r = 8, p = 1: the hashes made before argon2id) and with argon2id at OWASP's
// m = 19 MiB, t = 2, p = 1, in one run on the same server build and the same machine. For each
// algorithm: a fresh PGlite database with 200 members hashed with it, the server started with
// PASSWORD_HASH set to it (so a sign-in verifies and does not replace the hash), then a closed
// loop of `concurrency` clients signing in with the right password for BENCH_DURATION seconds
// each (default 10). The hash gate keeps its production setting (HASH_CONCURRENCY 2, 32
// waiting): at 50 concurrent, the sign-ins past it answer 503 and are counted apart. The
// server's resident memory after the run is its memory bound at work.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { OWASP_PASSWORD_POLICY, type PasswordPolicy } from '../server/auth/passwords';
import {
  figuresOf,
  MEMBER_PASSWORD,
  passwordGrant,
  seedDatabase,
  startServer,
  TOKEN_PATH,
  type Figures,
} from './bench/backend';

const MEMBERS = 200;
const LEVELS = [1, 10, 50];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ALGORITHMS: PasswordPolicy['algorithm'][] = ['scrypt', 'argon2id'];

interface Row extends Figures {
  algorithm: string;
  concurrency: number;
  signIns: number;
  refused: number;
}

async function signInLoop(address: string, emails: string[], concurrency: number) {
  const times: number[] = [];
  let refused = 0;
  let errors = 0;
  let next = 0;
  const until = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      // Each sign-in is another member's, round robin: no account is signed in twice at once.
      const email = emails[next++ % emails.length]!;
      const begun = performance.now();
      const answer = await fetch(`${address}${TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: passwordGrant(email, MEMBER_PASSWORD),
      });
      await answer.arrayBuffer();
      if (answer.status === 200) times.push(performance.now() - begun);
      else if (answer.status === 503) refused += 1;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  return { ...figuresOf(times, times.length / seconds, errors), signIns: times.length, refused };
}

const rows: Row[] = [];
const memory: Record<string, number> = {};
const loadBefore = loadavg();
for (const algorithm of ALGORITHMS) {
  const dataDir = mkdtempSync(join(tmpdir(), `guildhall-bench-auth-${algorithm}-`));
  try {
    const policy: PasswordPolicy = { ...OWASP_PASSWORD_POLICY, algorithm };
    const seeded = await seedDatabase('pglite', dataDir, MEMBERS, policy);
    const server = await startServer(seeded, dataDir, { env: { PASSWORD_HASH: algorithm } });
    try {
      // One sign-in first: the server's first hash also warms the dummy hash and the pools.
      await signInLoop(server.address, seeded.emails, 1).catch(() => undefined);
      for (const concurrency of LEVELS) {
        const figures = await signInLoop(server.address, seeded.emails, concurrency);
        rows.push({ algorithm, concurrency, ...figures });
        console.info(
          `${algorithm} at ${concurrency}: ${figures.rps.toFixed(1)} sign-ins/s, ` +
            `p50 ${figures.p50.toFixed(0)} ms, p95 ${figures.p95.toFixed(0)} ms, ` +
            `${figures.refused} refused (503), ${figures.errors} errors`,
        );
      }
      memory[algorithm] = (await server.memory()).rss;
    } finally {
      await server.stop();
    }
    await seeded.drop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const loadAfter = loadavg();

const at = (algorithm: string, concurrency: number) =>
  rows.find((row) => row.algorithm === algorithm && row.concurrency === concurrency)!;
const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);
console.info(
  `\n${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
    `load average ${loadBefore.map((n) => n.toFixed(2)).join(', ')} at the start, ` +
    `${loadAfter.map((n) => n.toFixed(2)).join(', ')} at the end; ${DURATION_S} s per row\n`,
);
console.info('| hash | concurrent | sign-ins/s | p50 ms | p95 ms | refused (503) | errors |');
console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.info(
    `| ${row.algorithm} | ${row.concurrency} | ${fmt(row.rps)} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${row.refused} | ${row.errors} |`,
  );
}
console.info(
  `\nargon2id / scrypt sign-ins per second at 10 concurrent: ` +
    `${(at('argon2id', 10).rps / at('scrypt', 10).rps).toFixed(1)}x; argon2id p50 at 1 ` +
    `concurrent: ${at('argon2id', 1).p50.toFixed(0)} ms (goals: at least 8x, at most 150 ms)`,
);
console.info(
  `server RSS after the run: ${Object.entries(memory)
    .map(([name, rss]) => `${name} ${(rss / 2 ** 20).toFixed(0)} MiB`)
    .join(', ')}`,
);
