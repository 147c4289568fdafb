/**
 * zod without its `eval` probe. zod 4 compiles fast object parsers with `new Function` when it may;
 * to find out, it tries once and catches the error. The CSP allows no `eval`, so the try fails as
 * intended, but the browser still reports a Content-Security-Policy violation (Lighthouse best
 * practices: "Issues were logged in the Issues panel"). `jitless` skips the probe; parsing stays
 * correct and the answers are small. Import it before any schema is built.
 */
import { config } from 'zod';

config({ jitless: true });
