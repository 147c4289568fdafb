/**
 * Pieces shared by the catalog's content screens: a spinner with its status text, a link inside the
 * back office, the status line after a save.
 */
import type { ReactNode } from 'react';
import { BusyLine } from '../../components/editor';
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
  return <BusyLine text={text ?? t('loading')} />;
}

/** The status line after a save: a confirmation, or an alert. */
export { StatusLine as SaveStatus } from '../../components/editor';
