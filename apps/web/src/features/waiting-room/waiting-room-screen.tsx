/**
 * The waiting page (`waitingRoom`, docs/decisions.md "A waiting room for on-sale moments"): the
 * checkout sent the visitor here with its place (`room`) and the page to go back to (`returnTo`).
 * It asks `waitingroom/place` when the server says (`pollMs`), shows the position, the estimated wait
 * and the progress in a polite live region, and goes back to the basket by itself once admitted.
 */
import { LANGUAGES, routePath, safeReturnTo, type Language } from '@foyer/domain';
import type { WaitingRoomPlace } from '@foyer/domain/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import { WAITING_ROOM_TEXTS } from './texts';
import './waiting-room.css';

const ROOM = /^(event:[1-9][0-9]{0,9}|load)$/;
/** How long to wait before asking again when the shop could not be reached. */
const RETRY_MS = 5000;

/** Adds the page's texts (`waitingRoom.*`) to i18next once per language; they come with this chunk. */
function useRoomTexts(): void {
  const { i18n } = useTranslation();
  for (const lang of LANGUAGES as readonly Language[]) {
    if (!i18n.exists('waitingRoom.position', { lng: lang, fallbackLng: false })) {
      i18n.addResourceBundle(
        lang,
        'translation',
        { waitingRoom: WAITING_ROOM_TEXTS[lang] },
        true,
        false,
      );
    }
  }
}

export function WaitingRoomScreen({ route }: ScreenProps) {
  useRoomTexts();
  const { t: shop } = useTranslation();
  const t = (key: keyof (typeof WAITING_ROOM_TEXTS)['en'], options?: Record<string, unknown>) =>
    shop(`waitingRoom.${key}`, options);
  const lang = useLanguage();
  const api = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const room = params.get('room') ?? '';
  const back = safeReturnTo(params.get('returnTo')) ?? routePath('checkout', lang);
  const [place, setPlace] = useState<WaitingRoomPlace | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  // Where to go once admitted, read when it is time (asking again must not restart on a re-render).
  const leave = useRef(() => navigate(back, { replace: true }));
  leave.current = () => navigate(back, { replace: true });

  useEffect(() => {
    if (!ROOM.test(room)) {
      leave.current();
      return undefined;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await api.call('waitingRoomPlace', { query: { room } });
        if (stopped) return;
        setUnreachable(false);
        setPlace(answer);
        if (answer.state === 'admitted' || answer.state === 'none') {
          leave.current();
        } else if (answer.state === 'waiting') {
          timer = setTimeout(() => void ask(), answer.pollMs);
        }
      } catch {
        if (stopped) return;
        setUnreachable(true);
        timer = setTimeout(() => void ask(), RETRY_MS);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, room]);

  const minutes = place ? Math.ceil(place.waitSeconds / 60) : 0;
  return (
    <section className="waiting-room" aria-labelledby="waiting-room-title">
      <h1 id="waiting-room-title">{shop(route.titleKey)}</h1>
      {place?.state === 'soldOut' ? (
        <div aria-live="polite">
          <p className="waiting-room__status">{t('soldOut')}</p>
          <Link className="waiting-room__link" to={routePath('tickets', lang)}>
            {t('toTickets')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('lead')}</p>
          <div className="waiting-room__status" aria-live="polite" aria-atomic="true">
            {place?.state === 'waiting' && (
              <>
                <p className="waiting-room__position">
                  {t('position', { position: place.position })}
                </p>
                <p>
                  {place.waitSeconds < 60 ? t('waitSeconds') : t('waitMinutes', { count: minutes })}
                </p>
              </>
            )}
            {place?.state === 'admitted' && <p>{t('admitted')}</p>}
            {unreachable && <p>{t('unreachable')}</p>}
          </div>
          <div
            className="waiting-room__bar"
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((place?.progress ?? 0) * 100)}
          >
            <div
              className="waiting-room__fill"
              style={{ width: `${Math.round((place?.progress ?? 0) * 100)}%` }}
            />
          </div>
          <p className="waiting-room__note">{t('keepOpen')}</p>
          <Link className="waiting-room__link" to={back}>
            {t('toBasket')}
          </Link>
        </>
      )}
    </section>
  );
}
