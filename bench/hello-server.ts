import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

// The yardstick: a bare Fastify "hello world" on the same machine, measured in the same run. Its POST route
// answers the registration burst and the check-ins with no work at all, which shows what the burst costs the machine by itself.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The same, answering with as many bytes as a measured page sends (in the encoding it sends them in), random like
// compressed bytes: what serving that answer from memory costs this machine, the load generator's reading of it
// included (it reads a body as text, and ASCII letters would cost it a seventh of what a compressed page does).
const bodies = new Map<string, Buffer>();
app.get<{ Params: { bytes: string }; Querystring: { encoding?: string } }>(
  '/bytes/:bytes',
  async (request, reply) => {
    const { bytes } = request.params;
    let body = bodies.get(bytes);
    if (!body) {
      body = randomBytes(Number(bytes));
      bodies.set(bytes, body);
    }
    if (request.query.encoding) reply.header('Content-Encoding', request.query.encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  },
);
app.post('/api/registrations', async (request, reply) => reply.code(201).send(request.body));
app.post('/api/admin/events/:id/check-ins', async (request) => request.body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
