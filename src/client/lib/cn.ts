import { type ClassValue, clsx } from 'clsx';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

// tailwind-merge's rules for the kinds of utilities this site uses, at a third of the size of tailwind-merge with its
// table of every Tailwind utility (which took 7 KB of a public page's 100 KB JavaScript budget, and is slow to
// build on a phone; DESIGN.md "Performance budgets"). cn.test.ts checks every pair of classes written anywhere under
// src/client against tailwind-merge itself. A class this does not know is kept as it is, never dropped.

/** Classes whose name alone is the group. */
const EXACT: Record<string, string> = {};
const exact = (group: string, names: string) => {
  for (const name of names.split(' ')) EXACT[name] = group;
};
exact(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
);
exact('position', 'static fixed absolute relative sticky');
exact('visibility', 'visible invisible collapse');
exact('sr', 'sr-only not-sr-only');
exact('isolation', 'isolate isolation-auto');
exact('text-overflow', 'truncate text-ellipsis text-clip');
exact('text-decoration', 'underline overline line-through no-underline');
exact('text-transform', 'uppercase lowercase capitalize normal-case');
exact('font-style', 'italic not-italic');
exact('font-smoothing', 'antialiased subpixel-antialiased');
exact('fvn-spacing', 'proportional-nums tabular-nums');
exact('fvn-figure', 'lining-nums oldstyle-nums');
// Utilities that are also used bare (`border`, `rounded-t`); other prefixes need a value.
for (const name of 'grow shrink shadow transition drop-shadow backdrop-blur blur'.split(' '))
  exact(name, name);
for (const side of [
  '',
  '-t',
  '-r',
  '-b',
  '-l',
  '-s',
  '-e',
  '-tl',
  '-tr',
  '-br',
  '-bl',
  '-ss',
  '-se',
  '-ee',
  '-es',
])
  exact(`rounded${side}`, `rounded${side}`);
for (const side of ['', '-x', '-y', '-s', '-e', '-t', '-r', '-b', '-l'])
  exact(`border-w${side}`, `border${side}`);
exact('outline-w', 'outline');
exact('ring-w', 'ring');
exact('ring-w-inset', 'ring-inset');
exact('box', 'box-border box-content');
exact('caption', 'caption-top caption-bottom');

