import { DEFAULT_LOCALE, localizedPath } from '@shared/i18n/locales';
import type { SsrPageSearchParams, SsrRender } from '@shared/ssr-contract';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { App } from './app/app';
import { renderHeadTags } from './app/head';
import { notFoundHead } from './app/page-heads';
import { createQueryClient } from './app/query-client';
import { layoutPrefetch, matchPage, pageSearchParams as searchParamsOfPage } from './app/routes';
import { siteConfigQuery } from './features/site/api/get-site-config';
import { recordFormattedDates } from './lib/formatted-dates';
import { catalogues } from './lib/i18n/catalogues';
import { pageLanguage } from './lib/i18n/i18n-context';
import { messagesKey } from './lib/i18n/messages-key';

const RENDER_TIMEOUT_MS = 10_000;

/**
 * The page's HTML, whole. React's web-streams renderer rather than its Node one: the Node renderer keeps its
 * request in an AsyncLocalStorage, which on Node 20 turns on promise hooks for the whole process from the first
 * page on, a tax on every promise of every later request.
 */
async function renderToString(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // Never split a big page into streamed Suspense segments: those are revealed by inline scripts, which the
    // Content-Security-Policy (rightly) forbids, so the page must arrive whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: (err) => {
      console.error('SSR render error', err);
    },
  });
  // Wait for everything (lazy routes included) so crawlers and slow phones get the whole page.
  await stream.allReady;
  return new Response(stream).text();
}

/** What the server needs to know of a page before rendering it: the search parameters it reads. */
export const pageSearchParams: SsrPageSearchParams = searchParamsOfPage;

export const render: SsrRender = async ({ url, origin, fetchApi }) => {
  const [pathname = '/', search = ''] = url.split('?');
  const queryClient = createQueryClient(fetchApi);
  const matched = matchPage(pathname);
  // A path no page has is the one shared 404 page (kept once by the public cache), in the default language.
  const { locale, path } = matched ?? { locale: DEFAULT_LOCALE, path: pathname };

  await Promise.all([
    ...layoutPrefetch(queryClient, locale),
    ...(matched?.route.prefetch?.(queryClient, matched.params, search, locale) ?? []),
  ]);

  const canonical = matched?.route.canonicalPath?.(queryClient, matched.params, locale);
  const location = canonical ? localizedPath(locale, canonical) : null;
  if (location && location !== pathname)
    return { html: '', head: '', lang: locale, status: 301, state: null, location };

  const messages = catalogues[locale];
  queryClient.setQueryData(messagesKey(locale), messages);

  queryClient.setQueryData(siteConfigQuery().queryKey, (config) => (config ? { ...config, origin } : config));

  recordFormattedDates(queryClient);

  let status = matched ? 200 : 404;
  // A page whose main data answered 404 (an unknown event) is a 404 page for crawlers too.
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error;
    if (error instanceof Error && error.message.startsWith('404:')) status = 404;
  }

  const html =
    matched?.route.clientOnly === true
      ? ''
      : await renderToString(
          <StrictMode>
            <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search} />
          </StrictMode>,
        );
  const { t } = pageLanguage(locale, messages);
  const pageHead =
    matched?.route.head?.(queryClient, matched.params, origin, search, t, locale) ?? notFoundHead(t);
  return {
    html,
    head: renderHeadTags(pageHead, origin, path, locale),
    lang: locale,
    status,
    state: dehydrate(queryClient, {
      // Failed queries travel too, so the browser hydrates the same "not found" the server rendered instead of
      // a loading state; only their message is kept.
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
  };
};
