import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetApi, server } from './api-server';
import { startSiteChrome } from '../../web/lib/site-chrome';

// jsdom lacks these browser APIs that the app and its libraries touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
// jsdom has the <dialog> element without its methods: open and close it as the attribute does, with the close event.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// `npm test` runs these tests beside the browser tests, on a busy machine: a screen may take more than Testing
// Library's default second to settle, so findBy and waitFor wait up to five before they fail.
configure({ asyncUtilTimeout: 5_000 });

// The menu and the cookie banner answer through the document's listeners, which the entry starts (web/main.tsx).
startSiteChrome();

// The files of the project share one document (vitest.config.ts: not isolated, which spares a jsdom per file): each
// starts where a fresh one would, at / with nothing stored and no title (localStorage is emptied after every test).
beforeAll(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  document.title = '';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a store of its own, outside the unmounted tree: none outlives its test.
  toast.remove();
  server.resetHandlers();
  resetApi();
  localStorage.clear();
});
afterAll(async () => {
  // A screen's code imported lazily (a route, a part loaded after the first paint) must finish loading while this
  // file's environment is up: the module graph is shared, and a load cut off by the teardown would stay failed for
  // the next file that imports the same module.
  await vi.dynamicImportSettled();
  server.close();
});
