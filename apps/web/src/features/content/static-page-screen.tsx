/** A static page of the footer (`page/{id}`) or the shipping information (`page/shipping`). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { PageLoading } from '@/shared/ui/page-loading';
import { SafeHtml } from '@/shared/ui/safe-html';
import type { ScreenProps } from '@/shared/ui/screen';
import { usePageTitle } from '@/shared/ui/title-store';

export function StaticPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const pageId = route.name === 'shippingPage' ? 'shipping' : id;
  const page = useQuery({
    queryKey: ['page', lang, pageId],
    queryFn: ({ signal }) => client.call('page', { lang, params: { id: pageId }, signal }),
  });
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  usePageTitle(page.data?.title ?? (notFound ? t('TITLE_NOT_FOUND') : null));

  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    return (
      <div className="page page--narrow">
        <h1>{notFound ? t('TITLE_NOT_FOUND') : t('screenError.title')}</h1>
        <p className="lead">{notFound ? t('errors.PAGE_NOT_FOUND') : t('errors.SERVER_ERROR')}</p>
      </div>
    );
  }
  return (
    <article className="page page--narrow">
      <h1>{page.data.title}</h1>
      <SafeHtml className="prose" html={page.data.html} />
    </article>
  );
}
