/** The status line of an action: a success note, or an alert; its region is always there, so a
 * screen reader announces what appears in it. */
export type Status = { readonly ok: boolean; readonly text: string } | null;

export function StatusLine({ status }: { status: Status }) {
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
