/** The back office at /admin/: its own entry, so the shop's pages never load it. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import './admin.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
