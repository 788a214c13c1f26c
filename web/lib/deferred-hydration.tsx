import {
  createContext,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { PreloadableComponent } from './lazy';
import { afterNextPaint } from './next-task';
import { submitAgain } from './submit-again';

/** How far below the screen a section starts loading: a fast scroll still finds it ready. */
const NEAR_MARGIN = '800px 0px';

/** What the visitor did in a part's prerendered HTML before its code came, for the part to take over. */
interface BeforeHydration {
  /** The named form controls' values when the code came: text as typed, a checkbox's state. */
  values: ReadonlyMap<string, string | boolean>;
  /** When the part was on the screen: since the page was, not since its code came. */
  shownAt: number;
}

const BeforeHydrationContext = createContext<BeforeHydration | undefined>(undefined);

/** Inside a part hydrated late: what was typed into its HTML meanwhile, and since when it was shown. */
export const useBeforeHydration = () => useContext(BeforeHydrationContext);

/** Calls `load` once, when the visitor scrolls within `margin` of `box`; gives back how to stop watching. */
function whenNear(box: HTMLElement, load: () => void, margin: string): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: margin },
  );
  observer.observe(box);
  return () => observer.disconnect();
}

/** The first touch, click, key or focus inside the part: before typing, a visitor always does one of them. */
const USED = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Listens for `types` on events aimed inside `box`, from the document, in the capture phase: React stops the
 * events aimed at a part it has not hydrated at its root, before they reach the part.
 */
function listenInside(box: HTMLElement, types: readonly string[], listener: (event: Event) => void): () => void {
  const inside = (event: Event) => event.target instanceof Node && box.contains(event.target) && listener(event);
  for (const type of types) document.addEventListener(type, inside, { capture: true, passive: type !== 'submit' });
  return () => types.forEach((type) => document.removeEventListener(type, inside, { capture: true }));
}

/** Calls `load` once, at the first use inside `box`, and stops listening then. */
function whenUsed(box: HTMLElement, load: () => void): () => void {
  const stop = listenInside(box, USED, () => {
    stop();
    load();
  });
  return stop;
}

function controlValues(box: HTMLElement): Map<string, string | boolean> {
  const values = new Map<string, string | boolean>();
  for (const control of box.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    const checkbox = control instanceof HTMLInputElement && control.type === 'checkbox';
    values.set(control.name, checkbox ? control.checked : control.value);
  }
  return values;
}

/**
 * One deferred part's state, outside React's: whether its code was asked for, whether it is hydrated, a form
 * sending held meanwhile, and what its HTML held when the code came.
 */
class Gate {
  readonly before: BeforeHydration = { values: new Map(), shownAt: Date.now() };
  readonly ready: Promise<void>;
  private open = () => {};
  private started = false;
  private hydrated = false;
  private heldSubmit: SubmitEvent | undefined;

  constructor(private readonly component: PreloadableComponent<object>) {
    this.ready = new Promise<void>((resolve) => (this.open = resolve));
  }

  /**
   * Loads the code once, then lets the boundary hydrate with what the HTML holds by then, after the paint that
   * answers the use that asked for it: a code already loaded (a later module) resolves at once, and the hydration
   * ran inside that tap (docs/decisions/0051).
   */
  load(box: HTMLElement) {
    if (this.started) return;
    this.started = true;
    void this.component.preload().then(() =>
      afterNextPaint(() => {
        this.before.values = controlValues(box);
        this.open();
      }),
    );
  }

  /** A form sent from the HTML before the code is there: held, and sent again once hydrated. */
  hold(event: SubmitEvent, box: HTMLElement) {
    if (this.hydrated) return;
    event.preventDefault();
    this.heldSubmit = event;
    this.load(box);
  }

  /** After the commit that hydrated the part and took over the typed values. */
  readonly markHydrated = () => {
    this.hydrated = true;
    const held = this.heldSubmit;
    this.heldSubmit = undefined;
    if (held) setTimeout(() => submitAgain(held));
  };
}

/** Suspends until `ready` settles: a retried, not re-rendered, boundary, so React keeps the prerendered HTML. */
function WhenReady({ ready, children }: { ready: Promise<void>; children: ReactElement }) {
  use(ready);
  return children;
}

