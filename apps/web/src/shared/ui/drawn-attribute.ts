/**
 * Set on `<html>` by the server, removed once the drawn page is hydrated (layout.tsx). Also read by
 * the build's loader script (after-paint.ts), so this module imports nothing.
 */
export const DRAWN_ATTRIBUTE = 'data-foyer-drawn';
