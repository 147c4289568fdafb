/** A link to another screen of the back office that does not reload the page. */
import type { ReactNode } from 'react';
import { useAdmin } from '../context';

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
