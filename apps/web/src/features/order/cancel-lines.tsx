/**
 * "Cancel tickets" on the order review page: where the museum lets visitors cancel themselves
 * (`order.cancellation`, docs/configuration.md "Visitor's terms"), the terms in words, one choice
 * per booking with what comes back or why it cannot be cancelled, a confirmation that names the
 * amount, then the outcome. The server decides everything again (`order/cancelLines`); the amounts
 * shown are the server's: each booking's own from the review, and for the confirmation the server's
 * quote of the whole choice (`order/cancelQuote`: a fixed fee is kept once per cancellation, a
 * percent fee rounded once, so the bookings' figures need not add up to it).
 */
import { CANCEL_REFUSALS, formatDate, formatMoney, type Language } from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { newRequestKey } from '@/shared/api/request-key';
import { leadTimeText } from '@/i18n/lead-time';
import { ApiError } from '@/shared/api/api-error';
import { localWhen } from '@/shared/ui/local-when';
import './cancel-lines.css';

type Cancellation = NonNullable<Order['cancellation']>;
type CancelLine = Cancellation['lines'][number];

/** One booking a visitor chooses: the lines cancelled together. */
interface Choice {
  key: string;
  lineIds: number[];
  names: string[];
  when: string | null;
  allowed: boolean;
  reason: CancelLine['reason'];
  deadline: string | null;
  refund: number;
  /** The fee the museum keeps of it (0: none). */
  fee: number;
}

/** The reasons the shop words: the terms' refusals and the refusals of the cancel call itself. */
const KNOWN_REASONS: ReadonlySet<string> = new Set([
  ...CANCEL_REFUSALS,
  'LINES_INVALID',
  'REFUND_REFUSED',
]);

function choicesOf(order: Order, cancellation: Cancellation): Choice[] {
  const byLine = new Map(cancellation.lines.map((line) => [line.lineId, line]));
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const line of cancellation.lines) {
    const group = [...new Set([line.lineId, ...line.group])].sort((a, b) => a - b);
    const key = group.join('-');
    if (seen.has(key)) continue;
    seen.add(key);
    const members = group.map((id) => byLine.get(id)).filter((one): one is CancelLine => !!one);
    const items = members.map((member) => order.items[member.item]).filter((item) => !!item);
    if (items.length === 0 || items.every((item) => item.cancelled)) continue;
    const first = items[0];
    const refusal = members.find((member) => !member.allowed);
    choices.push({
      key,
      lineIds: group,
      names: items.map((item) => `${item.count} × ${item.name}`),
      when: first?.date
        ? [formatDate(first.date), first.time].filter(Boolean).join(', ')
        : (first?.time ?? null),
      allowed: refusal === undefined,
      reason: refusal?.reason ?? null,
      deadline: members.find((member) => member.deadline)?.deadline ?? null,
      refund: members.reduce((sum, member) => sum + (member.refund ?? 0), 0),
      fee: members.reduce((sum, member) => sum + (member.fee ?? 0), 0),
    });
  }
  return choices;
}

type Step =
  | { kind: 'choose' }
  /** The server's quote of the choice is on its way. */
  | { kind: 'quoting'; lineIds: number[]; key: string }
  | { kind: 'confirm'; lineIds: number[]; refund: number; fee: number; key: string }
  | { kind: 'sending'; lineIds: number[]; refund: number; fee: number; key: string }
  | { kind: 'done'; refund: number; creditNote: string | null };

