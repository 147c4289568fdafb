/** An address under /admin/ that names no screen of the back office. */
import { AdminLink } from '../components/admin-link';
import { useAdmin } from '../context';

export function NotFoundScreen() {
  const { t } = useAdmin();
  return (
    <section aria-labelledby="admin-not-found-title">
      <h1 id="admin-not-found-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        <AdminLink to="account">{t('notFoundLink')}</AdminLink>
      </p>
    </section>
  );
}
