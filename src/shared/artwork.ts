/**
 * Generated festival artwork: the stand-in picture of an event without its own image, and the sample photos.
 * An artwork is a motif drawn in one of a few variants (palette and arrangement); its key is `<motif>-<variant>`.
 * The server draws it (src/server/artwork); this file only names and chooses them, so pages can build its URLs.
 */

export const ARTWORK_MOTIFS = [
  'diyas',
  'colour-powder',
  'kites',
  'rangoli',
  'dancers',
  'food-stalls',
  'lanterns',
  'fireworks',
  'music',
] as const;
export type ArtworkMotif = (typeof ARTWORK_MOTIFS)[number];

/** Variants per motif: with 9 motifs, 72 different pictures. */
export const ARTWORK_VARIANTS = 8;
/** The widths served (a 16:9 picture, like the bundled hero). */
export const ARTWORK_WIDTHS = [800, 1600] as const;
export const ARTWORK_SIZE = { width: 1600, height: 900 } as const;

export type ArtworkKey = `${ArtworkMotif}-${number}`;

/** Words in an event's title or highlights that call for a motif; the first match wins. */
const KEYWORD_MOTIFS: [RegExp, ArtworkMotif][] = [
  [/\bholi\b|colou?r|rang\b|gulal|spring/i, 'colour-powder'],
  [/kite|sankranti|pongal|uttarayan|lohri/i, 'kites'],
  [/diwali|deepavali|diya|lamp|light/i, 'diyas'],
  [/rangoli|kolam|onam|pookalam/i, 'rangoli'],
  [/garba|dandiya|navratri|dance|bhangra|bihu/i, 'dancers'],
  [/food|stall|bazaar|mela|market|sweets|chaat|cook/i, 'food-stalls'],
  [/lantern|akash|moon|eid|new year/i, 'lanterns'],
  [/firework|sparkler|new year'?s eve/i, 'fireworks'],
  [/music|concert|sing|bollywood|ghazal|dhol|qawwali|raga/i, 'music'],
];

/** A stable 32-bit hash (FNV-1a) of a text. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const isArtworkMotif = (value: string): value is ArtworkMotif =>
  (ARTWORK_MOTIFS as readonly string[]).includes(value);

/** The motif that suits an event: by its title first, then its highlights; otherwise one chosen by its id. */
export function motifFor(event: { id: string; title: string; highlights: string[] }): ArtworkMotif {
  for (const text of [event.title, ...event.highlights]) {
    const match = KEYWORD_MOTIFS.find(([pattern]) => pattern.test(text));
    if (match) return match[1];
  }
  return ARTWORK_MOTIFS[stableHash(event.id) % ARTWORK_MOTIFS.length] as ArtworkMotif;
}

const keyOf = (motif: ArtworkMotif, variant: number): ArtworkKey => `${motif}-${variant}`;

/** An event's artwork on its own (no other event considered): its motif, in a variant chosen by its id. */
export const artworkFor = (event: { id: string; title: string; highlights: string[] }): ArtworkKey =>
  keyOf(motifFor(event), stableHash(`variant:${event.id}`) % ARTWORK_VARIANTS);

type ArtworkCandidate = { id: string; title: string; highlights: string[]; featuredImage: unknown };

/**
 * The artwork of each event without its own image, no two the same: events in the order given (soonest
 * first) each take their own choice, or when an earlier one has it, the next free variant of their motif, then
 * of the other motifs. Only beyond 72 such events would a picture repeat.
 */
export function assignArtwork(events: ArtworkCandidate[]): Map<string, ArtworkKey> {
  const taken = new Set<ArtworkKey>();
  const assigned = new Map<string, ArtworkKey>();
  for (const event of events) {
    if (event.featuredImage) continue;
    const first = artworkFor(event);
    const motif = motifFor(event);
    const start = stableHash(`variant:${event.id}`) % ARTWORK_VARIANTS;
    const motifStart = ARTWORK_MOTIFS.indexOf(motif);
    let chosen: ArtworkKey = first;
    search: for (let m = 0; m < ARTWORK_MOTIFS.length; m++) {
      const candidateMotif = ARTWORK_MOTIFS[(motifStart + m) % ARTWORK_MOTIFS.length] as ArtworkMotif;
      for (let v = 0; v < ARTWORK_VARIANTS; v++) {
        const key = keyOf(candidateMotif, (start + v) % ARTWORK_VARIANTS);
        if (!taken.has(key)) {
          chosen = key;
          break search;
        }
      }
    }
    taken.add(chosen);
    assigned.set(event.id, chosen);
  }
  return assigned;
}

/** Where a width of an artwork is served: the path names the picture, so it is cached for good. */
export const artworkUrl = (key: string, width: number) => `/artwork/${key}-${width}.webp`;

/** An artwork as a responsive image: its largest size and both widths as variants. */
export const artworkImage = (key: string) => ({
  src: artworkUrl(key, ARTWORK_SIZE.width),
  width: ARTWORK_SIZE.width,
  height: ARTWORK_SIZE.height,
  variants: ARTWORK_WIDTHS.map((width) => ({ width, url: artworkUrl(key, width) })),
});
