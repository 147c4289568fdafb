import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '@/shared/navigation/navigator';

/** Lets the API client's login redirect (docs/api.md) navigate inside the app. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to) => void navigate(to)), [navigate]);
  return null;
}
