import { SSR_STATE_ELEMENT_ID } from '@shared/ssr-contract';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { apiGet } from './lib/api-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const queryClient = createQueryClient((path) => apiGet(path));
const stateText = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
const state: unknown = stateText ? JSON.parse(stateText) : undefined;

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (state && container.hasChildNodes()) {
  hydrate(queryClient, state);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
