/**
 * Navigation from outside React (the API client's login redirect): the router registers its
 * navigate function; before it has, the browser navigates.
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;

/** Registers the router's navigate function; returns the function that unregisters it. */
export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = null;
  };
}

/** Goes to a path of the shop. */
export function navigateTo(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}
