/** What the server's page renderer (built from src/client/entry-server.tsx) takes and answers. */
export type SsrFetch = (path: string) => Promise<unknown>;

export type SsrRenderInput = {
  /** Path and query of the requested page. */
  url: string;
  /** Site origin used for canonical and Open Graph URLs. */
  origin: string;
  /** Loads an API path on the server itself (no network hop); rejects with "status: body" like the browser client. */
  fetchApi: SsrFetch;
};

export type SsrRenderResult = {
  html: string;
  /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  status: number;
  /** TanStack Query's dehydrated cache, handed to the browser for hydration. */
  state: unknown;
  /**
   * Set when the page asked for lives at another path (an event asked for by an old slug or its id): the server
   * answers 301 to it, the request's query kept, instead of the page.
   */
  location?: string;
};

export type SsrRender = (input: SsrRenderInput) => Promise<SsrRenderResult>;

/**
 * The search parameters the page at a path reads (`[]` for none), or null when no page has that path (the shared
 * 404 page). Only these reach the page's rendering and the public cache's key (normalised-search.ts).
 */
export type SsrPageSearchParams = (pathname: string) => readonly string[] | null;

/** The id of the JSON data block holding the page's dehydrated data. */
export const SSR_STATE_ELEMENT_ID = '__APP_STATE__';
