import type { ComuneCoverage } from '../../../../core/schema/polling-section.schema';
import { VENETO_CAPITALS, VENETO_OUTLINE, VENETO_VIEWBOX } from '../../../components/veneto-map-data';

/** Each province by its capital on the map: the map has no comuni's borders, so coverage is shaded by province. */
const PROVINCE_CAPITALS: Record<string, string> = {
  BL: 'Belluno',
  TV: 'Treviso',
  VE: 'Venezia',
  PD: 'Padova',
  VI: 'Vicenza',
  VR: 'Verona',
  RO: 'Rovigo',
};

/** How a province reads: its sections and those with an effettivo. */
export interface ProvinceCoverage {
  province: string;
  capital: string;
  sections: number;
  effettivi: number;
}

/** The comuni's coverage summed by province, in the map's order. */
function byProvince(rows: readonly ComuneCoverage[]): ProvinceCoverage[] {
  return Object.entries(PROVINCE_CAPITALS).map(([province, capital]) => {
    const own = rows.filter((row) => row.province === province);
    return {
      province,
      capital,
      sections: own.reduce((sum, row) => sum + row.sections, 0),
      effettivi: own.reduce((sum, row) => sum + row.effettivi, 0),
    };
  });
}

/** The shade of a province: none (no sections imported), none covered, some, all. */
const shade = ({ sections, effettivi }: ProvinceCoverage) =>
  sections === 0 ? 'empty' : effettivi === 0 ? 'none' : effettivi < sections ? 'some' : 'all';

const coverageWords = ({ sections, effettivi }: { sections: number; effettivi: number }) =>
  sections === 0 ? 'nessuna sezione importata' : `${effettivi} sezioni coperte su ${sections}`;

/**
 * The map of Veneto with a mark on each provincial capital, shaded by the share of its sections that have an
 * effettivo; the table beside it says the same, comune by comune.
 */
export function CoverageMap({ rows }: { rows: readonly ComuneCoverage[] }) {
  const provinces = byProvince(rows);
  const summary = provinces.map((each) => `${each.capital}: ${coverageWords(each)}`).join('; ');
  return (
    <figure className="polling-map">
      <svg
        viewBox={`0 0 ${VENETO_VIEWBOX.width} ${VENETO_VIEWBOX.height}`}
        role="img"
        aria-label={`Copertura delle sezioni per provincia. ${summary}`}
      >
        <path className="polling-map__region" d={VENETO_OUTLINE} />
        {provinces.map((each) => {
          const capital = VENETO_CAPITALS.find((place) => place.name === each.capital);
          if (!capital) return null;
          const radius = 28 + Math.min(60, Math.sqrt(each.sections) * 2);
          return (
            <g key={each.province} className={`polling-map__province polling-map__province--${shade(each)}`}>
              <circle cx={capital.x} cy={capital.y} r={radius} />
              <text x={capital.x} y={capital.y + radius + 34} textAnchor="middle">
                {`${each.capital} ${each.sections === 0 ? '–' : `${each.effettivi}/${each.sections}`}`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="admin-hint">
        Ogni cerchio è una provincia: verde se tutte le sezioni hanno un effettivo, giallo se alcune, rosso se nessuna,
        grigio se non ci sono sezioni importate.
      </figcaption>
    </figure>
  );
}
