import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './PageLoading';

/** Header, footer and cookie banner around every path that does not begin with /admin. */
export function PublicLayout() {
  return (
    <>
      <main id="contenuto">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
