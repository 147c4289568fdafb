/**
 * The first `Intl` formatter of a kind costs much more than the next ones: the browser loads its
 * locale, currency and time zone data then (tens of milliseconds on a phone). The boot builds one
 * of each kind the first screens use (prices, the venue's dates, calendar names), each in a task of
 * its own while the app waits for the network, so that this cost is not part of the long task that
 * renders the page (total blocking time).
 */
import { resolveLocale, type Language } from '@foyer/domain';

export function warmUpFormats(
  lang: Language,
  schedule = (step: () => void) => setTimeout(step, 0),
) {
  const locale = resolveLocale(lang);
  const steps = [
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(0),
    () => new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', hourCycle: 'h23' }).format(0),
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(0),
  ];
  for (const step of steps) {
    schedule(() => {
      try {
        step();
      } catch {
        // Only a head start: the screens build their own formatters anyway.
      }
    });
  }
}
