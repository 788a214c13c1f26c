import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { PageLoading } from './LoadStates';
import { SiteHeader } from './SiteHeader';
import { lazyWithPreload } from '../lib/lazy';
import { PAGE_ROUTES } from '../../core/page-routes';

/**
 * The footer and the cookie banner are in the prerendered HTML, but their code is not needed to paint: it
 * arrives just after the shared entry, asked for by main.tsx in a task after the entry's own (preloadLayout), and
 * they hydrate then.
 */
const SiteFooter = lazyWithPreload(() => import('./SiteFooter').then((m) => m.SiteFooter));
const CookieBanner = lazyWithPreload(() => import('./CookieBanner').then((m) => m.CookieBanner));

/** Asks for the footer's and the cookie banner's code: in the browser as the app starts; the prerender waits for it. */
export const preloadLayout = () => Promise.all([SiteFooter.preload(), CookieBanner.preload()]);

/** How long to wait for a hash target (e.g. #territorio) that appears only once the lazy screen has loaded. */
const HASH_TARGET_WAIT_MS = 3_000;

/**
 * A new page starts at the top, with keyboard and screen-reader focus on its content; a link with a hash lands
 * on its target once it is rendered. Back and forward leave the browser to restore where the visitor was.
 */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash) {
      if (navigationType === 'POP') return;
      window.scrollTo(0, 0);
      document.getElementById('contenuto')?.focus({ preventScroll: true });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() - started < HASH_TARGET_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);
}

/**
 * Header, footer and cookie banner around every path that does not begin with /admin (SPEC.md section 2). An
 * unknown path that does, such as /admin/xyz or /admin-vecchio, still lands here for the 404 page, alone.
 */
export function PublicLayout() {
  useScrollOnNavigation();
  const alone = useLocation().pathname.startsWith(PAGE_ROUTES.admin.path);
  return (
    <>
      {!alone && (
        <>
          <a href="#contenuto" className="skip-link">
            Vai al contenuto
          </a>
          <SiteHeader />
        </>
      )}
      <main id="contenuto" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {!alone && (
        <>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
          <Suspense fallback={null}>
            <CookieBanner />
          </Suspense>
        </>
      )}
    </>
  );
}
