/** The shell chunk: the router around the routes. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SHELL_ROUTES } from './routes';

export { preloadScreen } from './screens';

export default function ShellApp() {
  // One router per page: made on the first render, kept for the page's life.
  const [router] = useState(() => createBrowserRouter(SHELL_ROUTES));
  return <RouterProvider router={router} />;
}
