import { memo, Suspense, use, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { PreloadableComponent } from './lazy';

/** How far below the screen a section starts loading: a fast scroll still finds it ready. */
const NEAR_MARGIN = '800px 0px';

/** Suspends until `ready` settles: a retried, not re-rendered, boundary, so React keeps the prerendered HTML. */
function WhenReady({ ready, component: Component }: { ready: Promise<void>; component: ComponentType }) {
  use(ready);
  return <Component />;
}

/**
 * A section below the first screen whose code, and its hydration, wait until the visitor scrolls near it, so it
 * costs the main thread nothing while the page loads. The prerendered HTML shows it meanwhile: during hydration a
 * Suspense boundary that suspends keeps the server's markup, and hydrates once it resolves. Memoised because an
 * update reaching a boundary that is still waiting would make React drop that markup and render it afresh.
 * Rendered in the browser with no such HTML (a client-side navigation), it loads at once like any lazy part.
 */
export const LoadWhenNear = memo(function LoadWhenNear({
  component: Component,
  margin = NEAR_MARGIN,
}: {
  component: PreloadableComponent<object>;
  /** How far beyond the screen it starts loading (CSS margin): by default early enough for a fast scroll. */
  margin?: string;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // The same id on the server and while hydrating: the element is there only if the page came prerendered.
  const [prerendered] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  const [gate] = useState(() => {
    let open = () => {};
    const ready = new Promise<void>((resolve) => (open = resolve));
    return { ready, open };
  });

  useEffect(() => {
    if (!prerendered || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void Component.preload().then(gate.open);
      },
      { rootMargin: margin },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [Component, gate, margin, prerendered]);

  return (
    <div id={id} ref={box}>
      <Suspense fallback={null}>
        {prerendered ? <WhenReady ready={gate.ready} component={Component} /> : <Component />}
      </Suspense>
    </div>
  );
});
