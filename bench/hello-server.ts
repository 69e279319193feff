import Fastify from 'fastify';

// The yardstick: a bare Fastify "hello world" on the same machine, measured in the same run. Its POST route
// answers the registration burst and the check-ins with no work at all, which shows what the burst costs the machine by itself.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/api/registrations', async (request, reply) => reply.code(201).send(request.body));
app.post('/api/admin/events/:id/check-ins', async (request) => request.body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
