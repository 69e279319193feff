// The site's palette (src/client/styles.css) for mail: mail apps read inline styles only, so the values are
// repeated here. Dark: the same hues, lightened for a dark background (mail-layout.tsx applies them).

export const mailTheme = {
  background: '#fffaf3',
  card: '#ffffff',
  foreground: '#2a1810',
  muted: '#f5eadb',
  mutedForeground: '#664536',
  border: '#e8d5bc',
  primary: '#8c1d2f',
  primaryForeground: '#ffffff',
  accent: '#f4a21c',
  fontSans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontDisplay: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
} as const;

export const mailDarkTheme = {
  background: '#1d1310',
  card: '#2a1d18',
  foreground: '#f7ecdf',
  mutedForeground: '#d8c2ad',
  border: '#4a3429',
  link: '#f6b95a',
  heading: '#f6b95a',
} as const;
