/**
 * How long before a visit's start the museum's terms let a visitor act (`untilHours` of the cancel
 * and move terms, docs/configuration.md "Visitor's terms"), in words: whole hours as hours ("24
 * hours", "1 hour"); under one hour, or a part of an hour, as minutes ("15 minutes", "90 minutes"),
 * rounded to the minute as the deadline is (`cancelDeadline` of the domain). Every terms sentence
 * of the shop names its `{{duration}}` with it.
 */
import type { TFunction } from 'i18next';

export function leadTimeText(t: TFunction, hours: number): string {
  const minutes = Math.round(hours * 60);
  return minutes % 60 === 0
    ? t('common.duration.hours', { count: minutes / 60 })
    : t('common.duration.minutes', { count: minutes });
}
