import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's module map is the newcomer's index of the server: it must list every module, and no
// module that is gone.
const root = resolve(import.meta.dirname, '..');

function modulesInTheMap(): string[] {
  const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = page.split('## Module map')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\|\s*`([a-z-]+)`\s*\|\s*\S/gm)].map(([, name = '']) => name);
}

describe('docs/architecture.md', () => {
  it('maps every server module, each with a purpose, and none that is gone', () => {
    const modules = readdirSync(join(root, 'src/server/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(modulesInTheMap().sort()).toEqual(modules);
  });
});
