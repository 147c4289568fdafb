/** The shell chunk: router, header, footer and screens. It loads while the configuration loads. */
export function loadShell() {
  return import('../shell/shell-app');
}
