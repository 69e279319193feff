import { type ArtworkMotif, stableHash } from '@shared/artwork';

// Festival illustrations drawn as SVG from a motif and a variant: flat shapes, warm palettes, soft light. The
// same motif and variant always give the same picture (a seeded random sequence places everything).

type Palette = {
  skyTop: string;
  skyBottom: string;
  glow: string;
  colours: string[];
  ground: string;
  ink: string;
};

const PALETTES: Palette[] = [
  {
    skyTop: '#2b0f2e',
    skyBottom: '#8c1d2f',
    glow: '#ffd27a',
    colours: ['#f4a21c', '#e8590c', '#d6336c', '#ffd43b', '#20c997'],
    ground: '#3d0f1c',
    ink: '#1c0a12',
  },
  {
    skyTop: '#0b2545',
    skyBottom: '#13315c',
    glow: '#ffe066',
    colours: ['#ff6b6b', '#ffd43b', '#4dabf7', '#f783ac', '#69db7c'],
    ground: '#081a33',
    ink: '#04101f',
  },
  {
    skyTop: '#fff3bf',
    skyBottom: '#ffc078',
    glow: '#ffffff',
    colours: ['#e64980', '#7950f2', '#12b886', '#fd7e14', '#228be6'],
    ground: '#e8590c',
    ink: '#5c1a0b',
  },
  {
    skyTop: '#4a1942',
    skyBottom: '#c2410c',
    glow: '#ffe8a3',
    colours: ['#ffd43b', '#ff922b', '#f06595', '#74c0fc', '#b2f2bb'],
    ground: '#3b1020',
    ink: '#1f0810',
  },
  {
    skyTop: '#a5d8ff',
    skyBottom: '#fff4e6',
    glow: '#ffffff',
    colours: ['#e03131', '#f08c00', '#2f9e44', '#1971c2', '#9c36b5'],
    ground: '#d9480f',
    ink: '#3b1407',
  },
  {
    skyTop: '#1b1035',
    skyBottom: '#5f3dc4',
    glow: '#fff3bf',
    colours: ['#fcc419', '#ff8787', '#63e6be', '#ffa94d', '#e599f7'],
    ground: '#120a26',
    ink: '#0b0618',
  },
  {
    skyTop: '#fde2e4',
    skyBottom: '#fab005',
    glow: '#fff9db',
    colours: ['#c2255c', '#5f3dc4', '#0c8599', '#e8590c', '#2b8a3e'],
    ground: '#a61e4d',
    ink: '#4a0e24',
  },
  {
    skyTop: '#062925',
    skyBottom: '#0b7285',
    glow: '#fff3bf',
    colours: ['#ffd43b', '#ff6b6b', '#ffa94d', '#f783ac', '#ffffff'],
    ground: '#04201c',
    ink: '#021311',
  },
];

/** A seeded random sequence (mulberry32): numbers in [0, 1). */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof randomFrom>;
type Scene = { w: number; h: number; p: Palette; r: Random };

const pick = <T>(r: Random, items: T[]): T => items[Math.floor(r() * items.length)] as T;
const between = (r: Random, min: number, max: number) => min + r() * (max - min);
const n = (value: number) => Math.round(value * 10) / 10;

