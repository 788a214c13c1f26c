import { siteConfig } from '../../../core/site-config';

const { candidate, election } = siteConfig;

/**
 * A sample ballot for the regional vote, drawn for the fictional list: the candidate for President, the list's
 * symbol marked with a cross and the surname written on the preference line, beside a second, unmarked coalition.
 * The figure's caption is its text alternative.
 */
export function SampleBallot() {
  const surname = candidate.lastName.toUpperCase();
  return (
    <figure className="sample-ballot">
      <svg
        viewBox="0 0 640 420"
        role="img"
        aria-labelledby="scheda-fac-simile"
        className="sample-ballot__drawing"
        focusable="false"
      >
        <rect x="4" y="4" width="632" height="412" rx="6" fill="#f7f3e3" stroke="#7a6f52" strokeWidth="3" />
        <text x="320" y="34" textAnchor="middle" fontSize="18" fontWeight="700" fill="#4a4333">
          FAC-SIMILE · ELEZIONI REGIONALI DEL VENETO
        </text>

        {/* The candidate's coalition, voted. */}
        <rect x="24" y="56" width="288" height="340" fill="none" stroke="#7a6f52" strokeWidth="2" />
        <rect x="36" y="68" width="264" height="48" fill="#fff" stroke="#7a6f52" />
        <text x="168" y="99" textAnchor="middle" fontSize="20" fontWeight="700" fill="#1b1f24">
          {candidate.fullName.toUpperCase()}
        </text>
        <circle cx="84" cy="186" r="42" fill="#0b3d91" stroke="#1b1f24" strokeWidth="2" />
        <text x="84" y="194" textAnchor="middle" fontSize="22" fontWeight="700" fill="#f2b705">
          {election.list.initials}
        </text>
        <path d="M50 152 L118 220 M118 152 L50 220" stroke="#c8102e" strokeWidth="7" strokeLinecap="round" />
        <text x="140" y="172" fontSize="15" fill="#1b1f24">
          {election.list.name}
        </text>
        <line x1="140" y1="214" x2="296" y2="214" stroke="#7a6f52" strokeWidth="2" />
        <text x="146" y="208" fontSize="22" fontStyle="italic" fill="#0b3d91" fontFamily="cursive, serif">
          {surname}
        </text>
        <line x1="140" y1="246" x2="296" y2="246" stroke="#7a6f52" strokeWidth="2" />
        <circle cx="84" cy="312" r="42" fill="#e6e0cc" stroke="#7a6f52" strokeWidth="2" />
        <text x="84" y="318" textAnchor="middle" fontSize="16" fill="#7a6f52">
          LISTA
        </text>
        <line x1="140" y1="326" x2="296" y2="326" stroke="#7a6f52" strokeWidth="2" />
        <line x1="140" y1="358" x2="296" y2="358" stroke="#7a6f52" strokeWidth="2" />

        {/* Another coalition, not voted. */}
        <rect x="328" y="56" width="288" height="340" fill="none" stroke="#7a6f52" strokeWidth="2" />
        <rect x="340" y="68" width="264" height="48" fill="#fff" stroke="#7a6f52" />
        <text x="472" y="99" textAnchor="middle" fontSize="20" fill="#7a6f52">
          ALTRO CANDIDATO
        </text>
        <circle cx="388" cy="186" r="42" fill="#e6e0cc" stroke="#7a6f52" strokeWidth="2" />
        <text x="388" y="192" textAnchor="middle" fontSize="16" fill="#7a6f52">
          LISTA
        </text>
        <line x1="444" y1="214" x2="600" y2="214" stroke="#7a6f52" strokeWidth="2" />
        <line x1="444" y1="246" x2="600" y2="246" stroke="#7a6f52" strokeWidth="2" />
        <circle cx="388" cy="312" r="42" fill="#e6e0cc" stroke="#7a6f52" strokeWidth="2" />
        <text x="388" y="318" textAnchor="middle" fontSize="16" fill="#7a6f52">
          LISTA
        </text>
        <line x1="444" y1="326" x2="600" y2="326" stroke="#7a6f52" strokeWidth="2" />
        <line x1="444" y1="358" x2="600" y2="358" stroke="#7a6f52" strokeWidth="2" />
      </svg>
      <figcaption id="scheda-fac-simile">
        Fac-simile della scheda: una croce sul simbolo della lista {election.list.name} e il cognome «{surname}» scritto
        sulla riga della preferenza accanto al simbolo. Il voto alla lista vale anche per {candidate.fullName},
        candidata Presidente a cui la lista è collegata.
      </figcaption>
    </figure>
  );
}
