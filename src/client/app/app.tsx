import { PublicLayout } from '@client/components/layout/public-layout';
import { localeBase } from '@shared/i18n/locales';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Route, Router, Switch } from 'wouter';
import { replayEarlyClick } from '../early-clicks';
import { type PageLanguage, PageLanguageProvider, pageLanguage } from '../lib/i18n/i18n-context';
import { messagesKey } from '../lib/i18n/messages-key';
import { HydratedProvider } from '../lib/use-hydrated';
import { NotFoundPage } from '../pages/public/not-found-page';
import { DeferredToaster } from './deferred-toaster';
import { isPublicRoute, matchPage, pageLocale, routesOf } from './routes';

const AdminProviders = lazy(() => import('./admin-providers'));

type AppProps = { queryClient: QueryClient; ssrPath?: string; ssrSearch?: string };

/**
 * Rendered after a page's own content, so its effect runs once that content is hydrated (or rendered): marks the
 * document (browser tests wait for it) and replays a tap on a button made before the page was interactive
 * (early-clicks.ts).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const replay = setTimeout(replayEarlyClick, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}

/** A pointer over a link (a mouse, or a finger touching it: touch fires pointerover too) or keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

/**
 * Each page's code is a chunk of its own (routes.tsx): it starts loading when a visitor reaches for a link to the
 * page (pointer over it, a touch, keyboard focus), so the page usually shows at once when the link is followed.
 */
function usePreloadLinkedPages() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      void matchPage(link.pathname)
        ?.route.preload?.()
        .catch(() => undefined);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, []);
}

/**
 * The page's language, from its address, and its messages, which the server put in the page's data. A page keeps
 * its language: the language switcher loads the other language's page.
 */
function usePageLanguageOf(queryClient: QueryClient, pathname: string): PageLanguage {
  return useMemo(() => {
    const locale = pageLocale(pathname);
    return pageLanguage(locale, queryClient.getQueryData(messagesKey(locale)) ?? {});
  }, [queryClient, pathname]);
}

export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  usePreloadLinkedPages();
  const language = usePageLanguageOf(queryClient, ssrPath ?? window.location.pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <HydratedProvider>
        <PageLanguageProvider value={language}>
          <Router base={localeBase(language.locale)} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <Switch>
              {routesOf(language.locale).map((route) => {
                const { path, component: Page, clientOnly } = route;
                return (
                  <Route key={path} path={path}>
                    {(params) =>
                      clientOnly ? (
                        <Suspense fallback={<div className="p-6" aria-busy="true" />}>
                          <AdminProviders admin={!isPublicRoute(route)}>
                            <Page params={params} />
                            <PageReady />
                          </AdminProviders>
                        </Suspense>
                      ) : (
                        <PublicLayout>
                          {/* A page's code is its own chunk: shown when it has loaded, on a client-side navigation. */}
                          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
                            <Page params={params} />
                            <PageReady />
                          </Suspense>
                        </PublicLayout>
                      )
                    }
                  </Route>
                );
              })}
              <Route>
                <PublicLayout unknownPage>
                  <NotFoundPage />
                  <PageReady />
                </PublicLayout>
              </Route>
            </Switch>
          </Router>
          <DeferredToaster />
        </PageLanguageProvider>
      </HydratedProvider>
    </QueryClientProvider>
  );
}
