/**
 * The time slots of a chosen day as a group of radio buttons: each shows its time and what it holds
 * ("12 left", "sold out"); a sold-out slot stays visible but cannot be chosen.
 */
import { classNames } from '../class-names';
import './calendar.css';

/** One time of the day: its value, its time text and its availability. */
export interface TimeSlotOption {
  readonly value: string;
  /** The time as shown, e.g. "10:30" or "14:00–16:00". */
  readonly time: string;
  /** The availability as words, e.g. "12 left" or "sold out". */
  readonly detail: string;
  readonly state: 'available' | 'few' | 'soldOut';
}

export interface TimeSlotsProps {
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly TimeSlotOption[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly describedBy?: string;
  readonly invalid?: boolean;
}

export function TimeSlots({
  name,
  legend,
  options,
  value,
  onChange,
  describedBy,
  invalid = false,
}: TimeSlotsProps) {
  return (
    <fieldset
      className={classNames('time-slots', invalid && 'is-invalid')}
      aria-describedby={describedBy}
    >
      <legend className="visually-hidden">{legend}</legend>
      <ul className="time-slots__list">
        {options.map((option) => {
          const soldOut = option.state === 'soldOut';
          return (
            <li key={option.value}>
              <label className={classNames('time-slot', `time-slot--${option.state}`)}>
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  disabled={soldOut}
                  onChange={() => onChange(option.value)}
                />
                <span className="time-slot__time">{option.time}</span>{' '}
                <span className="time-slot__detail">{option.detail}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
