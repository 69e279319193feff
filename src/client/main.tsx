import { SSR_STATE_ELEMENT_ID } from '@shared/ssr-contract';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchPage } from './app/routes';
import { apiGet } from './lib/api-client';

// Loaded by boot.ts once the server-rendered page is on screen.

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const root = container;

// Each step is a task of its own, and hydration yields every few milliseconds: the main thread is never held
// long, so a tap meanwhile is answered at once (Lighthouse's Total Blocking Time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const route = matchPage(window.location.pathname)?.route;
  // The page's own chunk, fetched while the rest is prepared, so hydration does not wait on it halfway.
  const pageLoaded = route?.preload?.().catch(() => undefined);
  await nextTask();
  const queryClient = createQueryClient((path) => apiGet(path));
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const stateText = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  const state: unknown = stateText ? JSON.parse(stateText) : undefined;
  if (!state || !root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, state);
  await pageLoaded;
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

void start();
