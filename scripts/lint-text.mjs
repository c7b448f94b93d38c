// Lints snippets with the repository's real eslint.config.mjs through ESLint's Node API.
// Input on stdin: [{ "filePath": "plugins/x/a.ts", "code": "..." }, ...] (paths from the repo root).
// Output on stdout: one array of { ruleId, message } per snippet.
// A separate process because jest cannot import() an ES-module config without
// --experimental-vm-modules; scripts/lint-boundaries.test.ts drives it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text);
}

const eslint = new ESLint({ cwd: ROOT });
const snippets = await readStdin();
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