/** Sky gradient, a soft light and a scatter of blurred dots (bokeh) behind every scene. */
function backdrop({ w, h, p, r }: Scene, dots = 26): string {
  const bokeh = Array.from({ length: dots }, () => {
    const c = pick(r, [p.glow, ...p.colours]);
    return `<circle cx="${n(r() * w)}" cy="${n(r() * h * 0.7)}" r="${n(between(r, 6, 40))}" fill="${c}" opacity="${n(between(r, 0.08, 0.3))}"/>`;
  }).join('');
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.55" r="0.6"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
    <radialGradient id="flame" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff4c2" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffb020" stop-opacity="0.45"/><stop offset="1" stop-color="#ff7a00" stop-opacity="0"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${n(w / 160)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect width="${w}" height="${h}" fill="url(#light)"/>
  <g filter="url(#soft)">${bokeh}</g>`;
}

/** A string of small lights across the top. */
function stringLights({ w, h, p, r }: Scene, y: number): string {
  const sag = h * 0.06;
  const path = `M0 ${n(y)} Q ${n(w / 2)} ${n(y + sag * 2)} ${w} ${n(y)}`;
  const bulbs = Array.from({ length: 26 }, (_, i) => {
    const t = (i + 0.5) / 26;
    const x = t * w;
    const by = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    const c = pick(r, [p.glow, ...p.colours.slice(0, 3)]);
    return `<circle cx="${n(x)}" cy="${n(by + 10)}" r="${n(w / 170)}" fill="${c}"/><circle cx="${n(x)}" cy="${n(by + 10)}" r="${n(w / 70)}" fill="${c}" opacity="0.18"/>`;
  }).join('');
  return `<path d="${path}" stroke="${p.ink}" stroke-opacity="0.6" stroke-width="3" fill="none"/>${bulbs}`;
}

function diya(x: number, y: number, s: number, body: string, rim: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">
    <circle cx="0" cy="-52" r="70" fill="url(#flame)"/>
    <path d="M-60 0 Q0 70 60 0 Z" fill="${body}"/>
    <path d="M-60 0 Q0 18 60 0" stroke="${rim}" stroke-width="6" fill="none"/>
    <path d="M-30 22 Q0 40 30 22" stroke="${rim}" stroke-width="4" fill="none" opacity="0.7"/>
    <path d="M0 -62 C14 -40 12 -18 0 -8 C-12 -18 -14 -40 0 -62 Z" fill="#ffd43b"/>
    <path d="M0 -46 C6 -34 6 -22 0 -14 C-6 -22 -6 -34 0 -46 Z" fill="#fff9db"/>
  </g>`;
}

function drawDiyas(scene: Scene): string {
  const { w, h, p, r } = scene;
  const rows = [
    { y: h * 0.78, count: 7, s: w / 1600 },
    { y: h * 0.92, count: 6, s: (w / 1600) * 1.3 },
  ];
  const lamps = rows
    .map((row) =>
      Array.from({ length: row.count }, (_, i) => {
        const x = ((i + 0.5 + (row.count === 6 ? 0 : 0)) / row.count) * w + between(r, -20, 20);
        return diya(x, row.y + between(r, -8, 8), row.s, pick(r, ['#c2410c', '#9a3412', '#b8451a']), p.glow);
      }).join(''),
    )
    .join('');
  const petals = Array.from({ length: 30 }, () => {
    const x = r() * w;
    const y = h * 0.8 + r() * h * 0.2;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 120)}" ry="${n(w / 260)}" fill="${pick(r, ['#ffa94d', '#ffd43b', '#ff6b6b'])}" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"/>`;
  }).join('');
  return `${backdrop(scene)}${stringLights(scene, h * 0.08)}<rect y="${n(h * 0.8)}" width="${w}" height="${n(h * 0.2)}" fill="${p.ground}" opacity="0.55"/>${petals}${lamps}`;
}

function drawColourPowder(scene: Scene): string {
  const { w, h, p, r } = scene;
  const clouds = Array.from({ length: 9 }, (_, i) => {
    const c = p.colours[i % p.colours.length] as string;
    const cx = between(r, 0.05, 0.95) * w;
    const cy = between(r, 0.15, 0.75) * h;
    const puffs = Array.from(
      { length: 7 },
      () =>
        `<circle cx="${n(cx + between(r, -1, 1) * w * 0.09)}" cy="${n(cy + between(r, -1, 1) * h * 0.1)}" r="${n(between(r, 0.05, 0.11) * w)}" fill="${c}" opacity="${n(between(r, 0.35, 0.7))}"/>`,
    ).join('');
    return `<g filter="url(#soft)">${puffs}</g>`;
  }).join('');
  const specks = Array.from(
    { length: 160 },
    () =>
      `<circle cx="${n(r() * w)}" cy="${n(r() * h)}" r="${n(between(r, 1.5, 6) * (w / 1600))}" fill="${pick(r, p.colours)}" opacity="0.8"/>`,
  ).join('');
  // People throwing colour: silhouettes with raised arms along the bottom.
  const people = Array.from({ length: 6 }, (_, i) => {
    const x = ((i + 0.5) / 6) * w + between(r, -30, 30);
    const s = (w / 1600) * between(r, 0.9, 1.25);
    const arm = r() > 0.5 ? -1 : 1;
    return `<g transform="translate(${n(x)} ${n(h)}) scale(${n(s)})" fill="${p.ink}">
      <circle cx="0" cy="-250" r="34"/>
      <path d="M-45 -210 Q0 -225 45 -210 L60 0 L-60 0 Z"/>
      <path d="M${30 * arm} -205 L${110 * arm} -330 L${125 * arm} -320 L${50 * arm} -190 Z"/>
      <path d="M${-30 * arm} -200 L${-90 * arm} -120 L${-78 * arm} -110 L${-20 * arm} -180 Z"/>
      <circle cx="${120 * arm}" cy="-338" r="18" fill="${pick(r, p.colours)}"/>
    </g>`;
  }).join('');
  const bowls = Array.from({ length: 5 }, (_, i) => {
    const x = ((i + 0.5) / 5) * w;
    const c = p.colours[i % p.colours.length];
    return `<ellipse cx="${n(x)}" cy="${n(h * 0.97)}" rx="${n(w * 0.04)}" ry="${n(h * 0.025)}" fill="${c}"/>`;
  }).join('');
  return `${backdrop(scene, 10)}${clouds}${specks}${people}${bowls}`;
}

function kite(
  x: number,
  y: number,
  s: number,
  angle: number,
  a: string,
  b: string,
  ink: string,
  tail: string,
) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})">
    <path d="M0 -90 L70 0 L0 90 L-70 0 Z" fill="${a}"/>
    <path d="M0 -90 L70 0 L0 0 Z" fill="${b}"/>
    <path d="M0 30 L25 60 L0 90 L-25 60 Z" fill="${b}"/>
    <path d="M0 -90 L0 90 M-70 0 L70 0" stroke="${ink}" stroke-opacity="0.35" stroke-width="3"/>
    <path d="M0 90 q 20 40 0 80 q -20 40 0 80" stroke="${tail}" stroke-width="5" fill="none"/>
  </g>`;
}

function drawKites(scene: Scene): string {
  const { w, h, p, r } = scene;
  const count = 7;
  const kites = Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.5) / count) * w + between(r, -60, 60);
    const y = between(r, 0.12, 0.55) * h;
    const s = (w / 1600) * between(r, 0.6, 1.2);
    const [a, b] = [pick(r, p.colours), pick(r, p.colours)];
    const string = `<path d="M${n(x)} ${n(y + 80 * s)} Q ${n(x + between(r, -200, 200))} ${n(h * 0.8)} ${n(w * 0.5 + between(r, -200, 200))} ${h}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" fill="none"/>`;
    return string + kite(x, y, s, between(r, -25, 25), a, b === a ? p.glow : b, p.ink, pick(r, p.colours));
  }).join('');
  const sun = `<circle cx="${n(w * between(r, 0.15, 0.85))}" cy="${n(h * 0.22)}" r="${n(w * 0.07)}" fill="${p.glow}" opacity="0.85"/>`;
  // Rooftops with people flying kites from them.
  let roofs = '';
  let x = 0;
  while (x < w) {
    const bw = between(r, 0.08, 0.16) * w;
    const bh = between(r, 0.1, 0.22) * h;
    roofs += `<rect x="${n(x)}" y="${n(h - bh)}" width="${n(bw + 2)}" height="${n(bh)}" fill="${p.ground}"/>`;
    roofs += `<rect x="${n(x + bw * 0.2)}" y="${n(h - bh + bh * 0.3)}" width="${n(bw * 0.18)}" height="${n(bh * 0.25)}" fill="${p.glow}" opacity="0.5"/>`;
    x += bw;
  }
  return `${backdrop(scene, 12)}${sun}${kites}${roofs}`;
}

