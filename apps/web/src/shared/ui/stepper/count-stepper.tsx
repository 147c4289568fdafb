/**
 * The one count stepper of the shop: a number field between two buttons, "one fewer" and "one more",
 * each with its own label. The field keeps what the visitor types (a count above the limit is
 * refused with a message by its owner rather than silently changed); the buttons and the Home/End
 * and Page keys stay within `min` and `max`. A button at its limit stays focusable and says so with
 * `aria-disabled`, so keyboard focus never drops to the page; a step made with a button is announced
 * in a polite live region when `announceLabel` is given. Counts are read with the domain's `toCount`
 * (non-numeric counts are 0).
 */
import { toCount } from '@foyer/domain';
import { useState, type KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import './count-stepper.css';

export interface CountStepperProps {
  /** The id of the number field; the visible label points at it with `htmlFor`. */
  readonly id: string;
  /** The count as entered. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly min?: number;
  /** The most the buttons go to; null for no limit. */
  readonly max: number | null;
  /** Labels of the buttons, e.g. "One ticket fewer: Adults". */
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly disabled?: boolean;
  /** When given, a step made with a button is announced as "{announceLabel}: {count}". */
  readonly announceLabel?: string;
  readonly onBlur?: () => void;
}

export function CountStepper({
  id,
  value,
  onChange,
  min = 0,
  max,
  decreaseLabel,
  increaseLabel,
  describedBy,
  invalid = false,
  disabled = false,
  announceLabel,
  onBlur,
}: CountStepperProps) {
  const [announced, setAnnounced] = useState('');
  const count = toCount(value);
  const atMin = disabled || count <= min;
  const atMax = disabled || (max !== null && count >= max);
  const within = (next: number) =>
    String(max === null ? Math.max(min, next) : Math.min(max, Math.max(min, next)));

  const step = (delta: number) => {
    if ((delta < 0 && atMin) || (delta > 0 && atMax)) return;
    const next = within(count + delta);
    onChange(next);
    if (announceLabel !== undefined) setAnnounced(`${announceLabel}: ${next}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Home/End and the page keys jump to the limits, as on a slider.
    if ((event.key === 'End' || event.key === 'PageUp') && max !== null) {
      event.preventDefault();
      onChange(String(max));
    } else if (event.key === 'Home' || event.key === 'PageDown') {
      event.preventDefault();
      onChange(String(min));
    }
  };

  return (
    <div className={classNames('stepper', invalid && 'is-invalid')}>
      <button
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        aria-controls={id}
        aria-disabled={atMin || undefined}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max ?? undefined}
        step={1}
        value={value}
        placeholder={String(min)}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        onBlur={onBlur}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        aria-controls={id}
        aria-disabled={atMax || undefined}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {announceLabel !== undefined && (
        <span className="visually-hidden" role="status">
          {announced}
        </span>
      )}
    </div>
  );
}
