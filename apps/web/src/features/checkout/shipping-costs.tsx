/**
 * Shipping costs of the basket: asked only when the basket holds
 * merchandise, with the token for a logged-in user, otherwise for the country chosen here (by default
 * the configuration's default country). The state follows the domain's shipping-cost functions.
 */
import {
  needsShippingCosts,
  shippingCostsFailed,
  shippingCostsLoaded,
  startShippingCalculation,
  type BasketItem,
  type Language,
  type ShippingCostState,
} from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { useShopConfig } from '@/shared/config/shop-config';
import { countriesQuery } from '@/shared/customer/customer-api';
import { shippingCostsQuery } from './api';

const IDLE: ShippingCostState = { shippingCosts: undefined, shippingCostsError: null };

export interface ShippingCosts {
  /** Whether the basket needs shipping costs at all (it holds merchandise). */
  readonly needed: boolean;
  readonly state: ShippingCostState;
}

/** The shipping-cost state of the basket for a logged-in user (token) or a country. */
export function useShippingCosts(
  items: readonly BasketItem[],
  lang: Language,
  token: string | null,
  country: string,
): ShippingCosts {
  const client = useApiClient();
  const loggedIn = token !== null;
  const needed = needsShippingCosts(items, { token, country });
  const query = useQuery({
    ...shippingCostsQuery(client, lang, items, { loggedIn, country }),
    enabled: needed,
  });
  if (!needed) return { needed: items.some((item) => item.type === 'merchandise'), state: IDLE };
  let state = startShippingCalculation(IDLE);
  if (query.isSuccess) state = shippingCostsLoaded(state, query.data);
  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.code : null;
    state = shippingCostsFailed(state, code ?? 'SHIPPING_COSTS_FAILED');
  }
  return { needed: true, state };
}

export interface ShippingCountryProps {
  readonly lang: Language;
  readonly country: string;
  readonly onChange: (country: string) => void;
}

/** The country the merchandise goes to, for visitors who are not logged in. */
export function ShippingCountry({ lang, country, onChange }: ShippingCountryProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const id = useId();
  const countries = useQuery(countriesQuery(client, lang));
  const options = countries.data?.some((entry) => entry.key === country)
    ? countries.data
    : [{ key: country, name: country }, ...(countries.data ?? [])];
  return (
    <div className="field basket-shipping__country">
      <label className="field__label" htmlFor={id}>
        {t('basket.shipping.country')}
      </label>
      <select
        id={id}
        className="field__input"
        value={country}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((entry) => (
          <option key={entry.key} value={entry.key}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The message of a failed calculation: no costs for the country (with the e-mail), else generic. */
export function ShippingError({ code }: { code: string }) {
  const { t } = useTranslation();
  const { supportEmail } = useShopConfig();
  return (
    <p className="form-error basket-shipping__error" role="alert">
      {code === 'SHIPPING_NO_COSTS_FOR_COUNTRY' ? (
        <>
          {t('basket.shipping.noCosts')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </>
      ) : (
        t('basket.shipping.failed')
      )}
    </p>
  );
}
