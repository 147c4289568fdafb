import type { Me, StaffLanguage } from '@foyer/domain/admin-contract';
import { createContext, useContext } from 'react';
import type { Translate } from './i18n';

export interface AdminContextValue {
  t: Translate;
  language: StaffLanguage;
  setLanguage(language: StaffLanguage): void;
  me: Me | null;
  setMe(me: Me | null): void;
  navigate(path: string): void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the back office');
  return value;
}
