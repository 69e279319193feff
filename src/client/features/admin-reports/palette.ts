/**
 * The Okabe-Ito colours (told apart with every common colour-vision deficiency), those dark enough to read on
 * white; a chart never relies on colour alone (each has its table and summary, and series are named).
 */
export const PALETTE = {
  blue: '#0072B2',
  vermillion: '#D55E00',
  green: '#007A5A',
  purple: '#8F4F7A',
  grey: '#5F6368',
} as const;
