/**
 * A count stepper: a number field between two buttons, "one fewer" and "one more", each with its own
 * label. The field keeps what the visitor types (a count above the limit is refused with a message
 * rather than silently changed); the buttons stay within `min` and `max`. Counts are read with the
 * domain's `toCount` (non-numeric counts are 0, spec 5).
 */
import { toCount } from '@foyer/domain';
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
}: CountStepperProps) {
  const count = toCount(value);
  const canDecrease = !disabled && count > min;
  const canIncrease = !disabled && (max === null || count < max);
  const step = (delta: number) => {
    const next = Math.max(min, count + delta);
    onChange(String(max === null ? next : Math.min(max, next)));
  };
  return (
    <div className={classNames('stepper', invalid && 'is-invalid')}>
      <button
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={!canDecrease}
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
        onFocus={(event) => event.target.select()}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        aria-controls={id}
        disabled={!canIncrease}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
