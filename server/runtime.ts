// The Node.js the server needs (docs/architecture.md "Runtime"): 24 LTS, from 24.7, whose
// node:crypto has argon2. package.json's `engines` says the same. Nothing here may need more than
// an old Node: the launcher (launcher.ts) runs this before anything else is loaded.

export const REQUIRED_NODE = { major: 24, minor: 7 } as const;

/** What to tell whoever started the server on an older Node; null when this one will do. */
export function nodeVersionProblem(version: string, execPath: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const { major: needed, minor: neededMinor } = REQUIRED_NODE;
  if (major > needed || (major === needed && minor >= neededMinor)) return null;
  return [
    `Guildhall needs Node.js ${needed} LTS (${needed}.${neededMinor} or later); this is Node.js ${version} (${execPath}).`,
    `- \`npm install\` in the project brings Node.js ${needed} (the \`node\` package): \`npm start\` and every npm script run on it, and \`node_modules/.bin/node dist/server/index.js\` starts the server with it.`,
    `- Or install Node.js ${needed} for the machine, with nvm: \`nvm install ${needed} && nvm use ${needed}\` (the project's .nvmrc says ${needed}).`,
  ].join('\n');
}
