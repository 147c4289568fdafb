/** The shell chunk: the router around the routes. */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ShellRoutes } from './routes';

export { preloadScreen } from './screens';

/**
 * The router's place in the tree has the shape of the server's `StaticRouterProvider` (the router
 * and an empty place for its hydration script), so React's `useId` gives the browser the ids of the
 * server's HTML. `app/ssr/render-page.test.tsx` checks that both draw the same markup.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {null}
    </>
  );
}

export default function ShellApp() {
  return (
    <ShellFrame>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </ShellFrame>
  );
}
