import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import toast, { Toaster as HotToaster, ToastBar, useToasterStore, type Toast } from 'react-hot-toast';

/** SPEC.md section 9: at most one toast visible, 5000 ms each, F8 focuses them, a 50 px swipe right dismisses. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
const SWIPE_DISMISS_PX = 50;

function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

function SwipeableToast({ item }: { item: Toast }) {
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement>(null);

  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current === null || !element.current) return;
    const dx = Math.max(0, event.clientX - start.current);
    element.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (element.current) element.current.style.transform = '';
    if (dx >= SWIPE_DISMISS_PX) toast.dismiss(item.id);
  };

  // A dismissed toast leaves at once, so the one that replaces it is the only one on screen and to screen readers.
  if (!item.visible) return null;

  return (
    <div
      ref={element}
      className="toast-swipe"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastBar toast={item}>
        {({ icon, message }) => {
          const text = typeof item.message === 'string' ? item.message : '';
          const [title, ...rest] = text.split('\n');
          return (
            <>
              {icon}
              {text ? (
                <div className="toast-text">
                  <strong className="toast-title">{title}</strong>
                  {rest.length > 0 && <span className="toast-description">{rest.join('\n')}</span>}
                </div>
              ) : (
                message
              )}
              <button
                type="button"
                className="toast-close"
                aria-label="Chiudi notifica"
                onClick={() => toast.dismiss(item.id)}
              >
                ×
              </button>
            </>
          );
        }}
      </ToastBar>
    </div>
  );
}

export function Toaster() {
  useToastLimit(TOAST_LIMIT);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} tabIndex={-1} aria-label="Notifiche (F8)" className="toast-region">
      <HotToaster position="bottom-right" toastOptions={{ duration: TOAST_DURATION_MS, className: 'toast' }}>
        {(item) => <SwipeableToast item={item} />}
      </HotToaster>
    </section>
  );
}
