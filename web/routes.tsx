import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_IDS, PAGE_ROUTES, pageIdForPath, type PageId, type PageRoute } from '../core/page-routes';
import { NotFound } from './app/NotFound';
import { PageLoading } from './app/LoadStates';
import { PublicLayout } from './app/PublicLayout';
import { lazyWithPreload } from './lib/lazy';
import { announcePageView } from './lib/page-events';

/**
 * The screen of every page of the table (core/page-routes.ts, core/pages.ts): a new page's id has no screen
 * until it is named here, and the compiler says so. Each screen is its own chunk (its module is the page's
 * `screen` in core/pages.ts): the home page never downloads the form, cropper or admin code.
 */
export const SCREENS: { readonly [id in PageId]: ComponentType & { preload?: () => Promise<unknown> } } = {
  home: lazyWithPreload(() => import('./features/home/HomePage').then((m) => m.HomePage)),
  bio: lazyWithPreload(() => import('./features/bio/BioPage').then((m) => m.BioPage)),
  tourStop: lazyWithPreload(() => import('./features/tour-stop/TourStopPage').then((m) => m.TourStopPage)),
  materials: lazyWithPreload(() => import('./features/materials/MaterialsPage').then((m) => m.MaterialsPage)),
  contact: lazyWithPreload(() => import('./features/contact/ContactPage').then((m) => m.ContactPage)),
  // The volunteers' page with the shifts' section under its form: two features composed here.
  volunteers: lazyWithPreload(() =>
    Promise.all([import('./features/volunteers/VolunteersPage'), import('./features/shifts/ShiftList')]).then(
      ([page, shifts]) =>
        function VolunteersWithShifts() {
          return <page.VolunteersPage shifts={<shifts.VolunteerShifts />} />;
        },
    ),
  ),
  howToVote: lazyWithPreload(() => import('./features/vote-guide/HowToVotePage').then((m) => m.HowToVotePage)),
  transparency: lazyWithPreload(() =>
    import('./features/transparency/TransparencyPage').then((m) => m.TransparencyPage),
  ),
  privacy: lazyWithPreload(() => import('./features/privacy/PrivacyPage').then((m) => m.PrivacyPage)),
  photoBooth: lazyWithPreload(() => import('./features/photo-booth/PhotoBoothPage').then((m) => m.PhotoBoothPage)),
  newsletterConfirm: lazyWithPreload(() =>
    import('./features/newsletter/ConfirmSubscriptionPage').then((m) => m.ConfirmSubscriptionPage),
  ),
  newsletterUnsubscribe: lazyWithPreload(() =>
    import('./features/newsletter/UnsubscribePage').then((m) => m.UnsubscribePage),
  ),
  rsvpConfirm: lazyWithPreload(() => import('./features/rsvp/RsvpConfirmPage').then((m) => m.RsvpConfirmPage)),
  rsvpCancel: lazyWithPreload(() => import('./features/rsvp/RsvpCancelPage').then((m) => m.RsvpCancelPage)),
  volunteerConfirm: lazyWithPreload(() =>
    import('./features/volunteers/VolunteerConfirmPage').then((m) => m.VolunteerConfirmPage),
  ),
  pollingDecline: lazyWithPreload(() =>
    import('./features/volunteers/PollingDeclinePage').then((m) => m.PollingDeclinePage),
  ),
  shiftConfirm: lazyWithPreload(() => import('./features/shifts/ShiftConfirmPage').then((m) => m.ShiftConfirmPage)),
  shiftCancel: lazyWithPreload(() => import('./features/shifts/ShiftCancelPage').then((m) => m.ShiftCancelPage)),
  adminLogin: lazyWithPreload(() => import('./features/admin/accounts/AdminLoginPage').then((m) => m.AdminLoginPage)),
  admin: lazyWithPreload(() => import('./features/admin/AdminPage').then((m) => m.AdminPage)),
  door: lazyWithPreload(() => import('./features/admin/door/DoorPage').then((m) => m.DoorPage)),
  // In the main chunk: nothing to load.
  notFound: NotFound,
};

/** Loads the screen a path shows. */
export async function preloadScreen(pathname: string): Promise<void> {
  await SCREENS[pageIdForPath(pathname)].preload?.();
}

/** Keeps the document title in step with client-side navigation; the static HTML sets it on first load. */
function DocumentTitle() {
  const { pathname } = useLocation();
  const landed = useRef(true);
  useEffect(() => {
    // The page the visitor lands on came with its title in the HTML.
    if (landed.current) {
      landed.current = false;
      return;
    }
    // A tour stop's page sets its own title, the stop's, once the stop has loaded.
    if (pageIdForPath(pathname) === 'tourStop') return;
    // The titles come with the page descriptions the browser never needs: fetched on the first navigation.
    void import('../core/pages').then(({ titleForPath }) => {
      document.title = titleForPath(pathname);
    });
  }, [pathname]);
  return null;
}

/** Tells the measurement each path the router shows: a navigation in the app is a page view (decision 0050). */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => announcePageView(), [pathname]);
  return null;
}

function AdminLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The routes of the pages of one layout, each showing its screen. */
function routesOf(layout: PageRoute['layout']): RouteObject[] {
  return PAGE_IDS.filter((id) => PAGE_ROUTES[id].layout === layout).map((id) => {
    const Screen = SCREENS[id];
    return { path: PAGE_ROUTES[id].path, element: <Screen /> };
  });
}

/** The route table of SPEC.md section 2: the admin area alone, every other page in the public layout. */
export const ROUTE_TABLE: RouteObject[] = [
  { element: <AdminLayout />, children: routesOf('alone') },
  { element: <PublicLayout />, children: routesOf('public') },
];

export function AppRoutes() {
  const routes = useRoutes(ROUTE_TABLE);
  return (
    <>
      <DocumentTitle />
      <PageViews />
      {routes}
    </>
  );
}
