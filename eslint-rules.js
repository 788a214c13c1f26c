// The house's own lint rules (issue 21), for the TypeScript and the CSS of the tree alike: a file name says which
// file it is (no two files share one), and no source file grows past what a reader takes in at once.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders that hold no source of ours: dependencies, build output, generated assets, history. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-ssr', '.netlify', '.git', 'coverage', 'docs', 'public']);
const SOURCE_FILE = /\.(ts|tsx|js|css)$/;

/** Every source file of the tree by its name, read once per lint run. */
let filesByName;
function sourceFilesByName(root) {
  if (filesByName) return filesByName;
  filesByName = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.artifacts')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_FILE.test(entry.name)) {
        filesByName.set(entry.name, [...(filesByName.get(entry.name) ?? []), path.relative(root, full)]);
      }
    }
  };
  walk(root);
  return filesByName;
}

/** The root visitor of either language: ESLint's JavaScript `Program`, @eslint/css's `StyleSheet`. */
const onFile = (check) => ({ Program: check, StyleSheet: check });

const uniqueFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Every source file has a name no other file of the tree has.' },
    messages: {
      duplicate:
        '{{name}} is also {{others}}: give this file a name that says what it holds (a search by name must find one file).',
    },
    schema: [],
  },
  create(context) {
    return onFile((node) => {
      const file = path.relative(context.cwd, context.filename);
      const name = path.basename(file);
      const others = (sourceFilesByName(context.cwd).get(name) ?? []).filter((other) => other !== file);
      if (others.length > 0)
        context.report({ node, messageId: 'duplicate', data: { name, others: others.join(', ') } });
    });
  },
};

const maxFileLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A source file stays within a number of lines, blank lines and comments included.' },
    messages: { tooLong: 'This file has {{lines}} lines, over {{max}}: split it where its meaning splits.' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
  },
  create(context) {
    const max = context.options[0]?.max ?? 400;
    return onFile((node) => {
      const { lines } = context.sourceCode;
      // A file ending in a newline has an empty last "line" that no editor shows.
      const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
      if (count > max) context.report({ node, messageId: 'tooLong', data: { lines: count, max } });
    });
  },
};

export const houseRules = { rules: { 'unique-file-name': uniqueFileName, 'max-file-lines': maxFileLines } };
