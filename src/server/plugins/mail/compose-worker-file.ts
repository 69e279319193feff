/**
 * The composing worker's file beside a server bundle (scripts/build-server.ts builds it there from
 * compose-worker.ts); run from its sources, the server starts compose-worker.ts itself.
 */
export const COMPOSE_WORKER_BUNDLE = 'mail-compose-worker.mjs';
