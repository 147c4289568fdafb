/** A count field of the desk: a labelled number input that never goes below 0. */
export function CountInput(props: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="desk-count">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        max={props.max}
        value={props.value}
        onChange={(event) =>
          props.onChange(Math.max(0, Math.floor(Number(event.target.value) || 0)))
        }
      />
    </div>
  );
}
