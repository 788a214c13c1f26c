import { siteConfig } from '../../../core/site-config';

const { candidate, election } = siteConfig;

const INK = '#7a6f52';
const CROSS = '#c8102e';

/** A voter's cross over the box whose centre is (x, y), `half` wide each way. */
function Cross({ x, y, half }: { x: number; y: number; half: number }) {
  return (
    <path
      data-mark="croce"
      d={`M${x - half} ${y - half} L${x + half} ${y + half} M${x + half} ${y - half} L${x - half} ${y + half}`}
      stroke={CROSS}
      strokeOpacity="0.85"
      strokeWidth="5"
      strokeLinecap="round"
    />
  );
}

/** One list of a coalition, at the top (y) of its row: its symbol and, beside it, its two preference lines. */
function ListRow({ y, voted = false }: { y: number; voted?: boolean }) {
  const centre = y + 42;
  return (
    <>
      <rect x="28" y={y} width="344" height="84" fill="none" stroke={INK} />
      <g data-part="lista">
        <circle cx="72" cy={centre} r="32" fill={voted ? '#0b3d91' : '#e6e0cc'} stroke={INK} strokeWidth="2" />
        <text
          x="72"
          y={centre + 7}
          textAnchor="middle"
          fontSize={voted ? 20 : 14}
          fontWeight="700"
          fill={voted ? '#f2b705' : INK}
        >
          {voted ? election.list.initials : 'LISTA'}
        </text>
        {voted && (
          <>
            <text x="116" y={y + 22} fontSize="16" fill="#1b1f24">
              {election.list.name}
            </text>
            <Cross x={72} y={centre} half={26} />
          </>
        )}
      </g>
      <g data-part="preferenze">
        <line x1="116" y1={y + 48} x2="360" y2={y + 48} stroke={INK} strokeWidth="2" />
        <line x1="116" y1={y + 74} x2="360" y2={y + 74} stroke={INK} strokeWidth="2" />
      </g>
    </>
  );
}

/** A candidate for President at the top (y) of the coalition's box: two lists on the left, the name on the right. */
function Coalition({ y, name, voted = false }: { y: number; name: readonly string[]; voted?: boolean }) {
  return (
    <>
      <rect x="16" y={y} width="608" height="196" fill="none" stroke={INK} strokeWidth="2" />
      <ListRow y={y + 12} voted={voted} />
      <ListRow y={y + 100} />
      <g data-part="presidente">
        <rect x="388" y={y + 48} width="224" height="100" fill="#fff" stroke={INK} strokeWidth="2" />
        <text x="500" y={y + 70} textAnchor="middle" fontSize="15" fill={INK}>
          {voted ? 'candidata Presidente' : 'candidato Presidente'}
        </text>
        {name.map((line, index) => (
          <text
            key={line}
            x="500"
            y={y + 100 + index * 28}
            textAnchor="middle"
            fontSize="22"
            fontWeight={voted ? 700 : 400}
            fill={voted ? '#1b1f24' : INK}
          >
            {line}
          </text>
        ))}
        {voted && <Cross x={500} y={y + 104} half={34} />}
      </g>
    </>
  );
}

/**
 * A sample ballot for the regional vote, drawn for the fictional list: a cross on the candidate's name and one on
 * the linked list's symbol, the preference lines left to the list's council candidates (never the President's
 * name), beside a second, unmarked coalition. The figure's caption is its text alternative.
 */
export function SampleBallot() {
  return (
    <figure className="sample-ballot">
      <svg
        viewBox="0 0 640 476"
        role="img"
        aria-labelledby="scheda-fac-simile"
        className="sample-ballot__drawing"
        focusable="false"
      >
        <rect x="4" y="4" width="632" height="468" rx="6" fill="#f7f3e3" stroke={INK} strokeWidth="3" />
        <text x="320" y="34" textAnchor="middle" fontSize="18" fontWeight="700" fill="#4a4333">
          FAC-SIMILE · ELEZIONI REGIONALI DEL VENETO
        </text>
        <Coalition y={52} name={candidate.fullName.toUpperCase().split(' ')} voted />
        <Coalition y={264} name={['ALTRO', 'CANDIDATO']} />
      </svg>
      <figcaption id="scheda-fac-simile">
        Fac-simile della scheda: una croce sul nome di {candidate.fullName}, candidata Presidente, e una sul simbolo
        della lista {election.list.name}, collegata a lei. Le righe delle preferenze accanto al simbolo sono per i
        cognomi dei candidati consiglieri della lista, non per il nome della candidata Presidente: qui restano vuote.
      </figcaption>
    </figure>
  );
}
