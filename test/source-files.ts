import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project's TypeScript files under these folders, tests left out, as [path, text]: for the tests that read the code. */
export function sourceFiles(...dirs: string[]): [path: string, text: string][] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
      return [[path, readFileSync(path, 'utf8')]];
    }),
  );
}

/** The code of a file without its comments (a `//` after a colon, as in a URL, is kept). */
export const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
