import { SSR_STATE_ELEMENT_ID } from '@shared/ssr-contract';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { matchPage, pageLocale } from './app/routes';
import { apiGet } from './lib/api-client';
import { messagesKey } from './lib/i18n/messages-key';

// Loaded by boot.ts once the server-rendered page is on screen.

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const root = container;

// Each step is a task of its own, and hydration yields every few milliseconds: the main thread is never held
// long, so a tap meanwhile is answered at once (Lighthouse's Total Blocking Time).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page rendered in the browser only (the admin's screens, the unsubscribe page; every page on Vite's dev server)
 * takes its messages from the page's data, or, on the dev server (no server rendering), from their source (only a
 * development build compiles messages at run time).
 */
/** The dev server's messages: the language's catalogue, compiled here (a production browser never compiles). */
async function compiledInDevelopment(locale: string) {
  const [{ compileMessageOrThrow }, { default: source }] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    import(`../shared/i18n/messages/${locale}.json`) as Promise<{ default: Record<string, string> }>,
  ]);
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text)]));
}

async function loadMessages(queryClient: QueryClient, state: DehydratedState | undefined) {
  const locale = pageLocale(window.location.pathname);
  const key = messagesKey(locale);
  const hash = JSON.stringify(key);
  const sent = state?.queries.find((query) => query.queryHash === hash)?.state.data;
  const messages = sent ?? (import.meta.env.DEV ? await compiledInDevelopment(locale) : {});
  queryClient.setQueryData(key, messages);
}

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
  const state: DehydratedState | undefined = stateText ? JSON.parse(stateText) : undefined;
  if (!state || !root.hasChildNodes()) {
    await loadMessages(queryClient, state);
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
