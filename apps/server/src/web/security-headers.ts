/**
 * Security headers on every answer of the server: API calls, the web app, static files and errors.
 *
 * The Content-Security-Policy allows no inline script (Vite's build emits none; the web app's
 * index.html has only an external module script), inline styles (React's `style` attributes and the
 * museum's theme colours), images from anywhere over https (catalog images may live on a CDN) and
 * API calls only to this origin.
 *
 * There is deliberately no `X-Frame-Options`: museums embed the shop in their own site (spec 1 "A
 * configuration can hide header and footer, for embedded use"). X-Frame-Options can only say DENY or
 * SAMEORIGIN (ALLOW-FROM is dead), so it would forbid exactly that; `frame-ancestors` names the
 * allowed embedding sites (`server.frameAncestors`) and browsers that know it ignore
 * X-Frame-Options anyway.
 */
import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy with the configured `frame-ancestors` sources. */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    "script-src 'self'",
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

/** The headers every answer carries. */
export function securityHeaders(frameAncestors: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(frameAncestors),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Adds the security headers to every answer, including 404s and errors. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: readonly string[],
): void {
  const headers = securityHeaders(frameAncestors);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
