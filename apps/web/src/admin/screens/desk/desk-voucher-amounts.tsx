/**
 * Variable-amount gift vouchers at the desk: per voucher type whose amount the buyer chooses, the
 * amount in euros (the shop's limits shown beside it, the shop's rule `parseVariableVoucherAmount`
 * deciding) and the number of vouchers. A refused amount is said at the field and blocks the sale;
 * the server checks the amount again and prices the voucher (desk/quote).
 */
import { formatMoney, isFlagSet } from '@foyer/domain';
import type { VoucherType } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAdmin } from '../../context';
import './desk-more.css';
import { CountInput } from './desk-count';
import {
  amountPart,
  amountProblem,
  MAX_VARIABLE_VOUCHER_CENTS,
  MIN_VARIABLE_VOUCHER_CENTS,
  type AmountEntry,
  type DeskPart,
} from './desk-more';
import { shopVoucherTypesQuery, useShopLanguage } from './shop-catalog';

const EMPTY: AmountEntry = { amount: '', count: 1 };
const NONE: never[] = [];
const variableAmountTypes = (list: VoucherType[]) =>
  list.filter((type) => isFlagSet(type.variable_amount));

export function DeskVoucherAmounts(props: {
  /** Changes after each sale, so the entries are cleared. */
  round: number;
  onChange: (part: DeskPart) => void;
}) {
  const { t, language } = useAdmin();
  const shopLanguage = useShopLanguage();
  const id = useId();
  const { round, onChange } = props;
  const types =
    useQuery({ ...shopVoucherTypesQuery(shopLanguage), select: variableAmountTypes }).data ?? NONE;
  const [entries, setEntries] = useState<Record<number, AmountEntry>>({});
  const limits = {
    min: formatMoney(MIN_VARIABLE_VOUCHER_CENTS, language),
    max: formatMoney(MAX_VARIABLE_VOUCHER_CENTS, language),
  };

  useEffect(() => setEntries({}), [round]);

  // Only entries with an amount typed count; the number alone (1 by default) adds nothing.
  const typed = Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => entry.amount.trim() !== ''),
  );
  const part = amountPart(typed);
  const partKey = JSON.stringify(part);
  useEffect(() => {
    onChange(part);
    // The part's content, not its identity, decides.
  }, [partKey, onChange]);

  const change = (typeId: number, next: Partial<AmountEntry>) =>
    setEntries({ ...entries, [typeId]: { ...(entries[typeId] ?? EMPTY), ...next } });

  return (
    <>
      {types.map((type) => {
        const entry = entries[type.id] ?? EMPTY;
        const problem = entry.amount.trim() === '' ? null : amountProblem(entry);
        const fieldId = `${id}-amount-${type.id}`;
        const hintId = `${fieldId}-hint`;
        const errorId = `${fieldId}-error`;
        return (
          <div key={type.id} className="desk-amount">
            <div className="field">
              <label htmlFor={fieldId}>{t('deskVoucherAmount', { name: type.name })}</label>
              <input
                id={fieldId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={entry.amount}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
                onChange={(event) => change(type.id, { amount: event.target.value })}
              />
              <p id={hintId} className="hint">
                {t('deskVoucherAmountHint', limits)}
              </p>
              {problem && (
                <p id={errorId} className="admin-error">
                  {problem === 'tooHigh'
                    ? t('deskVoucherAmountTooHigh', limits)
                    : t('deskVoucherAmountRequired', limits)}
                </p>
              )}
            </div>
            <CountInput
              id={`${id}-amount-count-${type.id}`}
              label={t('deskVoucherAmountCount', { name: type.name })}
              value={entry.count}
              max={99}
              onChange={(value) => change(type.id, { count: value })}
            />
          </div>
        );
      })}
    </>
  );
}
