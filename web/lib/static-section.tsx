import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';

type Tag = 'article' | 'section' | 'div' | 'header' | 'ul';

interface StaticSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  /** The element it is, in place of one the page had: no wrapper, so the HTML and its CSS stay as they were. */
  as?: Tag;
  children: ReactNode;
}

/**
 * A part of a page with nothing to do in the browser (text, and links that work as plain links): in a page that
 * came with its HTML, React keeps that HTML and never hydrates what is inside, so its cost after the first paint is
 * one element (docs/decisions/0047). React 19 leaves the server's children alone for an element it renders with an
 * empty `dangerouslySetInnerHTML` while hydrating; `suppressHydrationWarning` says the difference is meant. It
 * knows the page came with its HTML by finding its own id (useId: the same on the server and while hydrating).
 * Rendered in the browser (a client-side navigation, a component test), it renders its children as usual.
 *
 * Only for what reads nothing that changes after the build: a part showing data (the site content, a list) is
 * hydrated, so that SWR's fresh answer reaches it.
 */
export function StaticSection({ as: Element = 'section', children, ...attributes }: StaticSectionProps) {
  // Its own id, never one the page chooses: a page being left could hold the same one while the next renders.
  const id = useId();
  const [fromHtml] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  return fromHtml ? (
    <Element {...attributes} id={id} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  ) : (
    <Element {...attributes} id={id}>
      {children}
    </Element>
  );
}
