import { Suspense, useEffect, useRef } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from './app/NotFound';
import { PageLoading } from './app/LoadStates';
import { PublicLayout } from './app/PublicLayout';
import { lazyWithPreload } from './lib/lazy';

// Each screen is its own chunk: the home page never downloads the form, cropper or admin code.
const HomePage = lazyWithPreload(() => import('./features/home/HomePage').then((m) => m.HomePage));
const BioPage = lazyWithPreload(() => import('./features/bio/BioPage').then((m) => m.BioPage));
const MaterialsPage = lazyWithPreload(() => import('./features/materials/MaterialsPage').then((m) => m.MaterialsPage));
const ContactPage = lazyWithPreload(() => import('./features/contact/ContactPage').then((m) => m.ContactPage));
const PrivacyPage = lazyWithPreload(() => import('./features/privacy/PrivacyPage').then((m) => m.PrivacyPage));
const PhotoBoothPage = lazyWithPreload(() =>
  import('./features/photo-booth/PhotoBoothPage').then((m) => m.PhotoBoothPage),
);
const TransparencyPage = lazyWithPreload(() =>
  import('./features/transparency/TransparencyPage').then((m) => m.TransparencyPage),
);
const HowToVotePage = lazyWithPreload(() => import('./features/vote-guide/HowToVotePage').then((m) => m.HowToVotePage));
const TourStopPage = lazyWithPreload(() => import('./features/tour-stop/TourStopPage').then((m) => m.TourStopPage));
const AdminLoginPage = lazyWithPreload(() => import('./features/admin/AdminLoginPage').then((m) => m.AdminLoginPage));
const AdminPage = lazyWithPreload(() => import('./features/admin/AdminPage').then((m) => m.AdminPage));

const SCREENS: Record<string, { preload: () => Promise<unknown> }> = {
  '/': HomePage,
  '/chi-sono': BioPage,
  '/materiale': MaterialsPage,
  '/contatti': ContactPage,
  '/privacy': PrivacyPage,
  '/apertura-campagna-elettorale': PhotoBoothPage,
  '/trasparenza': TransparencyPage,
  '/come-si-vota': HowToVotePage,
  '/admin-login': AdminLoginPage,
  '/admin': AdminPage,
};

/** Loads the screen a path shows (nothing for the 404, which is in the main chunk). */
export async function preloadScreen(pathname: string): Promise<void> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  await SCREENS[normalised]?.preload();
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
    if (pathname.startsWith('/tappe/')) return;
    // The titles come with the page descriptions the browser never needs: fetched on the first navigation.
    void import('./lib/seo').then(({ titleForPath }) => {
      document.title = titleForPath(pathname);
    });
  }, [pathname]);
  return null;
}

function AdminLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The route table of SPEC.md section 2. */
export function AppRoutes() {
  return (
    <>
      <DocumentTitle />
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<AdminPage />} />
        </Route>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/chi-sono" element={<BioPage />} />
          <Route path="/materiale" element={<MaterialsPage />} />
          <Route path="/contatti" element={<ContactPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/apertura-campagna-elettorale" element={<PhotoBoothPage />} />
          <Route path="/trasparenza" element={<TransparencyPage />} />
          <Route path="/come-si-vota" element={<HowToVotePage />} />
          <Route path="/tappe/:id" element={<TourStopPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
