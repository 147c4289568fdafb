/**
 * Gift vouchers at the desk: the shop's voucher types with their values and a count each (the
 * shop's `voucher` cart item), the variable-amount types as `children` (DeskVoucherAmounts), and a
 * voucher code to redeem (`voucherCode`). The server prices and
 * checks both (desk/quote); a refused code shows the desk's text for the shop's refusal.
 */
import { formatMoney, isFlagSet } from '@foyer/domain';
import type { CartItem, VoucherType } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAdmin } from '../../context';
import { CountInput } from './desk-count';
import { shopVoucherTypesQuery, useShopLanguage } from './shop-catalog';

const NONE: never[] = [];
const fixedAmountTypes = (list: VoucherType[]) =>
  list.filter((type) => !isFlagSet(type.variable_amount));

export type VoucherPicks = Readonly<Record<number, number>>;

/** The voucher picks and redeemed codes as cart items, in the order shown. */
export function voucherCartItems(picks: VoucherPicks, codes: readonly string[]): CartItem[] {
  return [
    ...Object.entries(picks)
      .filter(([, count]) => count > 0)
      .map(([id, count]): CartItem => ({ type: 'voucher', id: Number(id), count })),
    ...codes.map((barcode): CartItem => ({ type: 'voucherCode', barcode })),
  ];
}

export function DeskVouchers(props: {
  picks: VoucherPicks;
  codes: readonly string[];
  onPicks: (picks: VoucherPicks) => void;
  onCodes: (codes: string[]) => void;
  children?: ReactNode;
}) {
  const { t, language } = useAdmin();
  const shopLanguage = useShopLanguage();
  const id = useId();
  // The variable amounts are the children's (DeskVoucherAmounts).
  const types =
    useQuery({ ...shopVoucherTypesQuery(shopLanguage), select: fixedAmountTypes }).data ?? NONE;
  const [code, setCode] = useState('');
  const money = (cents: number) => formatMoney(cents, language);

  function redeem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const barcode = code.trim();
    if (barcode === '' || props.codes.includes(barcode)) return;
    props.onCodes([...props.codes, barcode]);
    setCode('');
  }

  return (
    <section aria-labelledby={`${id}-vouchers`} className="desk-vouchers">
      <h2 id={`${id}-vouchers`}>{t('deskVouchers')}</h2>
      <div className="desk-list">
        {types.map((type) => (
          <CountInput
            key={type.id}
            id={`${id}-voucher-${type.id}`}
            label={`${type.name} · ${money(type.price)}`}
            value={props.picks[type.id] ?? 0}
            max={99}
            onChange={(value) => props.onPicks({ ...props.picks, [type.id]: value })}
          />
        ))}
        {props.children}
      </div>
      <form className="desk-row desk-code" onSubmit={redeem}>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('deskVoucherCode')}</label>
          <input
            id={`${id}-code`}
            autoComplete="off"
            maxLength={64}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" disabled={code.trim() === ''}>
          {t('deskRedeem')}
        </button>
      </form>
      {props.codes.length > 0 && (
        <ul className="desk-codes">
          {props.codes.map((barcode) => (
            <li key={barcode}>
              <span>{barcode}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('deskRemoveCode', { code: barcode })}
                onClick={() => props.onCodes(props.codes.filter((entry) => entry !== barcode))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
