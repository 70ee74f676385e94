// The server's entry in the build, dist/server/index.js (scripts/build-server.mjs): checks the
// Node version before anything that needs Node 24 is loaded (node:crypto's argon2 fails at
// import on an older one, with a message that names no fix), then imports the server bundle
// beside it, dist/server/server.js. Built for old Nodes, so that it can say what is wrong.
import { nodeVersionProblem } from './runtime';

const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import(new URL('./server.js', import.meta.url).href);
