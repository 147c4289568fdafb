/**
 * "Add to Apple Wallet" / "Save to Google Wallet" on the success and order review
 * screens: shown only for the wallets the server offers for the order (`order.wallets`, absent or
 * null when the museum has not configured them). The Apple link downloads the signed pass (one, or
 * a bundle of all admissions); the Google link leads to Google's save page, one link per part
 * for an order too large for one (`googleParts`).
 */
import type { Language } from '@foyer/domain';
import type { OrderWallets } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import './wallet-links.css';

function AppleMark() {
  return (
    <svg className="wallet-button__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="3" fill="#fff" />
      <rect x="3" y="8" width="18" height="3" fill="#35a7e0" />
      <rect x="3" y="11" width="18" height="3" fill="#f4b43f" />
      <rect x="3" y="14" width="18" height="2" fill="#e0524c" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg className="wallet-button__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="3" fill="#4285f4" />
      <rect x="3" y="9" width="18" height="3" fill="#34a853" />
      <rect x="3" y="12" width="18" height="3" fill="#fbbc04" />
      <rect x="3" y="15" width="18" height="4" rx="1" fill="#ea4335" />
    </svg>
  );
}

/** The wallet buttons of an order, or nothing when no wallet is offered. */
export function WalletLinks({ wallets }: { wallets: OrderWallets | undefined }) {
  const { t } = useTranslation();
  const googleParts = wallets?.googleParts ?? [];
  if (!wallets || (!wallets.apple && !wallets.google && googleParts.length === 0)) return null;
  return (
    <section className="wallet-links" aria-labelledby="order-wallets">
      <h2 id="order-wallets">{t('wallet.title')}</h2>
      <div className="wallet-links__buttons">
        {wallets.apple && (
          <a className="wallet-button" href={wallets.apple} download>
            <AppleMark />
            <span>{t('wallet.apple')}</span>
          </a>
        )}
        {wallets.google && (
          <a className="wallet-button" href={wallets.google} rel="noopener">
            <GoogleMark />
            <span>{t('wallet.google')}</span>
          </a>
        )}
        {googleParts.map((part) => (
          <a key={part.url} className="wallet-button" href={part.url} rel="noopener">
            <GoogleMark />
            <span>{t('wallet.googlePart', { from: part.from, to: part.to })}</span>
          </a>
        ))}
      </div>
    </section>
  );
}

/** The wallet buttons of a just-booked order (success screen), read from its order review. */
export function BookingWalletLinks({ orderToken, lang }: { orderToken: string; lang: Language }) {
  const client = useApiClient();
  // The same query as the booked view's order number: answered once for both.
  const review = useQuery({
    queryKey: ['orderReview', orderToken],
    queryFn: ({ signal }) =>
      client.call('orderReview', { lang, query: { id: orderToken }, signal }),
    retry: false,
  });
  return <WalletLinks wallets={review.data?.wallets} />;
}
