import { PublicLayout } from '@client/components/layout/public-layout';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { NotFoundPage } from '../pages/public/not-found-page';
import { DeferredToaster } from './deferred-toaster';
import { routes } from './routes';

const AdminProviders = lazy(() => import('./admin-providers'));

type AppProps = { queryClient: QueryClient; ssrPath?: string; ssrSearch?: string };

/** Marks the document once React has taken over the server-rendered page (browser tests wait for it). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  useHydratedMarker();
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Switch>
          {routes.map(({ path, component: Page, clientOnly }) => (
            <Route key={path} path={path}>
              {(params) =>
                clientOnly ? (
                  <Suspense fallback={<div className="p-6" aria-busy="true" />}>
                    <AdminProviders>
                      <Page params={params} />
                    </AdminProviders>
                  </Suspense>
                ) : (
                  <PublicLayout>
                    <Page params={params} />
                  </PublicLayout>
                )
              }
            </Route>
          ))}
          <Route>
            <PublicLayout>
              <NotFoundPage />
            </PublicLayout>
          </Route>
        </Switch>
      </Router>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
