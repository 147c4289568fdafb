// The yardstick of `npm run bench:reads` and `npm run bench:rush`: a bare Fastify route answering a
// small JSON body, in a process of its own like the Foyer server it is compared with; and a route
// answering the bytes it was given (the reads bench gives it a page's HTML).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { data: { status: 'ok' } };
app.get('/bare', async () => body);
// The rush bench's yardstick: a POST whose JSON body is parsed and answered, no work behind it.
app.post('/bare', async () => body);
// The reads bench's second yardstick for pages: the same bytes as a Foyer page, kept in memory and
// sent as they are (what sending a page costs, with nothing drawn or looked up).
let bytes = Buffer.alloc(0);
app.addContentTypeParser('text/html', { parseAs: 'buffer' }, (_request, raw, done) =>
  done(null, raw),
);
app.put('/bytes', async (request) => {
  bytes = Buffer.from(/** @type {Buffer} */ (request.body));
  return body;
});
app.get('/bytes', async (_request, reply) => reply.type('text/html; charset=utf-8').send(bytes));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => app.close().then(() => process.exit(0)));
