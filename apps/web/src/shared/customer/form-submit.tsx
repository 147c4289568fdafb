/**
 * What every account form does on submit (spec 5 "Forms", spec 8): one call at a time with a busy
 * button, a form-level problem shown in the error summary (which takes the focus each time), and
 * the summary's title for a refused call.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { Refusal } from './customer-api';
import { ErrorSummary, type SummaryEntry } from './form-ui';
import type { CodeText } from './messages';

/** The problem of a failed submit; `key` changes with each failure so the summary takes the focus. */
export interface FormProblem {
  readonly title: string;
  readonly entries: readonly SummaryEntry[];
  readonly key: number;
}

/** The problem of a form: `fail` shows one (again), `clear` hides it. */
export function useFormProblem() {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const fail = (title: string, entries: readonly SummaryEntry[] = []) =>
    setProblem((current) => ({ title, entries, key: (current?.key ?? 0) + 1 }));
  /** The messages of the problem's entries for the field `id`. */
  const errorsOf = (id: string) =>
    problem?.entries.filter((entry) => entry.id === id).map((entry) => entry.message) ?? [];
  return { problem, fail, clear: () => setProblem(null), errorsOf };
}

/** The error summary of a problem, if any; `entries` replaces the problem's own entries. */
export function ProblemSummary({
  problem,
  entries,
}: {
  problem: FormProblem | null;
  entries?: readonly SummaryEntry[];
}) {
  if (problem === null) return null;
  return (
    <ErrorSummary
      title={problem.title}
      entries={entries ?? problem.entries}
      focusKey={problem.key}
    />
  );
}

/**
 * One submit at a time: `run(task)` ignores a call while a started task runs. The task checks the
 * form first and calls `start()` just before it calls the server; from then on until the task ends
 * the submit button is busy and further calls are ignored.
 */
export function useSubmission() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: (start: () => void) => Promise<void>) => {
    if (running.current) return;
    let started = false;
    try {
      await task(() => {
        started = true;
        running.current = true;
        setBusy(true);
      });
    } finally {
      if (started) {
        running.current = false;
        setBusy(false);
      }
    }
  }, []);
  /** The form's submit handler: no page load, then `run(task)`. */
  const onSubmit =
    (task: (start: () => void) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void run(task);
    };
  return { busy, run, onSubmit };
}

/**
 * The summary's title for a failed call: a general message when the server did not refuse, 'Please
 * correct the errors in the form' when the refusal names fields of the form, else the refusal's own
 * message.
 */
export function refusalTitle(text: CodeText, refusal: Refusal | null, namesFields: boolean) {
  if (refusal === null) return text(null);
  return namesFields ? text('FORM_HAS_ERRORS') : text(refusal.code, {}, refusal.message);
}
