// The yardstick of `npm run bench:reads` and `npm run bench:rush`: a bare Fastify route answering a
// small JSON body, in a process of its own like the Foyer server it is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { data: { status: 'ok' } };
app.get('/bare', async () => body);
// The rush bench's yardstick: a POST whose JSON body is parsed and answered, no work behind it.
app.post('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
