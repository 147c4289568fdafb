/**
 * The door's scanner at /admin/scan, for a phone held in one hand: the camera reads QR
 * codes continuously, a code can be typed, the answer fills the screen with a sound and a
 * vibration and is announced to screen readers. It keeps working offline for the day: it decides
 * with the day's stored barcodes and sends the queued scans when the network is back.
 */
import { venueToday, type Checkpoint } from '@foyer/domain';
import {
  checkinEndpoints,
  type CheckinDay,
  type OfflineList,
  type ScanAnswer,
} from '@foyer/domain/admin-contract';
import { isCancelledError, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { adminQuery } from '../../queries';
import { useScanText } from './scan-texts';
import { createDecoder, openCamera } from './camera';
import { signal } from './feedback';
import { scanAnswered, scanDecoded } from './latency';
import {
  decideOffline,
  dequeue,
  enqueue,
  markUsed,
  newScanId,
  queuedScans,
  storedList,
  storeList,
} from './offline';
import { ScanResultPanel, useResultText, type ResultClock, type ShownResult } from './scan-result';
import './scan.css';

const DEVICE_KEY = 'foyer.scan.device';
/** The same code in front of the camera is not scanned again within this time. */
const REPEAT_MS = 4000;
const SYNC_MS = 5000;

function deviceName(): string {
  const stored = localStorage.getItem(DEVICE_KEY);
  if (stored) return stored;
  const made = `door-${newScanId().slice(0, 4)}`;
  localStorage.setItem(DEVICE_KEY, made);
  return made;
}

function countsOf(day: CheckinDay | null, checkpoint: Checkpoint) {
  let expected = 0;
  let checkedIn = 0;
  for (const entrance of day?.entrances ?? []) {
    if (checkpoint.entrance !== null && entrance.entrance !== checkpoint.entrance) continue;
    for (const slot of entrance.slots) {
      if (checkpoint.slot !== null && slot.at !== checkpoint.slot) continue;
      expected += slot.expected;
      checkedIn += slot.checkedIn;
    }
  }
  return { expected, checkedIn };
}

/** `timeZone`: the museum's (the staff session's), in which the door's day and times are read. */
export default function ScanScreen({ timeZone }: { timeZone: string }) {
  const { t: tAdmin, language, setMe } = useAdmin();
  const t = useScanText();
  // The museum's today, whatever zone the phone at the door is set to.
  const date = useMemo(() => venueToday(new Date(), timeZone), [timeZone]);
  // The day's entrances, counts and conflicts, shown as the query by its key holds them; each
  // refresh (at the start and after queued scans were sent) asks for them again.
  const queryClient = useQueryClient();
  const day = useQuery(adminQuery(checkinEndpoints.checkinDay, { query: { date } })).data ?? null;
  const [list, setList] = useState<OfflineList | null>(() => storedList(date));
  const [checkpoint, setCheckpoint] = useState<Checkpoint>({ entrance: null, slot: null });
  const [counts, setCounts] = useState({ expected: 0, checkedIn: 0 });
  const [result, setResult] = useState<ShownResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [online, setOnline] = useState(navigator.onLine);
  const [waiting, setWaiting] = useState(() => queuedScans().length);
  const [device, setDevice] = useState(deviceName);
  // Read by `refresh` without making it new on every keystroke of the device's name.
  const deviceRef = useRef(device);
  useEffect(() => {
    deviceRef.current = device;
  }, [device]);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState<'off' | 'on' | 'failed'>('off');
  const video = useRef<HTMLVideoElement>(null);
  const showing = useRef(false);
  const resultText = useResultText();
  const time = useCallback(
    (iso: string) =>
      iso
        ? new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso))
        : '',
    [language, timeZone],
  );
  // A ticket used on another day says which day.
  const clock = useMemo<ResultClock>(
    () => ({
      time,
      otherDay: (iso) =>
        venueToday(new Date(iso), timeZone) === venueToday(new Date(), timeZone)
          ? null
          : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(
              new Date(iso),
            ),
    }),
    [time, language, timeZone],
  );
  // A claimed time may lie on another day.
  const dateTime = useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(iso)),
    [language, timeZone],
  );

  const [failure, setFailure] = useState<string | null>(null);
  // An ended session leads to the sign-in (queued scans wait in the browser); others are shown.
  const fail = useCallback(
    (error: AdminApiError) => {
      if (error.status === 401) setMe(null);
      else setFailure(tAdmin('errorGeneric'));
    },
    [setMe, tAdmin],
  );

  // The offline list is stored in the browser for the day, not kept as a query: the scanner decides
  // with it when the network is gone.
  const refresh = useCallback(async () => {
    try {
      const [, nextList] = await Promise.all([
        queryClient.fetchQuery(adminQuery(checkinEndpoints.checkinDay, { query: { date } })),
        // With the device's name: its offline scans of the day cannot be older than this list.
        callAdmin(checkinEndpoints.checkinOffline, {
          query: { date, device: deviceRef.current.trim() || deviceName() },
        }),
      ]);
      storeList(nextList);
      setList(nextList);
    } catch (error) {
      // The screen was left while the day was asked for.
      if (isCancelledError(error)) return;
      if (error instanceof AdminApiError) return fail(error);
      setOnline(false);
    }
  }, [date, fail, queryClient]);

  const sync = useCallback(async () => {
    const scans = queuedScans();
    if (scans.length === 0 || !navigator.onLine) return;
    try {
      const { results } = await callAdmin(checkinEndpoints.checkinSync, {
        body: { scans: scans.slice(0, 500) },
      });
      dequeue(new Set(results.map((answer) => answer.scanId)));
      setWaiting(queuedScans().length);
      setOnline(true);
      await refresh();
    } catch (error) {
      if (error instanceof AdminApiError) return fail(error);
      setOnline(false);
    }
  }, [refresh, fail]);

  useEffect(() => {
    void refresh().then(sync);
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => void sync(), SYNC_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [refresh, sync]);

  useEffect(() => setCounts(countsOf(day, checkpoint)), [day, checkpoint]);
  useEffect(() => {
    if (result) scanAnswered({ offline: result.offline, status: result.status });
  }, [result]);

  const show = useCallback(
    (next: ShownResult) => {
      const lines = resultText(next, clock);
      showing.current = true;
      setResult(next);
      setAnnouncement(
        `${next.status === 'valid' ? '' : `${t('scanRefused')}: `}${lines.join('. ')}`,
      );
      signal(next.status === 'valid');
    },
    [resultText, time, t],
  );

  const decideHere = useCallback(
    (typed: string, scanId: string) => {
      const now = new Date();
      const { decision, ticket } = decideOffline(list, typed, checkpoint, now, timeZone);
      enqueue({
        scanId,
        barcode: typed,
        device,
        checkpoint,
        scannedAt: now.toISOString(),
        offline: decision,
      });
      setWaiting(queuedScans().length);
      if (decision.status === 'valid' && ticket) {
        markUsed(ticket.barcode, now);
        setList(storedList(date));
        setCounts((before) => ({ ...before, checkedIn: before.checkedIn + ticket.admits }));
      }
      show({
        scanId,
        status: decision.status,
        reason: decision.status === 'refused' ? decision.reason : null,
        usedAt: ticket?.usedAt ?? null,
        ticket,
        offline: true,
        conflict: false,
      });
    },
    [list, checkpoint, device, date, show, timeZone],
  );

  const check = useCallback(
    async (typed: string) => {
      const scanId = newScanId();
      setFailure(null);
      if (!navigator.onLine) {
        setOnline(false);
        decideHere(typed, scanId);
        return;
      }
      let answer: ScanAnswer;
      try {
        answer = await callAdmin(checkinEndpoints.checkinScan, {
          body: { scanId, barcode: typed, device, checkpoint },
        });
      } catch (error) {
        if (error instanceof AdminApiError) return fail(error);
        setOnline(false);
        decideHere(typed, scanId);
        return;
      }
      setOnline(true);
      setCounts(answer.counts);
      if (answer.status === 'valid' && answer.ticket) markUsed(answer.ticket.barcode, new Date());
      show({ ...answer, offline: false });
    },
    [device, checkpoint, decideHere, show, fail],
  );

  // The camera loop reads the latest `check` through a ref, so new choices do not restart the camera.
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  }, [check]);

  // The camera loop: decode a frame every ~150 ms while no answer is shown.
  useEffect(() => {
    if (camera !== 'on') return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        stream = await openCamera();
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const decode = await createDecoder();
        while (!stopped) {
          const found = showing.current ? null : await decode(element).catch(() => null);
          if (found && (found !== last.code || Date.now() - last.at > REPEAT_MS)) {
            scanDecoded('camera');
            last = { code: found, at: Date.now() };
            await latestCheck.current(found).catch(() => undefined);
          }
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      } catch {
        if (!stopped) setCamera('failed');
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [camera]);

  const close = useCallback(() => {
    showing.current = false;
    setResult(null);
  }, []);
  // With the camera on, the answer gives way to the next ticket by itself; typed codes wait.
  useEffect(() => {
    if (!result || camera !== 'on') return;
    const timer = window.setTimeout(close, result.status === 'valid' ? 2500 : 4000);
    return () => window.clearTimeout(timer);
  }, [result, close, camera]);

  const entrance = day?.entrances.find((known) => known.entrance === checkpoint.entrance) ?? null;
  const slotLabel = (at: string) => (at.endsWith('T00:00') ? t('scanWholeDay') : at.slice(11));

  return (
    <div className="scan-screen">
      <h1>{tAdmin('scanTitle')}</h1>
      <p
        className={`scan-network ${online ? '' : 'scan-network--offline'}`}
        data-testid="scan-network"
      >
        {online
          ? waiting > 0
            ? t('scanWaiting', { count: waiting })
            : t('scanOnline')
          : t('scanOffline', { count: waiting })}
        {list && ` · ${t('scanOfflineReady', { count: list.tickets.length })}`}
      </p>
      <div className="scan-choice">
        <label>
          {t('scanEntrance')}
          <select
            value={checkpoint.entrance ?? ''}
            onChange={(event) =>
              setCheckpoint({ entrance: event.target.value || null, slot: null })
            }
          >
            <option value="">{t('scanAllEntrances')}</option>
            {day?.entrances.map((known) => (
              <option key={known.entrance} value={known.entrance}>
                {known.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('scanSlot')}
          <select
            value={checkpoint.slot ?? ''}
            disabled={!entrance}
            onChange={(event) =>
              setCheckpoint({ entrance: checkpoint.entrance, slot: event.target.value || null })
            }
          >
            <option value="">{t('scanAllSlots')}</option>
            {entrance?.slots.map((slot) => (
              <option key={slot.at} value={slot.at}>
                {slotLabel(slot.at)} ({slot.checkedIn}/{slot.expected})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="scan-counts" data-testid="scan-counts">
        {t('scanCounts', counts)}
      </p>
      <div className="scan-camera">
        <video ref={video} muted playsInline hidden={camera !== 'on'} aria-hidden="true" />
        {camera === 'on' && <p className="scan-hint">{t('scanCameraHint')}</p>}
        {camera === 'failed' && <p role="alert">{t('scanCameraError')}</p>}
        <button type="button" onClick={() => setCamera(camera === 'on' ? 'off' : 'on')}>
          {camera === 'on' ? t('scanStopCamera') : t('scanStartCamera')}
        </button>
      </div>
      <form
        className="scan-typed"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          if (!typed) return;
          setCode('');
          scanDecoded('typed');
          void check(typed);
        }}
      >
        <label htmlFor="scan-code">{t('scanCode')}</label>
        <div>
          <input
            id="scan-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit">{t('scanCheck')}</button>
        </div>
      </form>
      {failure && <p role="alert">{failure}</p>}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      {result && (
        <ScanResultPanel result={result} lines={resultText(result, clock)} onClose={close} />
      )}
      <section className="scan-conflicts" aria-labelledby="scan-conflicts-title">
        <h2 id="scan-conflicts-title">{t('scanConflicts')}</h2>
        {day && day.conflicts.length === 0 && <p>{t('scanNoConflicts')}</p>}
        {day && day.conflicts.length > 0 && (
          <ul data-testid="scan-conflicts">
            {day.conflicts.map((conflict) => (
              <li key={`${conflict.barcode}-${conflict.scannedAt}`}>
                {conflict.claimedAt
                  ? t('scanClaimLine', {
                      barcode: conflict.barcode,
                      name: conflict.name,
                      device: conflict.device ?? '?',
                      claimedAt: dateTime(conflict.claimedAt),
                      scannedAt: dateTime(conflict.scannedAt),
                    })
                  : t('scanConflictLine', {
                      barcode: conflict.barcode,
                      name: conflict.name,
                      admittedAt: time(conflict.admittedAt),
                      admittedDevice: conflict.admittedDevice ?? '?',
                      scannedAt: time(conflict.scannedAt),
                      device: conflict.device ?? '?',
                    })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <details className="scan-more">
        <summary>{t('scanDevice')}</summary>
        <label>
          {t('scanDevice')}
          <input
            value={device}
            maxLength={100}
            onChange={(event) => {
              setDevice(event.target.value);
              if (event.target.value.trim()) localStorage.setItem(DEVICE_KEY, event.target.value);
            }}
          />
        </label>
      </details>
    </div>
  );
}
