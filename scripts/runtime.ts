// The project runs on the Node its `node` dependency installs (ADR 32); an older one means a script bypassed npm.

/** Major version of Node the project runs on: package.json's engines and its `node` dependency. */
export const NODE_MAJOR = 24;

/** Why the Node of this version cannot run the project's scripts, or undefined when it can. */
export function runtimeProblem(version: string): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= NODE_MAJOR) return undefined;
  return (
    `Node ${version} is running this script, but the project runs on Node ${NODE_MAJOR}, which \`npm ci\` installs into ` +
    "node_modules/.bin (ADR 32). Run scripts through npm (`npm run ...`, `npx ...`); if node_modules/.bin/node is missing, " +
    "run `npm ci` again without --ignore-scripts."
  );
}
