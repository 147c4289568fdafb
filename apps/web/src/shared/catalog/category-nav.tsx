/** Categories of a catalog list as a row of links; the current one is marked for assistive technology. */
import { Link } from 'react-router';
import './catalog.css';

export interface CategoryLink {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly current: boolean;
}

export function CategoryNav({ label, links }: { label: string; links: readonly CategoryLink[] }) {
  return (
    <nav className="category-nav" aria-label={label}>
      <ul className="category-nav__list">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              className="category-nav__link"
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