function drawRangoli(scene: Scene): string {
  const { w, h, p, r } = scene;
  const rangoli = (cx: number, cy: number, size: number) => {
    const rings = [1, 0.78, 0.56, 0.36];
    const petals = (radius: number, count: number, colour: string, len: number) =>
      Array.from({ length: count }, (_, i) => {
        const a = (360 / count) * i;
        return `<ellipse cx="0" cy="${n(-radius)}" rx="${n(len * 0.35)}" ry="${n(len)}" fill="${colour}" transform="rotate(${n(a)})"/>`;
      }).join('');
    const layers = rings
      .map((k, i) => {
        const c = p.colours[(i + Math.floor(r() * 5)) % p.colours.length] as string;
        return petals(size * k * 0.72, 8 + i * 4, c, size * k * 0.26);
      })
      .join('');
    const dots = Array.from({ length: 24 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 24;
      return `<circle cx="${n(Math.cos(a) * size * 1.02)}" cy="${n(Math.sin(a) * size * 1.02)}" r="${n(size * 0.035)}" fill="#ffffff"/>`;
    }).join('');
    return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(r() * 30)})">
      <circle r="${n(size * 1.1)}" fill="${p.ink}" opacity="0.25"/>
      ${layers}${dots}
      <circle r="${n(size * 0.16)}" fill="${p.glow}"/><circle r="${n(size * 0.08)}" fill="${p.colours[0]}"/>
    </g>`;
  };
  const main = rangoli(w * between(r, 0.42, 0.58), h * 0.55, h * 0.36);
  const small = rangoli(w * 0.12, h * 0.85, h * 0.14) + rangoli(w * 0.88, h * 0.2, h * 0.14);
  const lamps = [0.24, 0.76].map((fx) => diya(w * fx, h * 0.82, w / 2000, '#c2410c', p.glow)).join('');
  return `${backdrop(scene, 14)}<rect y="${n(h * 0.3)}" width="${w}" height="${n(h * 0.7)}" fill="${p.ground}" opacity="0.35"/>${main}${small}${lamps}`;
}

function dancer(x: number, y: number, s: number, skirt: string, ink: string, pose: number, stick: string) {
  const armA = pose > 0.5 ? 'M-10 -200 L-90 -270' : 'M-10 -200 L-95 -160';
  const armB = pose > 0.5 ? 'M10 -200 L90 -150' : 'M10 -200 L95 -275';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">
    <circle cx="0" cy="-250" r="26" fill="${ink}"/>
    <path d="M-22 -225 L22 -225 L30 -130 L-30 -130 Z" fill="${ink}"/>
    <path d="M-30 -135 Q0 -150 30 -135 L110 -10 Q0 20 -110 -10 Z" fill="${skirt}"/>
    <path d="M-100 -22 Q0 4 100 -22" stroke="#ffd43b" stroke-width="8" fill="none"/>
    <path d="${armA}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
    <path d="${armB}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
    <path d="${pose > 0.5 ? 'M-90 -270 L-120 -320' : 'M95 -275 L125 -325'}" stroke="${stick}" stroke-width="9" stroke-linecap="round"/>
    <path d="M-20 -5 L-28 40 M20 -5 L30 40" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
  </g>`;
}

