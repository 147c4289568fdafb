/** The path to a catalog item: list, category, item; the last entry is the current page. */
import { Link } from 'react-router';
import './catalog.css';

export interface Crumb {
  readonly label: string;
  /** The link; the current page has none. */
  readonly to?: string;
}

export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
