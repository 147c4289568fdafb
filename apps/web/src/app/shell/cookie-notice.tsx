/**
 * The cookie notice: only when the configuration enables it and the visitor has not accepted in this
 * session; its HTML comes from `static/content` cookie_warning. The server draws it by the visitor's
 * notice cookie, and the page is hydrated with it; then the session decides.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useApiClient } from '@/shared/api/api-context';
import { staticContentQuery } from '@/shared/api/queries';
import { useInBrowser, useRenderMode, useServerChunk } from '@/shared/ui/render-context';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useSession } from '@/shared/session/session-store';
import { inNextTask } from '@/shared/ui/deferred-part';

// DOMPurify comes with the panel, in its own chunk: most visits accept once and never load it again.
// The chunk is evaluated in one task and the panel drawn in the next.
const CookieNoticePanel = lazy(() => import('./cookie-notice-panel').then(inNextTask));
/** The panel's chunk, as the build's manifest names it. */
const PANEL_SOURCE = 'src/app/shell/cookie-notice-panel.tsx';

export function CookieNotice() {
  const config = useShopConfig();
  const client = useApiClient();
  const lang = useLanguage();
  const accepted = useSession((state) => state.cookiesAccepted);
  const { noticeAccepted } = useRenderMode();
  const inBrowser = useInBrowser();
  const wanted = config.showCookieDisclaimer && !(inBrowser ? accepted : noticeAccepted);
  const content = useQuery({ ...staticContentQuery(client, lang), enabled: wanted });
  const html = content.data?.cookie_warning?.html.trim() ?? '';
  const shown = wanted && html.length > 0;
  // The server's page links the panel chunk's styles when it draws the notice.
  useServerChunk(shown ? PANEL_SOURCE : null);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticePanel html={html} />
    </Suspense>
  );
}
