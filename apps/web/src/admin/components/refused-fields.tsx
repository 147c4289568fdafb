/**
 * How a back-office form shows a refused field (docs/decisions.md, "A refused field keeps the
 * focus"): the message beside the field, tied to it by aria-invalid and aria-describedby, and the
 * focus on the first refused field of the form, for the form's own checks and the server's 422
 * (`AdminApiError.fields`) alike. The catalog editors (editor.tsx), the staff screen's new account
 * and the account screen's code fields use it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminApiError } from '../api';

/** The per-field messages of a refusal (a 422's), each field path with its first message; else none. */
export function refusedFields(error: unknown): Map<string, string> {
  const found = new Map<string, string>();
  if (!(error instanceof AdminApiError)) return found;
  for (const [path, messages] of Object.entries(error.fields)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    found.set(path, first ?? '');
  }
  return found;
}

/** A field's refusal (`text`, none when null): its message element and the field's attributes. */
export function fieldRefusal(field: string, text: string | null) {
  const id = `error-${field.replaceAll('.', '-')}`;
  return {
    text,
    id,
    attributes: text === null ? {} : ({ 'aria-invalid': true, 'aria-describedby': id } as const),
    shown:
      text === null ? null : (
        <span id={id} className="field-error">
          {text}
        </span>
      ),
  } as const;
}

/**
 * The focus on the first refused field of a form: `focusRefused()` after a refusal moves it there
 * once the form shows its messages (the first field marked aria-invalid, in the form's order).
 */
export function useFocusRefused<Element extends HTMLElement = HTMLFormElement>() {
  const form = useRef<Element>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusals]);
  const focusRefused = useCallback(() => setRefusals((count) => count + 1), []);
  return { form, focusRefused };
}
