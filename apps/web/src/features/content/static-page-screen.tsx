/**
 * A static page of the footer (`page/{id}`: imprint, terms, data_protection, accessibility_statement)
 * or the shipping information (`page/shipping`), with the museum's HTML sanitized. An id the server
 * does not know shows the not-found screen.
 */
import { routePath } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { LoadFailed } from '@/shared/catalog/load-failed';
import { useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { ApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/ui/title-store';
import { useServerHead, useServerStatus } from '@/shared/ui/render-context';
import { plainText } from '@/app/head/structured-data';
import './content.css';

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow static-page">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="page-skeleton" aria-hidden="true">
        <div className="page-skeleton__title" />
        {[92, 100, 84, 96, 60].map((width) => (
          <div key={width} className="page-skeleton__line" style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

export function StaticPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const config = useShopConfig();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const shipping = route.name === 'shippingPage';
  const pageId = shipping ? 'shipping' : id;
  const page = useQuery({
    queryKey: ['page', lang, pageId],
    queryFn: ({ signal }) => client.call('page', { lang, params: { id: pageId }, signal }),
  });
  usePageTitle(page.data?.title ?? null);
  useServerHead(() => (page.data ? { description: plainText(page.data.html, 160) } : null));
  useServerStatus(page.error instanceof ApiError && page.error.status === 404 ? 404 : 200);

  if (page.isPending) return <PageSkeleton />;
  if (page.isError) return <LoadFailed error={page.error} />;
  return (
    <article
      className="page page--narrow static-page"
      lang={page.data.lang === lang ? undefined : page.data.lang}
    >
      <h1>{page.data.title}</h1>
      <SafeHtml className="prose" html={page.data.html} />
      {shipping && config.hasMerchandise && (
        <p className="static-page__next">
          <Link className="button button--quiet" to={routePath('merchandise', lang)}>
            {t('content.toShop')}
          </Link>
        </p>
      )}
    </article>
  );
}
