/**
 * The museum's cancellation terms in one sentence before the visitor buys (the basket's summary and
 * the payment step): whether the visits of this basket can be cancelled on the order's page, and
 * until when, and the museum's fee (`basketCancellationNote` of the domain, the museum's terms from
 * `shopinfo`); and a second sentence on moving a visit to another time (`basketMoveNote`), when the
 * server names its move terms.
 */
import { basketCancellationNote, basketMoveNote, formatMoney, type Language } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leadTimeText } from '@/i18n/lead-time';
import { useApiClient } from '@/shared/api/api-context';
import { shopInfoQuery } from '@/shared/api/queries';
import { useCart } from '@/shared/session/cart-store';

export function CancellationNote({ lang, className }: { lang: Language; className: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const info = useQuery(shopInfoQuery(client, lang));
  // The store's own array: a selector must not make a new one on every read.
  const items = useCart((state) => state.basket.items);
  // Until the shop's facts have arrived nothing is said rather than something untrue.
  if (!info.data) return null;
  const note = basketCancellationNote(
    info.data.meta.cancellation,
    items.map((item) => item.type),
  );
  if (note.kind === 'none') return null;
  const moveTerms = info.data.meta.move;
  const move = moveTerms
    ? basketMoveNote(
        moveTerms,
        items.map((item) => item.type),
      )
    : null;
  const moveText =
    move === null || move.kind === 'none'
      ? null
      : move.kind === 'notOnline'
        ? t('basket.move.notOnline')
        : move.untilHours === 0
          ? t('basket.move.atStart')
          : t('basket.move.until', { duration: leadTimeText(t, move.untilHours) });
  let text: string;
  if (note.kind === 'notOnline') text = t('basket.cancellation.notOnline');
  else {
    const until =
      note.untilHours === 0
        ? t(note.all ? 'basket.cancellation.atStart' : 'basket.cancellation.someAtStart')
        : t(note.all ? 'basket.cancellation.until' : 'basket.cancellation.someUntil', {
            duration: leadTimeText(t, note.untilHours),
          });
    // The fee in the words of the order review's "Cancel tickets".
    const fee =
      note.fee === null
        ? null
        : 'percent' in note.fee
          ? t('checkout.cancelLines.feePercent', { percent: note.fee.percent })
          : t('checkout.cancelLines.feeFixed', { fee: formatMoney(note.fee.fixed, lang) });
    text = fee ? `${until} ${fee}` : until;
  }
  return (
    <>
      <p className={className}>{text}</p>
      {moveText && <p className={className}>{moveText}</p>}
    </>
  );
}
