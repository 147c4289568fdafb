/** The back office at /admin/: its own entry, so the shop's pages never load it. */
// First: zod is configured before any schema is built (no eval probe under the CSP).
import '@/shared/api/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './admin-app';
import './admin.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
