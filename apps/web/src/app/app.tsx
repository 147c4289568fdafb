import { useEffect } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGES, pageTitle, type Language } from '@foyer/domain';

const SITE_NAME = 'Foyer';

function useLanguage(): Language | null {
  const { lang } = useParams();
  if (lang === undefined) return DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : null;
}

function useTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title, SITE_NAME);
  }, [title]);
}

function Home() {
  const lang = useLanguage();
  useTitle('');
  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);
  if (!lang) return <NotFound />;
  return (
    <main id="main" className="page">
      <h1>{SITE_NAME}</h1>
      <p>Tickets, guided tours, merchandise and gift vouchers.</p>
    </main>
  );
}

function NotFound() {
  useTitle('Page not found');
  return (
    <main id="main" className="page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
    </main>
  );
}

/** The shop's routes; the full shell and feature routes come with the web issues. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/:lang" element={<Home />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
