import { lazy, Suspense, useEffect } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { NotFound } from './app/NotFound';
import { PageLoading } from './app/LoadStates';
import { PublicLayout } from './app/PublicLayout';
import { titleForPath } from './lib/seo';

// Each screen is its own chunk: the home page never downloads the form, cropper or admin code.
const HomePage = lazy(() => import('./features/home/HomePage').then((m) => ({ default: m.HomePage })));
const BioPage = lazy(() => import('./features/bio/BioPage').then((m) => ({ default: m.BioPage })));
const MaterialsPage = lazy(() => import('./features/materials/MaterialsPage').then((m) => ({ default: m.MaterialsPage })));
const ContactPage = lazy(() => import('./features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const PrivacyPage = lazy(() => import('./features/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const PhotoBoothPage = lazy(() =>
  import('./features/photo-booth/PhotoBoothPage').then((m) => ({ default: m.PhotoBoothPage })),
);
const TourStopPage = lazy(() => import('./features/tour-stop/TourStopPage').then((m) => ({ default: m.TourStopPage })));
const AdminLoginPage = lazy(() => import('./features/admin/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })));
const AdminPage = lazy(() => import('./features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));

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
          <Route path="/tappe/:id" element={<TourStopPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