function drawDancers(scene: Scene): string {
  const { w, h, p, r } = scene;
  const stage = `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.95)}" rx="${n(w * 0.6)}" ry="${n(h * 0.16)}" fill="${p.ground}" opacity="0.7"/>
    <path d="M${n(w * 0.3)} 0 L${n(w * 0.1)} ${h} L${n(w * 0.45)} ${h} Z" fill="${p.glow}" opacity="0.12"/>
    <path d="M${n(w * 0.7)} 0 L${n(w * 0.55)} ${h} L${n(w * 0.9)} ${h} Z" fill="${p.glow}" opacity="0.12"/>`;
  const count = 5;
  const dancers = Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.5) / count) * w + between(r, -25, 25);
    const s = (h / 900) * (i % 2 ? 1.05 : 1.2);
    return dancer(x, h * 0.9 + (i % 2 ? -20 : 0), s, pick(r, p.colours), p.ink, r(), p.glow);
  }).join('');
  const marigolds = Array.from({ length: 9 }, (_, i) => {
    const x = (i / 8) * w;
    const len = between(r, 0.12, 0.3) * h;
    const beads = Array.from(
      { length: Math.round(len / 22) },
      (_, j) =>
        `<circle cx="${n(x)}" cy="${n(j * 22 + 10)}" r="11" fill="${j % 2 ? '#fd7e14' : '#fcc419'}"/>`,
    ).join('');
    return beads;
  }).join('');
  return `${backdrop(scene, 18)}${stage}${marigolds}${dancers}`;
}

