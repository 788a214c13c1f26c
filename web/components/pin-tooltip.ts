import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent as ReactFocusEvent } from 'react';

/** SPEC.md section 9: tooltips open after 700 ms of hovering; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The least room kept between an open tooltip and the edges of the window, in CSS pixels. */
const VIEWPORT_MARGIN_PX = 8;

type PinId = number | string;
type OpenedBy = 'hover' | 'focus' | 'tap';

/** Shifts an open tooltip sideways so that it stays inside the window on a narrow phone. */
function keepInViewport(tooltip: HTMLElement) {
  tooltip.style.marginLeft = '';
  const { left, right } = tooltip.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  const shift =
    left < VIEWPORT_MARGIN_PX
      ? VIEWPORT_MARGIN_PX - left
      : right > viewport - VIEWPORT_MARGIN_PX
        ? Math.max(viewport - VIEWPORT_MARGIN_PX - right, VIEWPORT_MARGIN_PX - left)
        : 0;
  if (shift !== 0) tooltip.style.marginLeft = `${shift}px`;
}

/**
 * Which pin's tooltip is open, and why: hover (after the delay), focus, or a tap that toggles it. A tap outside
 * closes it; Escape closes it wherever focus is, giving focus back to its pin. The map gives each pin item the
 * handlers, each pin button `pinButton(id)` and the open tooltip `tooltip`.
 */
export function usePinTooltip() {
  const [open, setOpen] = useState<{ id: PinId; by: OpenedBy } | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  const openTooltip = useRef<HTMLElement | null>(null);
  const pinButtons = useRef(new Map<PinId, HTMLButtonElement>());
  // Escape gives focus back to the pin, which must not open its tooltip again.
  const refocusing = useRef(false);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useLayoutEffect(() => {
    if (openTooltip.current) keepInViewport(openTooltip.current);
  }, [open?.id]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('.veneto-map__pin-item')) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const pin = pinButtons.current.get(open.id);
      if (openTooltip.current?.contains(document.activeElement) && pin) {
        event.stopPropagation();
        refocusing.current = true;
        pin.focus();
        refocusing.current = false;
      }
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  });

  function close() {
    window.clearTimeout(hoverTimer.current);
    setOpen((current) => {
      if (current) lastClosedAt.current = Date.now();
      return null;
    });
  }

  function hoverStart(id: PinId) {
    window.clearTimeout(hoverTimer.current);
    if (open?.id === id) return;
    if (Date.now() - lastClosedAt.current < TOOLTIP_SKIP_DELAY_MS || open) {
      setOpen({ id, by: 'hover' });
      return;
    }
    hoverTimer.current = window.setTimeout(() => setOpen({ id, by: 'hover' }), TOOLTIP_DELAY_MS);
  }

  function hoverEnd(id: PinId) {
    window.clearTimeout(hoverTimer.current);
    if (open?.id === id && open.by === 'hover') close();
  }

  function focusIn(id: PinId) {
    if (!refocusing.current) setOpen({ id, by: 'focus' });
  }

  // Focus moving from a pin into its own popover (or back) keeps it open.
  function focusOut(event: ReactFocusEvent<HTMLElement>, id: PinId) {
    const inside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
    if (open?.id === id && !inside) close();
  }

  function tap(id: PinId) {
    window.clearTimeout(hoverTimer.current);
    if (open?.id === id && open.by === 'tap') close();
    else setOpen({ id, by: 'tap' });
  }

  return {
    openId: open?.id,
    close,
    hoverStart,
    hoverEnd,
    focusIn,
    focusOut,
    tap,
    /** A ref callback for each pin's button, to give focus back to it. */
    pinButton: (id: PinId) => (button: HTMLButtonElement | null) => {
      if (button) pinButtons.current.set(id, button);
      else pinButtons.current.delete(id);
    },
    /** A ref callback for the open tooltip, kept inside the window. */
    tooltip: (element: HTMLElement | null) => {
      openTooltip.current = element;
    },
  };
}
