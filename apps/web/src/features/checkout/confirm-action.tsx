/**
 * A button that asks before it acts (remove an item, empty the basket): the question and the yes/no
 * buttons replace it inline, focus moves to "yes", Escape or "no" puts focus back on the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfirmActionProps {
  /** The visible text of the button. */
  readonly label: ReactNode;
  /** The button's name when the visible text alone is not enough ("Remove Poster"). */
  readonly name?: string;
  /** The question asked before acting. */
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly onConfirm: () => void;
  readonly className?: string;
}

export function ConfirmAction({
  label,
  name,
  question,
  yes,
  no,
  onConfirm,
  className,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (returnFocus) {
      button.current?.focus();
      setReturnFocus(false);
    }
  }, [asking, returnFocus]);

  const cancel = () => {
    setAsking(false);
    setReturnFocus(true);
  };

  if (!asking) {
    return (
      <button
        ref={button}
        type="button"
        className={className ?? 'link-button'}
        onClick={() => setAsking(true)}
        aria-label={name}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      className="confirm-action"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          cancel();
        }
      }}
    >
      <p id={questionId} className="confirm-action__question">
        {question}
      </p>
      <div className="confirm-action__buttons">
        <button
          ref={yesButton}
          type="button"
          className="button button--small button--danger"
          onClick={onConfirm}
        >
          {yes}
        </button>
        <button type="button" className="button button--small button--quiet" onClick={cancel}>
          {no}
        </button>
      </div>
    </div>
  );
}
