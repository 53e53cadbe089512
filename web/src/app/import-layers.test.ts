import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Imports go one way: lib/ and components/ (shared) -> features/<feature>/ -> app/. A feature
// that needs another's piece gets it moved down to lib/ or components/, or passed in by app/.
// Tests and their helpers may import upward (they render what app/ composes).

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Imports that still cross and why; each entry is to be removed, not added to. */
const KNOWN: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-util|-data)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** 'lib', 'components', 'app', 'features/<name>' or null (entry points, playground). */
function layerOf(file: string): string | null {
  const [top, feature] = relative(src, file).split('/');
  if (top === 'features') return `features/${feature}`;
  return top === 'lib' || top === 'components' || top === 'app' ? top : null;
}

function crossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = layerOf(file);
    if (!from || from === 'app') continue;
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), spec);
      const to = layerOf(target);
      const upward =
        to === 'app' ||
        (to?.startsWith('features/') && (from === 'lib' || from === 'components' || to !== from)) ||
        (to === 'components' && from === 'lib');
      if (upward) found.push(`${relative(src, file)} -> ${relative(src, target)}`);
    }
  }
  return found;
}

describe('import layers', () => {
  it('keeps lib/ and components/ free of features and app/, and features apart from each other', () => {
    expect(crossings().filter((crossing) => !(crossing in KNOWN))).toEqual([]);
  });

  it('lists no known crossing that is gone (remove it from KNOWN)', () => {
    const found = new Set(crossings());
    expect(Object.keys(KNOWN).filter((crossing) => !found.has(crossing))).toEqual([]);
  });
});