/** Groups a later class clears too (tailwind-merge's conflictingClassGroups, for the groups above and below). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'].concat([
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ]),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
};

const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v);
const isArbitrary = (v: string) => v.startsWith('[') && v.endsWith(']');
const isArbitraryLength = (v: string) =>
  isArbitrary(v) &&
  (/^\[length:/.test(v) ||
    /^\[(-?[\d.]+(px|r?em|%|vh|vw|dvh|svh|lvh|vmin|vmax|ch|ex|cm|mm|in|pt|pc)|0|calc\(.*\))\]$/.test(v));
const TEXT_SIZES = /^(xs|sm|base|lg|\d?xl)$/;
const oneOf = (names: string) => {
  const set = new Set(names.split(' '));
  return (v: string) => set.has(v);
};
const isLineStyle = oneOf('solid dashed dotted double hidden none');
const isShadowSize = oneOf('2xs xs sm md lg xl 2xl none inner');
const isFontWeight = oneOf('thin extralight light normal medium semibold bold extrabold black');
const isBgPosition = oneOf(
  'bottom center left left-bottom left-top right right-bottom right-top top bottom-left bottom-right top-left top-right',
);

/** Utilities named by a prefix and a value: the group, given the value. */
const BY_PREFIX: Record<string, (value: string) => string | undefined> = {};
const prefixed = (names: string, group?: (value: string, name: string) => string | undefined) => {
  for (const name of names.split(' ')) BY_PREFIX[name] = (value) => (group ? group(value, name) : name);
};
prefixed('p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y space-x space-y');
prefixed('w h size min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end');
prefixed('z order opacity duration delay ease grid-cols grid-rows col-span row-span basis grow shrink');
prefixed('aspect leading tracking line-clamp whitespace cursor select pointer-events appearance resize');
prefixed('overflow overflow-x overflow-y translate translate-x translate-y scale scale-x scale-y rotate');
prefixed('underline-offset outline-offset columns backdrop-blur blur');
// One prefix, several properties: a value this does not place is kept, never merged.
prefixed('list', (v) =>
  /^(inside|outside)$/.test(v) ? 'list-position' : /^image-/.test(v) ? undefined : 'list-type',
);
// Tailwind's own animations only: tailwind-merge does not know the theme's added ones, so it keeps them all.
prefixed('animate', (v) =>
  /^(spin|ping|pulse|bounce|none)$/.test(v) || isArbitrary(v) ? 'animate' : undefined,
);
prefixed('rounded rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr');
prefixed('rounded-br rounded-bl rounded-ss rounded-se rounded-ee rounded-es');
prefixed('items', () => 'align-items');
prefixed('self', () => 'align-self');
prefixed('content', (v) =>
  /^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v) ? 'align-content' : undefined,
);
prefixed('justify', () => 'justify-content');
prefixed('justify-self justify-items place-items place-content place-self');
prefixed('align', () => 'vertical-align');
prefixed('break', (v) => (/^(normal|words|all|keep)$/.test(v) ? 'break' : undefined));
prefixed('fill');
prefixed('flex', (v) =>
  /^(row|col)(-reverse)?$/.test(v)
    ? 'flex-direction'
    : /^(wrap|nowrap|wrap-reverse)$/.test(v)
      ? 'flex-wrap'
      : 'flex',
);
prefixed('object', (v) =>
  /^(contain|cover|fill|none|scale-down)$/.test(v) ? 'object-fit' : 'object-position',
);
prefixed('text', (v) =>
  TEXT_SIZES.test(v) || isArbitraryLength(v)
    ? 'font-size'
    : /^(left|center|right|justify|start|end)$/.test(v)
      ? 'text-alignment'
      : /^(ellipsis|clip)$/.test(v)
        ? 'text-overflow'
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? 'text-wrap'
          : 'text-color',
);
prefixed('font', (v) => (isFontWeight(v) || isNumber(v) ? 'font-weight' : 'font-family'));
// As tailwind-merge 3 does, `bg-gradient-to-*` (Tailwind 3's name for `bg-linear-to-*`) counts as a colour.
prefixed('bg', (v) =>
  /^(linear-|radial|conic)/.test(v) || v === 'none'
    ? 'bg-image'
    : /^(fixed|local|scroll)$/.test(v)
      ? 'bg-attachment'
      : /^(auto|cover|contain)$/.test(v)
        ? 'bg-size'
        : /^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(v)
          ? 'bg-repeat'
          : isBgPosition(v)
            ? 'bg-position'
            : /^(clip|origin|blend)-/.test(v)
              ? undefined
              : 'bg-color',
);
prefixed('from via to', (v, name) => (/^\d+%$/.test(v) ? `gradient-${name}-pos` : `gradient-${name}`));
prefixed('border border-x border-y border-s border-e border-t border-r border-b border-l', (v, name) => {
  const side = name.slice(7);
  if (isNumber(v) || isArbitraryLength(v)) return side ? `border-w-${side}` : 'border-w';
  if (!side && isLineStyle(v)) return 'border-style';
  if (!side && /^(collapse|separate|spacing)/.test(v)) return undefined;
  return side ? `border-color-${side}` : 'border-color';
});
prefixed('outline', (v) =>
  isLineStyle(v) ? 'outline-style' : isNumber(v) || isArbitraryLength(v) ? 'outline-w' : 'outline-color',
);
prefixed('ring', (v) =>
  v === 'inset' ? 'ring-w-inset' : isNumber(v) || isArbitraryLength(v) ? 'ring-w' : 'ring-color',
);
prefixed('ring-offset', (v) => (isNumber(v) || isArbitraryLength(v) ? 'ring-offset-w' : 'ring-offset-color'));
prefixed('shadow', (v) => (isShadowSize(v) || isArbitrary(v) ? 'shadow' : 'shadow-color'));
prefixed('drop-shadow', (v) => (isShadowSize(v) || isArbitrary(v) ? 'drop-shadow' : 'drop-shadow-color'));
prefixed('transition', (v) => (/^(normal|discrete)$/.test(v) ? 'transition-behavior' : 'transition'));
prefixed('decoration', (v) =>
  isLineStyle(v) || v === 'wavy'
    ? 'decoration-style'
    : isNumber(v) || v === 'auto' || v === 'from-font'
      ? 'decoration-thickness'
      : 'decoration-color',
);
const PREFIXES = Object.keys(BY_PREFIX).sort((a, b) => b.length - a.length);

/** The utility's group, or undefined for a class this does not know (kept, never merged). */
function groupOf(utility: string): string | undefined {
  if (EXACT[utility]) return EXACT[utility];
  for (const prefix of PREFIXES) {
    if (utility === prefix) return undefined;
    if (utility.startsWith(`${prefix}-`)) return BY_PREFIX[prefix]?.(utility.slice(prefix.length + 1));
  }
  return undefined;
}

/** Variants in a canonical order: tailwind-merge sorts them, except around arbitrary and pseudo-element ones. */
const ORDER_SENSITIVE =
  /^(\[|\*|after$|backdrop$|before$|file$|first-letter$|first-line$|marker$|placeholder$|selection$)/;
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (ORDER_SENSITIVE.test(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return sorted.concat(run.sort()).join(':');
}

/** Splits `md:hover:!-translate-x-1/2` into its variants and utility, ignoring colons inside brackets. */
function parse(cls: string): { key: string; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let utility = cls.slice(start);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  return { key: `${variantKey(variants)}${important}`, utility };
}

const cache = new Map<string, string>();

/** Keeps, of conflicting utilities under the same variants, the last one. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i];
    if (!cls) continue;
    const { key, utility } = parse(cls);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(cls);
      continue;
    }
    const slot = `${key}|${group}`;
    if (taken.has(slot)) continue;
    taken.add(slot);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${key}|${other}`);
    kept.push(cls);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(classList, merged);
  return merged;
}
