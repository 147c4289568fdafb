import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = process.env.FOYER_WEB_ROOT ?? path.resolve(here, '../../web/dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp({ webRoot, logger: true });
await app.listen({ port, host });
console.log(`Foyer is running at http://localhost:${port}/`);
