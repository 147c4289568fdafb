/**
 * A quantity stepper (issue 7 item 10): a labelled number input between a "one less" and a "one more"
 * button. The caller owns the rule: every change goes through `onChange`, which answers the value it
 * accepted (for merchandise the domain's `clampQuantity`). A button at its limit stays focusable and
 * says so with `aria-disabled`, so keyboard focus never drops to the page; changes made with the
 * buttons are announced in a polite live region.
 */
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The visible label of the input, e.g. "Quantity". */
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** Asks for a new value; answers the value the caller accepted. */
  readonly onChange: (requested: number) => number;
  /** Accessible names of the two buttons, in the screen's language. */
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  /** Ids of texts that describe the input (availability, errors). */
  readonly describedBy?: string;
  readonly disabled?: boolean;
  readonly id?: string;
}

export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  describedBy,
  disabled = false,
  id,
}: QuantityStepperProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const [draft, setDraft] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const atMin = disabled || value <= min;
  const atMax = disabled || value >= max;

  const step = (delta: number) => {
    if ((delta < 0 && atMin) || (delta > 0 && atMax)) return;
    const accepted = onChange(value + delta);
    setDraft(null);
    setAnnounced(`${label}: ${accepted}`);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    if (text.trim() !== '') onChange(Number(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Page keys jump to the limits, as on a slider.
    if (event.key === 'PageUp' || event.key === 'End') {
      event.preventDefault();
      setDraft(null);
      onChange(max);
    } else if (event.key === 'PageDown' || event.key === 'Home') {
      event.preventDefault();
      setDraft(null);
      onChange(min);
    }
  };

  return (
    <div className="quantity-stepper">
      <label className="quantity-stepper__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          aria-disabled={atMin || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={increaseLabel}
          aria-controls={inputId}
          aria-disabled={atMax || undefined}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </div>
  );
}
