/**
 * Security headers on every answer of the server: API calls, the web app, static files and errors.
 *
 * The Content-Security-Policy allows no inline script (Vite's build emits none; the web app's
 * index.html has only an external module script), inline styles (React's `style` attributes and the
 * museum's theme colours), images from anywhere over https (catalog images may live on a CDN) and
 * API calls only to this origin.
 *
 * There is deliberately no `X-Frame-Options`: museums embed the shop in their own site (a
 * configuration can hide header and footer, for embedded use). X-Frame-Options can only say DENY or
 * SAMEORIGIN (ALLOW-FROM is dead), so it would forbid exactly that; `frame-ancestors` names the
 * allowed embedding sites (`server.frameAncestors`) and browsers that know it ignore
 * X-Frame-Options anyway.
 *
 * The back office's pages (`/admin/…`) differ in three points. No site may frame them
 * (`frame-ancestors 'none'`, whatever `server.frameAncestors` allows the shop): a site allowed to
 * embed the shop must not be able to overlay staff screens (clickjacking). And, for the door's
 * scanner, the camera is allowed to this origin, and WebAssembly may be compiled
 * (`'wasm-unsafe-eval'`: the QR decoder, served from our own `/assets/`; it allows no `eval` of
 * JavaScript).
 */
import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy with the configured `frame-ancestors` sources. */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  options: { wasm?: boolean } = {},
): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    options.wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The headers every answer carries (`backOffice`: the pages under `/admin/`). */
export function securityHeaders(
  frameAncestors: readonly string[],
  backOffice = false,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(backOffice ? [] : frameAncestors, {
      wasm: backOffice,
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': `camera=(${backOffice ? 'self' : ''}), microphone=(), geolocation=()`,
  };
}

const BACK_OFFICE_PAGE = /^\/admin(\/|\?|$)/;

/** Adds the security headers to every answer, including 404s and errors. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: readonly string[],
): void {
  const headers = securityHeaders(frameAncestors);
  const backOffice = securityHeaders(frameAncestors, true);
  // Callback style: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(BACK_OFFICE_PAGE.test(request.url) ? backOffice : headers);
    done(null, payload);
  });
}
