/** The shell chunk: the router around the routes, and the bridge for navigation from outside React. */
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/navigation/navigator';
import { ShellRoutes } from './routes';

export { preloadScreen } from './screens';

/** Lets the API client's login redirect (spec 8) navigate inside the app. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

export default function ShellApp() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <ShellRoutes />
    </BrowserRouter>
  );
}
