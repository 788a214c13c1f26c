import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { navLinks, PAGE_ROUTES } from '../../core/page-routes';
import { siteConfig } from '../../core/site-config';

const NAV_ITEMS = navLinks('header');

/** The public header; below 48rem the navigation folds behind a menu button. */
export function SiteHeader() {
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  // The menu remembers where it was opened: any navigation closes it, with no effect to keep in step.
  const here = `${pathname}${hash}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? here : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

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
          ref={toggle}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="menu-principale"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="site-header__toggle-label">{menuOpen ? 'Chiudi' : 'Menu'}</span>
        </button>
        <nav
          id="menu-principale"
          aria-label="Menu principale"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
        >
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={() => setMenuOpen(false)}>
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
