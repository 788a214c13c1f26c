import type { ReactNode } from 'react';
import { siteConfig } from '../../../core/site-config';

const { candidate, election } = siteConfig;

const INK = '#7a6f52';

/** An unmarked list: its symbol's place and its two preference lines, at (x, y) of its symbol's centre. */
function ListSlot({ x, y }: { x: number; y: number }) {
  return (
    <>
      <circle cx={x} cy={y} r="42" fill="#e6e0cc" stroke={INK} strokeWidth="2" />
      <text x={x} y={y + 6} textAnchor="middle" fontSize="16" fill={INK}>
        LISTA
      </text>
      <line x1={x + 56} y1={y + 28} x2={x + 212} y2={y + 28} stroke={INK} strokeWidth="2" />
      <line x1={x + 56} y1={y + 60} x2={x + 212} y2={y + 60} stroke={INK} strokeWidth="2" />
    </>
  );
}

/**
 * A candidate for President with two lists. The voted one draws, over its first list's place (`children`), the
 * list's symbol marked with a cross and the surname on the line.
 */
function Coalition({
  x,
  name,
  voted = false,
  children,
}: {
  x: number;
  name: string;
  voted?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <rect x={x} y="56" width="288" height="340" fill="none" stroke={INK} strokeWidth="2" />
      <rect x={x + 12} y="68" width="264" height="48" fill="#fff" stroke={INK} />
      <text
        x={x + 144}
        y="99"
        textAnchor="middle"
        fontSize="20"
        fontWeight={voted ? 700 : 400}
        fill={voted ? '#1b1f24' : INK}
      >
        {name}
      </text>
      {children ?? <ListSlot x={x + 60} y={186} />}
      {voted && (
        <>
          <line x1={x + 116} y1="214" x2={x + 272} y2="214" stroke={INK} strokeWidth="2" />
          <line x1={x + 116} y1="246" x2={x + 272} y2="246" stroke={INK} strokeWidth="2" />
        </>
      )}
      <ListSlot x={x + 60} y={312} />
    </>
  );
}

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

        <Coalition x={24} name={candidate.fullName.toUpperCase()} voted>
          <circle cx="84" cy="186" r="42" fill="#0b3d91" stroke="#1b1f24" strokeWidth="2" />
          <text x="84" y="194" textAnchor="middle" fontSize="22" fontWeight="700" fill="#f2b705">
            {election.list.initials}
          </text>
          <path d="M50 152 L118 220 M118 152 L50 220" stroke="#c8102e" strokeWidth="7" strokeLinecap="round" />
          <text x="136" y="172" fontSize="13" fill="#1b1f24">
            {election.list.name}
          </text>
          <text x="146" y="208" fontSize="22" fontStyle="italic" fill="#0b3d91" fontFamily="cursive, serif">
            {surname}
          </text>
        </Coalition>
        <Coalition x={328} name="ALTRO CANDIDATO" />
      </svg>
      <figcaption id="scheda-fac-simile">
        Fac-simile della scheda: una croce sul simbolo della lista {election.list.name} e il cognome «{surname}» scritto
        sulla riga della preferenza accanto al simbolo. Il voto alla lista vale anche per {candidate.fullName},
        candidata Presidente a cui la lista è collegata.
      </figcaption>
    </figure>
  );
}
