/**
 * A quantity stepper: the shop's count stepper with a visible label and a numeric
 * value whose rule the caller owns: every change goes through `onChange`, which answers the value it
 * accepted (for merchandise the domain's `clampQuantity`). While the visitor types, the field shows
 * what they typed; leaving it shows the accepted value again.
 */
import { useId, useState } from 'react';
import { CountStepper } from './stepper/count-stepper';
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

  const change = (text: string) => {
    setDraft(text);
    if (text.trim() !== '') {
      const accepted = onChange(Number(text));
      // A value the owner took as asked needs no draft; anything else stays as typed until blur.
      if (String(accepted) === text) setDraft(null);
    }
  };

  return (
    <div className="quantity-stepper">
      <label className="quantity-stepper__label" htmlFor={inputId}>
        {label}
      </label>
      <CountStepper
        id={inputId}
        value={draft ?? String(value)}
        onChange={change}
        min={min}
        max={max}
        decreaseLabel={decreaseLabel}
        increaseLabel={increaseLabel}
        describedBy={describedBy}
        disabled={disabled}
        announceLabel={label}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}
