import { buildClient, clientBuildIsStale } from './build-client';

// `npm start`: build the client when its build is missing or stale, then run the server.
process.env.NODE_ENV ??= 'production';
if (clientBuildIsStale()) {
  console.log('Building the site (first start, or sources changed)...');
  await buildClient();
}
await import('../src/server/main');
