/**
 * Active content in museum-written HTML (page bodies): scripts, event handlers, `javascript:` links,
 * frames and embedded objects. The catalog file and the editor refuse it on input; the shop's server
 * render leaves such HTML out, as it has no DOM to sanitize with.
 */
const ACTIVE_CONTENT: readonly [RegExp, string][] = [
  [/<\s*script\b/i, 'script'],
  [/<\s*(iframe|frame|frameset|object|embed|applet|base|meta|link)\b/i, 'element'],
  [/<[^>]*\son[a-z]+\s*=/i, 'handler'],
  [/(href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(javascript|vbscript|data):/i, 'url'],
];

/** Why an HTML text is refused (`script`, `element`, `handler`, `url`), or null when it is safe. */
export function activeContentIn(html: string): string | null {
  const found = ACTIVE_CONTENT.find(([pattern]) => pattern.test(html));
  return found ? found[1] : null;
}
