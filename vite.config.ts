import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => path.resolve(import.meta.dirname, p);

/**
 * Shapes the built page template for a fast first paint on a slow phone (docs/architecture.md, "Performance budgets"):
 * - the stylesheet is inlined: it is small once compressed (the page is sent brotli-compressed), and a separate
 *   render-blocking request costs a round trip before anything can be painted;
 * - the entry script is fetched at low priority: the server-rendered page is complete without it (it only makes the
 *   page interactive, and loads the application once the page is shown: src/client/boot.ts), so it must not take
 *   bandwidth from the page's above-the-fold image.
 */
function pageTemplate(): Plugin {
  return {
    name: 'aarohi:page-template',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const page = html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source).replaceAll('</style', '<\\/style');
            return `<style>${css}</style>`;
          },
        );
        return page.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
      },
    },
  };
}

/** Matches module ids under one of the given folders (a regular expression's alternatives, `/` for separators). */
const under = (folder: string, paths: string) =>
  new RegExp(`${folder.replaceAll('/', '[\\\\/]')}[\\\\/](${paths.replaceAll('/', '[\\\\/]')})$`);

/**
 * How the browser bundle is split. Every request costs a round trip and a kilobyte of headers on a slow phone, so
 * few files, each holding what one page needs:
 * - boot: the entry (boot.ts, early-clicks.ts) and Vite's preload helper, which load the rest once the page is on
 *   screen;
 * - app: the application (main.tsx and what it imports) with the parts several pages share;
 * - forms: what every form needs (fields, sending), for the contact page and the dialogs;
 * - one chunk per page (the events list, an event's page, its volunteer page and a series' page together, as they
 *   share most of their parts);
 * - lazily loaded parts (dialogs, the lightbox, the contact form's validation, the admin) in their own.
 */
function clientChunks(): Plugin {
  // What several public pages use goes with the application, rather than into a chunk of its own or into one
  // page's chunk (which another page would then load too). The build warns when this list falls behind.
  const shared = [
    under(
      'src/client',
      '(main|lib/(formatted-dates|load-once|managed-request|contact-subject-labels)|components/(page-header|responsive-image|linkified-text|default-image|icon-list-item|button-link|loading-status|titled-section)|components/ui/(button|card|skeleton|badge)|features/(lightbox/components/photo-grid|site/use-time-zone|events/event-image))\\.tsx?',
    ),
    under('src/shared', '(linkify|dates|contact-subjects)\\.ts'),
    under(
      'lucide-react/dist/esm/icons',
      '(arrow-right|calendar|check|chevron-down|circle-check|clock|heart|images|users)\\.mjs',
    ),
  ];
  const publicPage = under('src/client/pages/public', '[a-z-]+-page\\.tsx');
  const groups = [
    { name: 'boot', test: /preload-helper|[\\/]src[\\/]client[\\/](boot|early-clicks)\.ts$/ },
    { name: 'app', test: (id: string) => shared.some((pattern) => pattern.test(id)) },
    // The parts every form uses (the contact page's, the dialogs', the admin's): fields and sending once.
    {
      name: 'forms',
      test: (id: string) =>
        under(
          'src/client',
          '(components/(field-error|honeypot-field|ui/(input|textarea|label|native-select))\\.tsx|lib/use-submit-once\\.ts)',
        ).test(id) || /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id),
    },
    {
      name: 'events',
      test: under(
        'src/client/pages/public',
        '(events-page|event-detail-page|volunteer-page|series-page)\\.tsx',
      ),
    },
  ];
  return {
    name: 'aarohi:client-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            // Earlier groups take their modules first.
            codeSplitting: { groups: groups.map((group, i) => ({ ...group, priority: groups.length - i })) },
          },
        },
      },
    }),
    generateBundle(_options, bundle) {
      // A public page should need nothing but the application and its own chunk.
      const base = /^assets\/(app|boot|forms|rolldown-runtime)-/;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => publicPage.test(id))) continue;
        const extra = chunk.imports.filter((file) => !base.test(file));
        // An error, not a warning: a page loading another page's chunk is kilobytes over its budget on a phone.
        if (extra.length > 0)
          this.error(`${chunk.fileName} also loads ${extra.join(', ')}: add what they share to \`shared\``);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pageTemplate(), clientChunks()],
  resolve: {
    alias: { '@shared': r('src/shared'), '@client': r('src/client'), '@server': r('src/server') },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> tags inserted for a lazily loaded chunk's imports: a page's code needs only the
    // application (already loaded), and inserting them costs the main thread more than the round trip it saves.
    modulePreload: false,
  },
  server: {
    // `npm run dev`: pages from Vite with hot reload, the API from the Fastify server beside it.
    // Every path the server answers that is not a page: the API, files and generated pictures, feeds, health.
    proxy: Object.fromEntries(
      [
        '/api',
        '/uploads',
        '/artwork',
        '/download',
        '^/events/[^/]+/share\\.jpg$',
        '/events.ics',
        '/feed.xml',
        '/robots.txt',
        '/sitemap.xml',
        '/healthz',
        '/livez',
      ].map((prefix) => [prefix, `http://127.0.0.1:${process.env.API_PORT ?? 3001}`]),
    ),
  },
});
