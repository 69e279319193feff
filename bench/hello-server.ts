import Fastify from 'fastify';

// The yardstick: a bare Fastify "hello world" on the same machine, measured in the same run.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
