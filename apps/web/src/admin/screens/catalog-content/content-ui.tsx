/**
 * Pieces shared by the catalog's content screens: a spinner with its status text, a link inside the
 * back office, the status line after a save.
 */
import { BusyLine } from '../../components/editor';
import './content.css';
import { useContentText } from './texts';

export { AdminLink } from '../../components/admin-link';

/** A spinner with its text for screen readers and sighted staff alike. */
export function Busy({ text }: { text?: string }) {
  const t = useContentText();
  return <BusyLine text={text ?? t('loading')} />;
}

/** The status line after a save: a confirmation, or an alert. */
export { StatusLine as SaveStatus } from '../../components/status-line';
