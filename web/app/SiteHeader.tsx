import { Link, NavLink } from 'react-router-dom';
import { navLinks, PAGE_ROUTES } from '../../core/page-routes';
import { siteConfig } from '../../core/site-config';
import { MENU_LABELS } from '../lib/site-chrome';

const NAV_ITEMS = navLinks('header');

/**
 * The public header; below 48rem the navigation folds behind a menu button. The button opens and closes it through
 * the document's listeners (web/lib/site-chrome.ts): they change its `aria-expanded`, its label and the
 * navigation's class, which React renders once and leaves alone, so a tap answers before, during and without
 * hydration alike.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={PAGE_ROUTES.home.path} className="site-header__brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>
            {siteConfig.candidate.fullName} <span className="site-header__brand-accent">Presidente</span>
          </span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded="false"
          aria-controls="menu-principale"
          suppressHydrationWarning
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="site-header__toggle-label" suppressHydrationWarning>
            {MENU_LABELS.closed}
          </span>
        </button>
        <nav id="menu-principale" aria-label="Menu principale" className="site-nav" suppressHydrationWarning>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
