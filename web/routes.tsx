import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from './app/NotFound';
import { PageLoading } from './app/LoadStates';
import { PublicLayout } from './app/PublicLayout';
import { titleForPath } from './lib/seo';

/**
 * A screen in its own chunk (the home page never downloads the form, cropper or admin code) that can be loaded
 * before rendering: the prerender and the hydration of a prerendered page render it directly instead of
 * suspending, so the browser keeps the server's HTML rather than briefly showing the Suspense fallback.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const loadComponent = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => loadComponent().then((component) => ({ default: component })));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: loadComponent });
}

const HomePage = lazyScreen(() => import('./features/home/HomePage').then((m) => m.HomePage));
const BioPage = lazyScreen(() => import('./features/bio/BioPage').then((m) => m.BioPage));
const MaterialsPage = lazyScreen(() => import('./features/materials/MaterialsPage').then((m) => m.MaterialsPage));
const ContactPage = lazyScreen(() => import('./features/contact/ContactPage').then((m) => m.ContactPage));
const PrivacyPage = lazyScreen(() => import('./features/privacy/PrivacyPage').then((m) => m.PrivacyPage));
const PhotoBoothPage = lazyScreen(() => import('./features/photo-booth/PhotoBoothPage').then((m) => m.PhotoBoothPage));
const AdminLoginPage = lazyScreen(() => import('./features/admin/AdminLoginPage').then((m) => m.AdminLoginPage));
const AdminPage = lazyScreen(() => import('./features/admin/AdminPage').then((m) => m.AdminPage));

const SCREENS: Record<string, { preload: () => Promise<unknown> }> = {
  '/': HomePage,
  '/chi-sono': BioPage,
  '/materiale': MaterialsPage,
  '/contatti': ContactPage,
  '/privacy': PrivacyPage,
  '/apertura-campagna-elettorale': PhotoBoothPage,
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
  useEffect(() => {
    document.title = titleForPath(pathname);
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
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
