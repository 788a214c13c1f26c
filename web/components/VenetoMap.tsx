import { useId, type CSSProperties, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { usePinTooltip } from './pin-tooltip';
import { VENETO_CAPITALS, VENETO_MAP_ATTRIBUTION, VENETO_OUTLINE, VENETO_VIEWBOX } from './veneto-map-data';
import './VenetoMap.css';

export interface MapPin {
  id: number | string;
  pinX: number;
  pinY: number;
  label: string;
  detail?: string;
  /**
   * Interactive content shown under the label (the actions of the city's upcoming stops). A tooltip may hold no
   * controls, so a pin with actions is a disclosure button opening a non-modal popover instead.
   */
  actions?: ReactNode;
  /** Said after the label and detail in the pin's name when it has actions ("1 tappa in programma"). */
  actionsSummary?: string;
}

export interface VenetoMapProps {
  pins: readonly MapPin[];
  /** Admin placement mode: the map becomes a button-like surface; a click/tap calls onPlace with clamped percents. */
  placing?: boolean;
  onPlace?: (point: { pinX: number; pinY: number }) => void;
  /** A pin being placed (drawn distinctly). */
  pendingPin?: { pinX: number; pinY: number } | null;
  className?: string;
}

/** SPEC.md section 9: pins enter one after another, 0.1 s apart. */
const PIN_STAGGER_S = 0.1;

/** Percent on the map, kept within it (typed values can be anything) and to two decimals. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;
}

/** Where a pointer is on the map box, as percentages clamped to 0–100 and rounded to 2 decimals. */
export function pointToPercent(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): { pinX: number; pinY: number } {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * 100 : 50;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * 100 : 50;
  return { pinX: clampPercent(x), pinY: clampPercent(y) };
}

const SURFACE_STYLE: CSSProperties = { aspectRatio: `${VENETO_VIEWBOX.width} / ${VENETO_VIEWBOX.height}` };

/** The region and its capitals never change: built once, so opening a tooltip re-renders only the pins. */
const VENETO_SHAPE = (
  <svg
    className="veneto-map__shape"
    viewBox={`0 0 ${VENETO_VIEWBOX.width} ${VENETO_VIEWBOX.height}`}
    width={VENETO_VIEWBOX.width}
    height={VENETO_VIEWBOX.height}
    role="img"
    aria-label="Mappa del Veneto"
    focusable="false"
  >
    <path className="veneto-map__region" d={VENETO_OUTLINE} />
    <g className="veneto-map__capitals">
      {VENETO_CAPITALS.map((capital) => (
        <g key={capital.name}>
          <circle cx={capital.x} cy={capital.y} r={9} />
          <text x={capital.x + 16} y={capital.y + 11}>
            {capital.name}
          </text>
        </g>
      ))}
    </g>
  </svg>
);

function tooltipPlacement(pin: { pinX: number; pinY: number }): string {
  const horizontal = pin.pinX < 25 ? ' veneto-map__tooltip--start' : pin.pinX > 75 ? ' veneto-map__tooltip--end' : '';
  const vertical = pin.pinY < 22 ? ' veneto-map__tooltip--below' : '';
  return `veneto-map__tooltip${horizontal}${vertical}`;
}

/** The map of Veneto with its pins; on the public pages and, in placement mode, in the admin panel. */
export function VenetoMap({ pins, placing = false, onPlace, pendingPin = null, className }: VenetoMapProps) {
  const tooltip = usePinTooltip();
  const tooltipPrefix = useId();

  function place(event: ReactMouseEvent<HTMLButtonElement>) {
    if (!onPlace) return;
    // A keyboard "click" has no pointer position (detail 0): place the pin in the middle, the schema's default.
    if (event.detail === 0) {
      onPlace({ pinX: 50, pinY: 50 });
      return;
    }
    onPlace(pointToPercent(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  }

  return (
    <figure className={['veneto-map', placing ? 'veneto-map--placing' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="veneto-map__surface" style={SURFACE_STYLE}>
        {VENETO_SHAPE}

        {pins.length > 0 && (
          <ul className="veneto-map__pins" aria-label="Città sulla mappa">
            {pins.map((pin, index) => {
              const isOpen = tooltip.openId === pin.id;
              const tooltipId = `${tooltipPrefix}-${String(pin.id)}`;
              const hasActions = pin.actions !== undefined && !placing;
              const name = [pin.label, pin.detail, hasActions ? pin.actionsSummary : undefined]
                .filter(Boolean)
                .join(', ');
              return (
                // The item holds the pin and its tooltip: hovering or focusing either keeps the tooltip open.
                <li
                  key={pin.id}
                  className="veneto-map__pin-item"
                  style={{
                    left: `${pin.pinX}%`,
                    top: `${pin.pinY}%`,
                    animationDelay: `${(index * PIN_STAGGER_S).toFixed(1)}s`,
                  }}
                  onMouseEnter={() => tooltip.hoverStart(pin.id)}
                  onMouseLeave={() => tooltip.hoverEnd(pin.id)}
                  onFocus={() => tooltip.focusIn(pin.id)}
                  onBlur={(event) => tooltip.focusOut(event, pin.id)}
                >
                  <button
                    ref={tooltip.pinButton(pin.id)}
                    type="button"
                    className="veneto-map__pin"
                    aria-describedby={!hasActions && isOpen ? tooltipId : undefined}
                    aria-expanded={hasActions ? isOpen : undefined}
                    aria-controls={hasActions && isOpen ? tooltipId : undefined}
                    tabIndex={placing ? -1 : undefined}
                    onClick={() => tooltip.tap(pin.id)}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape' && isOpen) {
                        event.stopPropagation();
                        tooltip.close();
                      }
                    }}
                  >
                    <span className="visually-hidden">{name}</span>
                  </button>
                  {isOpen &&
                    (hasActions ? (
                      // Non-modal popover: it follows the pin in the tab order; tabIndex -1 so that a click on its
                      // text keeps focus inside it (and the popover open).
                      <div
                        ref={tooltip.tooltip}
                        id={tooltipId}
                        role="group"
                        aria-labelledby={`${tooltipId}-label`}
                        tabIndex={-1}
                        className={`${tooltipPlacement(pin)} veneto-map__tooltip--actions`}
                      >
                        <strong id={`${tooltipId}-label`}>{pin.label}</strong>
                        {pin.detail && <span>{pin.detail}</span>}
                        {pin.actions}
                      </div>
                    ) : (
                      <span ref={tooltip.tooltip} role="tooltip" id={tooltipId} className={tooltipPlacement(pin)}>
                        <strong>{pin.label}</strong>
                        {pin.detail && <span>{pin.detail}</span>}
                      </span>
                    ))}
                </li>
              );
            })}
          </ul>
        )}

        {pendingPin && (
          <span
            className="veneto-map__pending"
            style={{ left: `${pendingPin.pinX}%`, top: `${pendingPin.pinY}%` }}
            role="img"
            aria-label={`Nuovo pin: ${pendingPin.pinX}% da sinistra, ${pendingPin.pinY}% dall'alto`}
          />
        )}

        {placing && (
          <button type="button" className="veneto-map__placer" onClick={place}>
            <span className="visually-hidden">Clicca sulla mappa nel punto in cui posizionare il pin</span>
          </button>
        )}
      </div>
      <figcaption className="veneto-map__attribution">
        <a href={VENETO_MAP_ATTRIBUTION.sourceUrl} target="_blank" rel="noopener noreferrer">
          Confini: @svg-maps/italy (MapSVG)
        </a>
        {', '}
        <a href={VENETO_MAP_ATTRIBUTION.licenseUrl} target="_blank" rel="noopener noreferrer" lang="en">
          CC BY 4.0
        </a>
        , semplificati
      </figcaption>
    </figure>
  );
}
