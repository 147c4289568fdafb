/**
 * A euro amount typed at the till (the float, the counted cash): its label, the field, and the
 * error while what was typed is not an amount (`useCashField`, the domain's `parseCashAmount`).
 */
import type { useCashField } from './till-cash-field';
import { useTillText } from './till-texts';

export function TillAmountInput(props: {
  id: string;
  label: string;
  field: ReturnType<typeof useCashField>;
  /** The form was sent: an amount that is not one is shown as an error. */
  tried: boolean;
}) {
  const t = useTillText();
  const { id, field } = props;
  const invalid = props.tried && field.cents === null;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className="till-amount"
        value={field.text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => field.setText(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {t('tillAmountInvalid')}
        </p>
      )}
    </div>
  );
}
