import { PAGE_ROUTES } from '../../core/page-routes';

/**
 * Whether the page in `root` is hydrated: one the build rendered. Rendered afresh instead: an empty root; a page a
 * function built (data-client-render: a tour stop's, whose HTML is a plain copy for link previews and no-script
 * visitors); and 404.html answering a path under /admin, which shows the 404 without the public layout it was built
 * with.
 */
export function pageToHydrate(root: HTMLElement): boolean {
  return (
    root.firstElementChild !== null &&
    !root.hasAttribute('data-client-render') &&
    !window.location.pathname.startsWith(PAGE_ROUTES.admin.path)
  );
}
