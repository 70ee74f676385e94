import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE } from '@server/runtime';

// The server's entry in the build (dist/server/index.js, server/launcher.ts) checks the Node
// version before it imports the server: on an older Node it says what it needs and how to get
// it, and exits 1, where the server itself would die importing node:crypto's argon2.

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The machine's own Node, when it is an older one (this machine's is 20). */
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) =>
    existsSync(path) &&
    nodeVersionProblem(execFileSync(path, ['--version']).toString().trim(), path) !== null,
);

describe('the Node version check', () => {
  it('takes Node 24 from 24.7 (argon2) and later, and tells an older one what to do', () => {
    for (const version of ['24.7.0', '24.21.0', 'v24.7.0', '26.0.0']) {
      expect(nodeVersionProblem(version, '/x/node'), version).toBeNull();
    }
    for (const version of ['20.20.2', '22.12.0', '24.6.1', 'v18.0.0']) {
      const problem = nodeVersionProblem(version, '/usr/bin/node');
      expect(problem, version).toContain(
        `Guildhall needs Node.js 24 LTS (24.7 or later); this is Node.js ${version} (/usr/bin/node).`,
      );
      expect(problem).toContain('`npm install`');
      expect(problem).toContain('node_modules/.bin/node dist/server/index.js');
      expect(problem).toContain('nvm install 24');
    }
  });

  it('asks what package.json and .nvmrc ask', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
      dependencies: { node: string };
    };
    const { major, minor } = REQUIRED_NODE;
    expect(pkg.engines.node).toMatch(new RegExp(`^>=${major}\\.${minor}\\.0 `));
    expect(pkg.dependencies.node.split('.')[0]).toBe(String(major));
    expect(readFileSync(join(projectRoot, '.nvmrc'), 'utf8').trim()).toBe(String(major));
  });
});

describe('the built entry', { timeout: 120_000 }, () => {
  // Built as `npm run build` builds it, into a folder of its own inside the project (the bundle
  // finds its npm packages and the project's root by walking up).
  const outdir = join(
    projectRoot,
    'node_modules',
    '.cache',
    `guildhall-launcher-${randomBytes(4).toString('hex')}`,
  );
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-server.mjs', outdir], { cwd: projectRoot });
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it.skipIf(!oldNode)('under an older Node says what it needs and exits 1', () => {
    const run = spawnSync(oldNode!, [join(outdir, 'index.js')], { cwd: projectRoot });
    expect(run.status).toBe(1);
    const said = run.stderr.toString();
    expect(said).toContain(`Guildhall needs Node.js 24 LTS (24.7 or later); this is Node.js`);
    expect(said).toContain(`(${oldNode})`);
    expect(said).not.toContain('argon2');
  });

  it('under Node 24 imports the server (whose settings check answers here)', () => {
    const run = spawnSync(process.execPath, [join(outdir, 'index.js')], {
      cwd: projectRoot,
      env: { ...process.env, PORT: 'not-a-port' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.toString()).toContain('PORT must be a whole number from 0 to 65535');
  });
});