function drawFoodStalls(scene: Scene): string {
  const { w, h, p, r } = scene;
  const count = 3;
  const stalls = Array.from({ length: count }, (_, i) => {
    const sw = w / count - w * 0.04;
    const x = i * (w / count) + w * 0.02;
    const top = h * 0.34 + between(r, -20, 20);
    const a = pick(r, p.colours);
    const b = '#fff8ec';
    const stripes = Array.from({ length: 8 }, (_, k) => {
      const sx = x + (k * sw) / 8;
      return `<path d="M${n(sx)} ${n(top)} L${n(sx + sw / 8)} ${n(top)} L${n(sx + sw / 8)} ${n(top + h * 0.1)} Q ${n(sx + sw / 16)} ${n(top + h * 0.14)} ${n(sx)} ${n(top + h * 0.1)} Z" fill="${k % 2 ? b : a}"/>`;
    }).join('');
    const counter = `<rect x="${n(x)}" y="${n(h * 0.68)}" width="${n(sw)}" height="${n(h * 0.32)}" fill="${p.ground}"/><rect x="${n(x)}" y="${n(h * 0.68)}" width="${n(sw)}" height="${n(h * 0.03)}" fill="${pick(r, p.colours)}"/>`;
    const poles = `<rect x="${n(x + 6)}" y="${n(top)}" width="10" height="${n(h * 0.4)}" fill="${p.ink}"/><rect x="${n(x + sw - 16)}" y="${n(top)}" width="10" height="${n(h * 0.4)}" fill="${p.ink}"/>`;
    const dishes = Array.from({ length: 4 }, (_, k) => {
      const dx = x + ((k + 0.5) / 4) * sw;
      const food = pick(r, ['#f59f00', '#e8590c', '#ffd43b', '#c92a2a', '#fab005']);
      return `<ellipse cx="${n(dx)}" cy="${n(h * 0.665)}" rx="${n(sw * 0.1)}" ry="${n(h * 0.022)}" fill="#dee2e6"/><ellipse cx="${n(dx)}" cy="${n(h * 0.655)}" rx="${n(sw * 0.075)}" ry="${n(h * 0.03)}" fill="${food}"/>`;
    }).join('');
    const steam = Array.from({ length: 2 }, (_, k) => {
      const sx = x + sw * (0.3 + k * 0.35);
      return `<path d="M${n(sx)} ${n(h * 0.62)} q 15 -25 0 -50 q -15 -25 0 -50" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    }).join('');
    const sign = `<rect x="${n(x + sw * 0.25)}" y="${n(top - h * 0.09)}" width="${n(sw * 0.5)}" height="${n(h * 0.075)}" rx="10" fill="${p.glow}"/><rect x="${n(x + sw * 0.32)}" y="${n(top - h * 0.062)}" width="${n(sw * 0.36)}" height="${n(h * 0.018)}" rx="4" fill="${p.ink}" opacity="0.6"/>`;
    return poles + stripes + sign + dishes + steam + counter;
  }).join('');
  return `${backdrop(scene, 16)}${stringLights(scene, h * 0.06)}${stalls}`;
}

function lantern(x: number, y: number, s: number, colour: string, glow: string, ink: string) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">
    <line x1="0" y1="-400" x2="0" y2="-70" stroke="${ink}" stroke-opacity="0.6" stroke-width="3"/>
    <circle r="120" fill="${glow}" opacity="0.18"/>
    <rect x="-28" y="-78" width="56" height="14" rx="4" fill="#c9a227"/>
    <path d="M-60 -64 Q-95 0 -60 64 L60 64 Q95 0 60 -64 Z" fill="${colour}"/>
    <path d="M-20 -64 Q-34 0 -20 64 M20 -64 Q34 0 20 64" stroke="${ink}" stroke-opacity="0.25" stroke-width="4" fill="none"/>
    <ellipse cx="0" cy="0" rx="30" ry="44" fill="${glow}" opacity="0.55"/>
    <rect x="-28" y="64" width="56" height="12" rx="4" fill="#c9a227"/>
    <path d="M-12 76 L-16 130 M0 76 L0 140 M12 76 L16 130" stroke="#c9a227" stroke-width="4"/>
  </g>`;
}

function drawLanterns(scene: Scene): string {
  const { w, h, p, r } = scene;
  const count = 9;
  const lanterns = Array.from({ length: count }, (_, i) => {
    const x = ((i + 0.5) / count) * w + between(r, -20, 20);
    const y = between(r, 0.25, 0.6) * h;
    const s = (h / 900) * between(r, 0.55, 1);
    return lantern(x, y, s, pick(r, p.colours), p.glow, p.ink);
  }).join('');
  const moon = `<circle cx="${n(w * between(r, 0.1, 0.9))}" cy="${n(h * 0.16)}" r="${n(h * 0.08)}" fill="${p.glow}" opacity="0.9"/>`;
  const hills = `<path d="M0 ${n(h * 0.86)} Q ${n(w * 0.25)} ${n(h * 0.76)} ${n(w * 0.5)} ${n(h * 0.86)} T ${w} ${n(h * 0.84)} L ${w} ${h} L 0 ${h} Z" fill="${p.ground}"/>`;
  return `${backdrop(scene, 30)}${moon}${lanterns}${hills}`;
}

function drawFireworks(scene: Scene): string {
  const { w, h, p, r } = scene;
  const burst = (cx: number, cy: number, size: number, colour: string) => {
    const rays = Array.from({ length: 28 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 28;
      const inner = size * 0.25;
      const outer = size * between(r, 0.85, 1);
      return `<line x1="${n(cx + Math.cos(a) * inner)}" y1="${n(cy + Math.sin(a) * inner)}" x2="${n(cx + Math.cos(a) * outer)}" y2="${n(cy + Math.sin(a) * outer)}" stroke="${colour}" stroke-width="${n(size / 40)}" stroke-linecap="round"/><circle cx="${n(cx + Math.cos(a) * (outer + size * 0.06))}" cy="${n(cy + Math.sin(a) * (outer + size * 0.06))}" r="${n(size / 45)}" fill="${p.glow}"/>`;
    }).join('');
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 1.1)}" fill="${colour}" opacity="0.12"/>${rays}`;
  };
  const bursts = Array.from({ length: 6 }, () =>
    burst(
      between(r, 0.1, 0.9) * w,
      between(r, 0.12, 0.55) * h,
      between(r, 0.07, 0.15) * w,
      pick(r, p.colours),
    ),
  ).join('');
  const trails = Array.from({ length: 4 }, () => {
    const x = between(r, 0.1, 0.9) * w;
    return `<path d="M${n(x)} ${h} Q ${n(x + between(r, -40, 40))} ${n(h * 0.75)} ${n(x + between(r, -60, 60))} ${n(h * 0.6)}" stroke="${p.glow}" stroke-opacity="0.5" stroke-width="3" fill="none"/>`;
  }).join('');
  // A skyline of a temple and houses.
  const skyline = `<path d="M0 ${n(h * 0.88)} L${n(w * 0.12)} ${n(h * 0.88)} L${n(w * 0.12)} ${n(h * 0.8)} L${n(w * 0.2)} ${n(h * 0.8)} L${n(w * 0.2)} ${n(h * 0.86)} L${n(w * 0.42)} ${n(h * 0.86)} L${n(w * 0.46)} ${n(h * 0.7)} L${n(w * 0.5)} ${n(h * 0.6)} L${n(w * 0.54)} ${n(h * 0.7)} L${n(w * 0.58)} ${n(h * 0.86)} L${n(w * 0.75)} ${n(h * 0.86)} L${n(w * 0.75)} ${n(h * 0.78)} L${n(w * 0.85)} ${n(h * 0.78)} L${n(w * 0.85)} ${n(h * 0.88)} L${w} ${n(h * 0.88)} L${w} ${h} L0 ${h} Z" fill="${p.ink}"/>
    <circle cx="${n(w * 0.5)}" cy="${n(h * 0.585)}" r="${n(h * 0.012)}" fill="${p.glow}"/>`;
  const windows = Array.from(
    { length: 14 },
    () =>
      `<rect x="${n(between(r, 0.02, 0.96) * w)}" y="${n(between(r, 0.89, 0.96) * h)}" width="${n(w * 0.01)}" height="${n(h * 0.018)}" fill="${p.glow}" opacity="0.7"/>`,
  ).join('');
  return `${backdrop(scene, 20)}${trails}${bursts}${skyline}${windows}`;
}

function drawMusic(scene: Scene): string {
  const { w, h, p, r } = scene;
  const drum = (
    x: number,
    y: number,
    s: number,
    colour: string,
  ) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">
    <ellipse cx="-120" cy="0" rx="40" ry="95" fill="#f1e3c8"/>
    <rect x="-120" y="-95" width="240" height="190" fill="${colour}"/>
    <path d="M-120 -95 L-60 95 L0 -95 L60 95 L120 -95" stroke="#f1e3c8" stroke-width="6" fill="none"/>
    <ellipse cx="120" cy="0" rx="40" ry="95" fill="#f8f0e0"/><ellipse cx="120" cy="0" rx="28" ry="70" fill="#e9dcc2"/>
  </g>`;
  const tabla = (
    x: number,
    y: number,
    s: number,
    colour: string,
  ) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">
    <path d="M-60 -80 L60 -80 L50 40 Q0 60 -50 40 Z" fill="${colour}"/>
    <ellipse cx="0" cy="-80" rx="60" ry="18" fill="#f8f0e0"/><ellipse cx="0" cy="-80" rx="22" ry="7" fill="#343a40"/>
    <path d="M130 -60 Q200 -70 220 -10 Q220 50 170 60 Q110 60 100 0 Q100 -50 130 -60 Z" fill="#868e96"/>
    <ellipse cx="160" cy="-60" rx="52" ry="16" fill="#f8f0e0"/><ellipse cx="160" cy="-60" rx="20" ry="6" fill="#343a40"/>
  </g>`;
  const notes = Array.from({ length: 12 }, () => {
    const x = between(r, 0.05, 0.95) * w;
    const y = between(r, 0.1, 0.55) * h;
    const s = (w / 1600) * between(r, 0.6, 1.2);
    const c = pick(r, [p.glow, ...p.colours]);
    return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)}) rotate(${n(between(r, -15, 15))})" fill="${c}"><ellipse cx="0" cy="40" rx="22" ry="16" transform="rotate(-20 0 40)"/><rect x="16" y="-50" width="6" height="90"/><path d="M22 -50 Q55 -30 45 0 Q40 -25 22 -30 Z"/></g>`;
  }).join('');
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = h * (0.6 + i * 0.04);
    return `<path d="M0 ${n(y)} Q ${n(w * 0.25)} ${n(y - 40)} ${n(w * 0.5)} ${n(y)} T ${w} ${n(y)}" stroke="${p.colours[i % p.colours.length]}" stroke-width="5" stroke-opacity="0.6" fill="none"/>`;
  }).join('');
  const floor = `<rect y="${n(h * 0.78)}" width="${w}" height="${n(h * 0.22)}" fill="${p.ground}" opacity="0.8"/>`;
  const rug = `<rect x="${n(w * 0.15)}" y="${n(h * 0.82)}" width="${n(w * 0.7)}" height="${n(h * 0.12)}" rx="12" fill="${p.colours[0]}" opacity="0.9"/><rect x="${n(w * 0.17)}" y="${n(h * 0.84)}" width="${n(w * 0.66)}" height="${n(h * 0.08)}" rx="8" fill="none" stroke="${p.glow}" stroke-width="4"/>`;
  const s = h / 900;
  return `${backdrop(scene, 20)}${waves}${notes}${floor}${rug}${drum(w * 0.32, h * 0.76, s * 1.1, pick(r, p.colours))}${tabla(w * 0.62, h * 0.84, s * 1.1, '#8d5524')}`;
}

const DRAW: Record<ArtworkMotif, (scene: Scene) => string> = {
  diyas: drawDiyas,
  'colour-powder': drawColourPowder,
  kites: drawKites,
  rangoli: drawRangoli,
  dancers: drawDancers,
  'food-stalls': drawFoodStalls,
  lanterns: drawLanterns,
  fireworks: drawFireworks,
  music: drawMusic,
};

/** The SVG of a motif in a variant, `width` by `height` pixels. */
export function artworkSvg(motif: ArtworkMotif, variant: number, width: number, height: number): string {
  const r = randomFrom(stableHash(`${motif}:${variant}`));
  const p = PALETTES[(variant + stableHash(motif)) % PALETTES.length] as Palette;
  const body = DRAW[motif]({ w: width, h: height, p, r });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
