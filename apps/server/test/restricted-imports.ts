/**
 * The import rules of eslint.config.mjs, linted with the repository's own configuration (ESLint's Node
 * API): the messages of `no-restricted-imports` that a file with `code` at `file` would get.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../../..');
let eslint: ESLint | undefined;

export async function restrictedImports(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}
