/**
 * Annual passes at the desk: per pass article a count and, per pass, its holder's name as the shop
 * asks it (title, first and last name; the shop's `HolderDraft`, checked by the domain's
 * `validatePassHolders`). The card is handed over at the desk, so no delivery address is asked. The
 * passes become the shop's merchandise cart item with `owners`; the server checks and prices them.
 */
import { ANNUAL_PASS_PRODUCT_KIND, formatMoney } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { holderProblems, resizeHolders, type HolderDraft } from '@/shared/merchandise/pass-holders';
import { useAdmin } from '../../context';
import './desk-more.css';
import { CountInput } from './desk-count';
import { passPart, type DeskPart } from './desk-more';
import { shopArticlesQuery, useShopLanguage } from './shop-catalog';

const NONE: never[] = [];
const passArticles = (list: Merchandise[]) =>
  list.filter((item) => item.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND);

type NameField = 'title' | 'first' | 'last';
const FIELDS: readonly NameField[] = ['title', 'first', 'last'];
const LABEL = {
  title: 'deskHolderTitle',
  first: 'deskHolderFirst',
  last: 'deskHolderLast',
} as const;

export function DeskPasses(props: {
  /** Changes after each sale, so the stock is read again and the passes cleared. */
  round: number;
  onChange: (part: DeskPart) => void;
}) {
  const { t, language } = useAdmin();
  const shopLanguage = useShopLanguage();
  const id = useId();
  const { round, onChange } = props;
  // The shop's pass articles (asked again after each sale with the desk's other reads).
  const passes =
    useQuery({ ...shopArticlesQuery(shopLanguage), select: passArticles }).data ?? NONE;
  const [holders, setHolders] = useState<Record<number, HolderDraft[]>>({});

  useEffect(() => setHolders({}), [language, round]);

  const part = passPart(holders);
  const partKey = JSON.stringify(part);
  useEffect(() => {
    onChange(part);
    // The part's content, not its identity, decides.
  }, [partKey, onChange]);

  const setCount = (passId: number, count: number) =>
    setHolders({ ...holders, [passId]: resizeHolders(holders[passId] ?? [], count, '') });
  const setName = (passId: number, index: number, field: NameField, value: string) =>
    setHolders({
      ...holders,
      [passId]: (holders[passId] ?? []).map((holder, at) =>
        at === index ? { ...holder, [field]: value } : holder,
      ),
    });

  if (passes.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-passes`} className="desk-passes">
      <h2 id={`${id}-passes`}>{t('deskPasses')}</h2>
      <div className="desk-list">
        {passes.map((pass) => (
          <div key={pass.id} className="desk-item">
            <CountInput
              id={`${id}-pass-${pass.id}`}
              label={`${pass.name} · ${formatMoney(pass.price, language)}`}
              value={holders[pass.id]?.length ?? 0}
              max={Math.max(0, Math.min(20, pass.stock))}
              onChange={(value) => setCount(pass.id, value)}
            />
            {(holders[pass.id] ?? []).map((holder, index) => {
              const problems = holderProblems(holder);
              const groupId = `${id}-holder-${pass.id}-${index}`;
              return (
                <fieldset key={index} className="desk-components desk-holder">
                  <legend>{t('deskPassHolder', { number: index + 1, name: pass.name })}</legend>
                  {FIELDS.map((field) => {
                    const missing =
                      field !== 'title' && (problems?.fields.includes(field) ?? false);
                    return (
                      <div key={field} className="field">
                        <label htmlFor={`${groupId}-${field}`}>{t(LABEL[field])}</label>
                        <input
                          id={`${groupId}-${field}`}
                          autoComplete="off"
                          maxLength={field === 'title' ? 60 : 120}
                          value={holder[field]}
                          aria-required={field !== 'title' || undefined}
                          aria-invalid={missing || undefined}
                          aria-describedby={missing ? `${groupId}-error` : undefined}
                          onChange={(event) => setName(pass.id, index, field, event.target.value)}
                        />
                      </div>
                    );
                  })}
                  {problems && (
                    <p id={`${groupId}-error`} className="admin-error">
                      {t('deskHolderMissing')}
                    </p>
                  )}
                </fieldset>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
