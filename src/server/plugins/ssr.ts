import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { normalisedSearch } from '@shared/normalised-search';
import type { ApiError } from '@shared/schemas/common';
import { SSR_STATE_ELEMENT_ID, type SsrPageSearchParams, type SsrRender } from '@shared/ssr-contract';
import fp from 'fastify-plugin';
import { UNAVAILABLE_MESSAGE } from '../lib/database-errors';
import { siteUrlOf } from '../lib/site-url';
import { NO_ROUTE_MESSAGE } from './error-handler';

export type SsrOptions = {
  /** The browser build (dist/client), holding index.html and hashed assets. */
  clientDir: string;
  /** The server build of src/client/entry-server.tsx. */
  serverEntry: string;
};

/** JSON placed inside <script> must not be able to close the tag. */
const serializeForScript = (value: unknown) =>
  JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Back soon</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#431407;background:#fff7ed;line-height:1.5}h1{font-size:1.75rem}</style></head><body><h1>We'll be right back</h1><p>${UNAVAILABLE_MESSAGE}</p></body></html>`;

/** Serves the built client and renders every page on the server, its data prefetched through the API itself. */
export const ssrPlugin = fp<SsrOptions>(async (app, options) => {
  const template = fs.readFileSync(`${options.clientDir}/index.html`, 'utf8');
  const { render, pageSearchParams } = (await import(pathToFileURL(options.serverEntry).href)) as {
    render: SsrRender;
    pageSearchParams: SsrPageSearchParams;
  };
  // The public cache keys pages by the search parameters they read, and keeps one 404 page for unknown paths.
  if (app.hasDecorator('cachePagesBy')) app.cachePagesBy(pageSearchParams);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // index.html is the page template, never a page of its own.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage) {
      return reply.code(404).send({ message: NO_ROUTE_MESSAGE } satisfies ApiError);
    }
    let databaseDown = false;
    // Rendered with only the search parameters the page reads: no other can change what it shows (or what the
    // public cache keeps for every visitor), whatever a link or a visitor adds.
    const search = request.url.slice(pathname.length);
    const result = await render({
      url: `${pathname}${normalisedSearch(search, pageSearchParams(pathname) ?? [])}`,
      origin: siteUrlOf(request),
      fetchApi: async (path) => {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
        });
        if (res.statusCode === 503) databaseDown = true;
        if (res.statusCode >= 400) throw new Error(`${res.statusCode}: ${res.body || res.statusMessage}`);
        return res.json();
      },
    });
    if (databaseDown) {
      return reply
        .code(503)
        .header('Retry-After', '30')
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(UNAVAILABLE_PAGE);
    }
    if (result.location) {
      // Revalidated before reuse: the event may take its old address back, and a kept redirect would then loop.
      return reply
        .code(301)
        .header('Location', `${result.location}${search}`)
        .header('Cache-Control', 'no-cache')
        .send();
    }
    const page = template
      .replace('<html lang="en">', () => `<html lang="${result.lang}">`)
      .replace('<!--app-head-->', () => result.head)
      .replace('<!--app-html-->', () => result.html)
      .replace(
        '<!--app-state-->',
        () =>
          // A data block, not a script: nothing to execute, so the Content-Security-Policy needs no inline scripts.
          `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeForScript(result.state)}</script>`,
      );
    return reply
      .code(result.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(page);
  });
});
