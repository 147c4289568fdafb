/**
 * Pieces shared by the catalog's content screens: a spinner with its status text, a link inside the back office, a field's error.
 */
import type { ReactNode } from 'react';
import { useAdmin } from '../../context';
import './content.css';
import { useContentText } from './texts';

/** A link to another screen of the back office that does not reload the page. */
export function AdminLink({
  to,
  children,
  current,
}: {
  to: string;
  children: ReactNode;
  current?: boolean;
}) {
  const { navigate } = useAdmin();
  return (
    <a
      href={`/admin/${to}`}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** A spinner with its text for screen readers and sighted staff alike. */
export function Busy({ text }: { text?: string }) {
  const t = useContentText();
  return (
    <p role="status" className="content-busy">
      <span className="content-spinner" aria-hidden="true" />
      {text ?? t('loading')}
    </p>
  );
}

export type Errors = Record<string, string>;

/** The error text under a field, and the attributes that tie it to its input. */
export function fieldErrors(errors: Errors) {
  return {
    errorOf: (field: string) =>
      errors[field] ? (
        <span id={`error-${field}`} className="field-error">
          {errors[field]}
        </span>
      ) : null,
    described: (field: string) =>
      errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `error-${field}` } : {},
  };
}

/** The status line after a save: a confirmation, or an alert. */
export function SaveStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  return (
    <div aria-live="polite">
      {status && (
        <p
          className={status.ok ? 'admin-ok' : 'admin-warning'}
          role={status.ok ? undefined : 'alert'}
        >
          {status.text}
        </p>
      )}
    </div>
  );
}
