import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

// cn() follows tailwind-merge's rules for the utilities the site uses. Every pair of class names written anywhere
// under src/client (a later one of a pair may override the earlier) must come out of both the same way.

const clientDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Not cn.ts itself, whose tables name every prefix without being class lists.
    return /\.tsx?$/.test(entry.name) &&
      !entry.name.includes('.test.') &&
      full !== import.meta.filename.replace('.test', '')
      ? [full]
      : [];
  });
}

// Single words that are classes; other words count only in a literal that also holds a class-like word.
const BARE_CLASSES = new Set(
  'flex grid hidden block inline relative absolute fixed sticky static border shadow rounded truncate underline italic uppercase isolate grow shrink transition ring outline contents'.split(
    ' ',
  ),
);

/** Every whitespace-separated word of every string literal that looks like a class list. */
function classVocabulary(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(clientDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      const literal = (match[2] ?? '').split(/\s+/);
      if (!literal.some((word) => /[a-z]-|:/.test(word) || BARE_CLASSES.has(word))) continue;
      for (const word of literal) {
        if (/^[!-]?[a-z[@*&]/.test(word) && !/[{}<>;=,'"]/.test(word.replace(/\[[^\]]*\]/g, '')))
          words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('cn', () => {
  it('joins conditional class names', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets a later utility override an earlier one of the same kind, per variant', () => {
    expect(cn('px-2 py-1 text-sm text-foreground', 'p-4 text-white')).toBe('text-sm p-4 text-white');
    expect(cn('hover:bg-secondary bg-card', 'bg-primary')).toBe('hover:bg-secondary bg-primary');
    expect(cn('rounded-t-2xl border border-border', 'rounded-none border-accent/50')).toBe(
      'border rounded-none border-accent/50',
    );
  });

  it('keeps both of two utilities that share a prefix but not a property, as tailwind-merge does', () => {
    for (const classes of [
      'list-disc list-inside',
      'break-words break-after-page',
      'content-center content-none',
      'stroke-current stroke-2',
    ]) {
      expect(cn(classes), classes).toBe(twMerge(classes));
      expect(cn(classes), classes).toBe(classes);
    }
  });

  it('treats every pair of the classes used in src/client as tailwind-merge does', () => {
    const vocabulary = classVocabulary();
    expect(vocabulary.length).toBeGreaterThan(300);
    // Classes under different variants (`hover:`, `sm:` …) never override each other, in either: pairs are formed
    // within each set of variants, and across sets for a sample.
    const variantsOf = (cls: string) =>
      cls
        .replace(/\[[^\]]*\]/g, '[]')
        .split(':')
        .slice(0, -1)
        .sort()
        .join(':');
    const groups = new Map<string, string[]>();
    for (const cls of vocabulary) groups.set(variantsOf(cls), [...(groups.get(variantsOf(cls)) ?? []), cls]);
    const pairs: [string, string][] = [];
    for (const group of groups.values()) for (const a of group) for (const b of group) pairs.push([a, b]);
    vocabulary.forEach((a, i) => {
      const b = vocabulary[(i * 7919) % vocabulary.length];
      if (b) pairs.push([a, b], [b, a]);
    });
    const differences: string[] = [];
    for (const [a, b] of pairs) {
      const input = `${a} ${b}`;
      const expected = twMerge(input);
      const actual = mergeClasses(input);
      if (actual !== expected) differences.push(`${input} → ${actual} (tailwind-merge: ${expected})`);
    }
    expect(differences.slice(0, 40)).toEqual([]);
  }, 30_000);
});