/** Runs `then` once the boundary it closes has committed: the part is hydrated. */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

function sameValues(one: DeferredProps['props'], other: DeferredProps['props']): boolean {
  return Object.keys({ ...one, ...other }).every((key) => one?.[key] === other?.[key]);
}

/**
 * The part and what it needs to take over from its HTML, the same on the server and in the browser: the ids of
 * its fields (useId) follow the shape of the tree above them, which must not differ.
 */
function Part({ gate, component: Component, props }: Pick<DeferredProps, 'component' | 'props'> & { gate: Gate }) {
  return (
    <>
      <BeforeHydrationContext value={gate.before}>
        <Component {...props} />
      </BeforeHydrationContext>
      <Committed then={gate.markHydrated} />
    </>
  );
}

interface DeferredProps {
  component: PreloadableComponent<object>;
  props?: Record<string, string | number | boolean>;
  /** Loads as the visitor scrolls within this CSS margin of it; without one, at their first use of it. */
  near?: string;
  /** Shown while the code loads in a page rendered in the browser (a client-side navigation). */
  fallback?: ReactNode;
}

/**
 * A prerendered part whose code, and its hydration, wait for the visitor to near it or use it, so it costs the main thread nothing while
 * the page loads. The HTML shows it meanwhile: during hydration a Suspense boundary that suspends keeps the
 * server's markup, and hydrates once it resolves. Memoised on its props' values, because an update reaching a
 * boundary that is still waiting would make React drop that markup and render it afresh. Until it is hydrated, a
 * form sent from its HTML is held (the browser would send it to the page's address) and sent again once its
 * code has taken over what was typed. Rendered in the browser with no such HTML, or with other props than its
 * HTML's, it loads at once like any lazy part.
 */
const Deferred = memo(
  function Deferred({ component: Component, props, near, fallback = null }: DeferredProps) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    // The same id on the server and while hydrating: the element is there only if the page came prerendered.
    const [prerendered] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
    const [gate] = useState(() => new Gate(Component));
    // Its HTML is what the first props rendered: with others (the next stop, in the browser), it renders afresh.
    const [firstProps] = useState(props);
    const hydrating = prerendered && sameValues(firstProps, props);

    useEffect(() => {
      const element = box.current;
      if (!prerendered || !element) return;
      const stopHolding = listenInside(element, ['submit'], (event) => gate.hold(event as SubmitEvent, element));
      const load = () => gate.load(element);
      const stopWatching = near === undefined ? whenUsed(element, load) : whenNear(element, load, near);
      return () => {
        stopWatching();
        stopHolding();
      };
    }, [gate, near, prerendered]);

    return (
      <div id={id} ref={box}>
        {hydrating ? (
          <Suspense key="html" fallback={null}>
            <WhenReady ready={gate.ready}>
              <Part gate={gate} component={Component} props={props} />
            </WhenReady>
          </Suspense>
        ) : (
          <Suspense key="browser" fallback={fallback}>
            <Part gate={gate} component={Component} props={props} />
          </Suspense>
        )}
      </div>
    );
  },
  (before, after) =>
    before.component === after.component && before.near === after.near && sameValues(before.props, after.props),
);

interface LoadWhenProps<P extends object> {
  component: PreloadableComponent<P>;
  /** Its props: plain values, compared by value, so a new object with the same values changes nothing. */
  props?: P & Record<string, string | number | boolean>;
  fallback?: ReactNode;
}

/**
 * A section below the first screen whose code, and its hydration, wait until the visitor scrolls near it
 * (docs/decisions/0012).
 */
export function LoadWhenNear<P extends object>({
  margin = NEAR_MARGIN,
  ...rest
}: LoadWhenProps<P> & {
  /** How far beyond the screen it starts loading (CSS margin): by default early enough for a fast scroll. */
  margin?: string;
}) {
  return <Deferred {...(rest as DeferredProps)} near={margin} />;
}

/**
 * A part on the first screen that a visitor may never use (a form): its code, and its hydration, wait for the
 * first touch, click, key or focus inside it, and what was typed meanwhile is kept (docs/decisions/0026).
 */
export function LoadWhenUsed<P extends object>(props: LoadWhenProps<P>) {
  return <Deferred {...(props as DeferredProps)} />;
}