export function CancelLines({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The quote a later choice asked for wins over an earlier one still on its way.
  const quoteKey = useRef<string | null>(null);
  // The outcome takes the focus, so that a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (step.kind === 'done') doneRef.current?.focus();
  }, [step.kind]);
  const cancellation = order.cancellation;
  if (!cancellation?.terms.allowed) return null;
  const choices = choicesOf(order, cancellation);
  if (choices.length === 0 && step.kind !== 'done') return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const { terms } = cancellation;

  const reasonText = (reason: string | null, deadline: string | null) => {
    const code = reason && KNOWN_REASONS.has(reason) ? reason : 'NOT_ALLOWED';
    if (code === 'DEADLINE_PASSED' && !deadline) {
      return t('checkout.cancelLines.reasons.DEADLINE_PASSED_NOW');
    }
    return t(`checkout.cancelLines.reasons.${code}`, {
      when: deadline ? localWhen(deadline) : '',
    });
  };

  const chosen = choices.filter((choice) => choice.allowed && selected.has(choice.key));

  const failure = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    return code && KNOWN_REASONS.has(code)
      ? reasonText(code, null)
      : t('checkout.cancelLines.failed');
  };

  const onChoose = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setProblem(t('checkout.cancelLines.selectOne'));
      return;
    }
    setProblem(null);
    const lineIds = chosen.flatMap((choice) => choice.lineIds);
    const key = newRequestKey();
    quoteKey.current = key;
    setStep({ kind: 'quoting', lineIds, key });
    try {
      const quote = await client.call('orderCancelQuote', {
        lang,
        query: { id: order.id, lineIds: lineIds.join(',') },
      });
      if (quoteKey.current !== key) return;
      setStep({ kind: 'confirm', lineIds, refund: quote.refund, fee: quote.fee, key });
    } catch (error) {
      if (quoteKey.current !== key) return;
      setProblem(failure(error));
      setStep({ kind: 'choose' });
    }
  };

  const onConfirm = async () => {
    if (step.kind !== 'confirm') return;
    setStep({ ...step, kind: 'sending' });
    try {
      const answer = await client.call('orderCancelLines', {
        lang,
        body: { id: order.id, lineIds: step.lineIds, key: step.key },
      });
      setSelected(new Set());
      setStep({ kind: 'done', refund: answer.refund, creditNote: answer.creditNote });
      await queryClient.invalidateQueries({ queryKey: ['orderReview'] });
    } catch (error) {
      setProblem(failure(error));
      // The same request may be sent again with its key: it is answered once.
      setStep({ ...step, kind: 'confirm' });
    }
  };

  const feeText =
    terms.fee === null
      ? null
      : 'percent' in terms.fee
        ? t('checkout.cancelLines.feePercent', { percent: terms.fee.percent })
        : t('checkout.cancelLines.feeFixed', { fee: money(terms.fee.fixed) });

  return (
    <section className="checkout-return__card cancel-lines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.cancelLines.title')}</h2>
      <p>
        {terms.untilHours > 0
          ? t('checkout.cancelLines.terms', { duration: leadTimeText(t, terms.untilHours) })
          : t('checkout.cancelLines.termsAtStart')}
        {feeText ? ` ${feeText}` : ''}
      </p>
      {problem && (
        <p className="notice notice--danger" role="alert">
          {problem}
        </p>
      )}
      {step.kind === 'done' && (
        <div ref={doneRef} tabIndex={-1} className="notice notice--success" role="status">
          <p>{t('checkout.cancelLines.done', { amount: money(step.refund) })}</p>
          {step.creditNote && (
            <a href={step.creditNote} download>
              {t('checkout.cancelLines.creditNote')}
            </a>
          )}
        </div>
      )}
      {(step.kind === 'choose' || step.kind === 'done') && choices.length > 0 && (
        <form onSubmit={(event) => void onChoose(event)} noValidate>
          <fieldset className="cancel-lines__choices">
            <legend>{t('checkout.cancelLines.choose')}</legend>
            <ul>
              {choices.map((choice) => {
                const id = `${headingId}-${choice.key}`;
                return (
                  <li key={choice.key} className="cancel-lines__choice">
                    <input
                      id={id}
                      type="checkbox"
                      disabled={!choice.allowed}
                      checked={choice.allowed && selected.has(choice.key)}
                      aria-describedby={`${id}-info`}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(choice.key);
                        else next.delete(choice.key);
                        setSelected(next);
                      }}
                    />
                    <label htmlFor={id}>
                      <span className="cancel-lines__names">{choice.names.join(', ')}</span>
                      {choice.when && <span className="cancel-lines__when">{choice.when}</span>}
                    </label>
                    <span id={`${id}-info`} className="cancel-lines__info">
                      {choice.allowed
                        ? [
                            t('checkout.cancelLines.refund', { amount: money(choice.refund) }),
                            choice.fee > 0
                              ? t('checkout.cancelLines.fee', { fee: money(choice.fee) })
                              : null,
                            choice.deadline
                              ? t('checkout.cancelLines.until', {
                                  when: localWhen(choice.deadline),
                                })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')
                        : reasonText(choice.reason, choice.deadline)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {choices.some((choice) => choice.allowed) && (
            <button type="submit" className="button checkout-button--outline">
              {t('checkout.cancelLines.submit')}
            </button>
          )}
        </form>
      )}
      {step.kind === 'quoting' && (
        <div className="cancel-lines__confirm" aria-busy="true">
          <h3>{t('checkout.cancelLines.confirmTitle')}</h3>
          <p role="status">{t('checkout.cancelLines.quoting')}</p>
          <div className="checkout-return__actions">
            <button
              type="button"
              className="button checkout-button--outline"
              onClick={() => {
                quoteKey.current = null;
                setStep({ kind: 'choose' });
              }}
            >
              {t('checkout.cancelLines.back')}
            </button>
          </div>
        </div>
      )}
      {(step.kind === 'confirm' || step.kind === 'sending') && (
        <div className="cancel-lines__confirm">
          <h3>{t('checkout.cancelLines.confirmTitle')}</h3>
          <p>
            {t('checkout.cancelLines.confirmText', { amount: money(step.refund) })}
            {step.fee > 0
              ? ` ${t('checkout.cancelLines.confirmFee', { fee: money(step.fee) })}`
              : ''}
          </p>
          <div className="checkout-return__actions">
            <button
              type="button"
              className="button"
              onClick={() => void onConfirm()}
              disabled={step.kind === 'sending'}
              aria-busy={step.kind === 'sending'}
            >
              {t('checkout.cancelLines.confirm')}
            </button>
            <button
              type="button"
              className="button checkout-button--outline"
              disabled={step.kind === 'sending'}
              onClick={() => {
                setProblem(null);
                setStep({ kind: 'choose' });
              }}
            >
              {t('checkout.cancelLines.back')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
