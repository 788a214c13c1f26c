import { formatShortDate } from './dates';
import { HOME_VOTE_POLICY } from './policy';
import type { PageId } from './page-routes';
import { siteConfig } from './site-config';
import { daysBefore } from './vote-calendar';

/**
 * How to vote in the Veneto regional election, as the rules that /come-si-vota shows, each with the law it comes
 * from (decision 0034). The page renders this table and its test reads the page against it, so a sentence cannot
 * change on the page without changing here.
 */

/** The page's sections, in order, each with its heading. */
export const VOTING_RULE_GROUPS = [
  { id: 'seggio', heading: 'Dove si vota' },
  { id: 'scheda', heading: `Come votare ${siteConfig.candidate.fullName}` },
  { id: 'preferenze', heading: 'Le preferenze' },
  { id: 'assistenza', heading: 'Se hai bisogno di aiuto' },
  { id: 'domande', heading: 'Dove chiedere' },
] as const;

export type VotingRuleGroup = (typeof VOTING_RULE_GROUPS)[number]['id'];

export interface VotingRule {
  readonly id: string;
  readonly group: VotingRuleGroup;
  /** The step as the voter reads it. */
  readonly text: string;
  /** The law it states, or null for practical advice that no law gives. */
  readonly source: string | null;
  /** A page of the site the step points to, linked after its text. */
  readonly link?: { readonly page: PageId; readonly label: string };
}

const { candidate, election } = siteConfig;
/** The surname as a voter would write it on the ballot, which is exactly what the preference lines must not get. */
export const PRESIDENT_SURNAME = candidate.lastName.toUpperCase();

const ELECTORAL_LAW = 'L.R. Veneto 16 gennaio 2012, n. 5';
const GENDER_PREFERENCE = `${ELECTORAL_LAW}, come modificata dalla L.R. 25 maggio 2018, n. 19`;
const VOTER_CARD = 'D.P.R. 8 settembre 2000, n. 299';
const ASSISTED_VOTE = 'D.P.R. 16 maggio 1960, n. 570, art. 41; L. 5 febbraio 1992, n. 104, art. 29';

/** The days the home vote is asked for between (HOME_VOTE_POLICY). */
const firstDay = election.days[0].date;
const HOME_VOTE_OPENS = formatShortDate(daysBefore(firstDay, HOME_VOTE_POLICY.requestsFromDaysBefore));
const HOME_VOTE_CLOSES = formatShortDate(daysBefore(firstDay, HOME_VOTE_POLICY.requestsUntilDaysBefore));

export const VOTING_RULES: readonly VotingRule[] = [
  {
    id: 'sezione-sulla-tessera',
    group: 'seggio',
    text: "Voti nel seggio della sezione scritta sulla tessera elettorale, dove trovi anche l'indirizzo.",
    source: VOTER_CARD,
  },
  {
    id: 'tessera-nuova',
    group: 'seggio',
    text: "Hai perso la tessera o non ha più spazi per il timbro? Chiedine una nuova all'ufficio elettorale del tuo Comune: apre anche nei giorni prima del voto e nei giorni del voto, per tutto l'orario dei seggi.",
    source: `${VOTER_CARD}; L. 27 dicembre 2013, n. 147, art. 1, c. 400, lett. g)`,
  },
  {
    id: 'scheda-unica',
    group: 'scheda',
    text: 'Ricevi una sola scheda, per il Presidente della Regione e per il Consiglio regionale.',
    source: ELECTORAL_LAW,
  },
  {
    id: 'croce-sul-nome',
    group: 'scheda',
    text: `Traccia una croce sul nome di ${candidate.fullName}, nel rettangolo della candidata Presidente: è il voto per lei.`,
    source: ELECTORAL_LAW,
  },
  {
    id: 'croce-sulla-lista',
    group: 'scheda',
    text: `Puoi votarla anche con una sola croce sul simbolo di una lista collegata a lei, come ${election.list.name}: il voto alla lista vale anche per ${candidate.fullName}.`,
    source: ELECTORAL_LAW,
  },
  {
    id: 'croce-su-entrambi',
    group: 'scheda',
    text: 'Puoi segnare sia il suo nome sia il simbolo di una lista collegata a lei: il voto è valido e va a lei e alla lista.',
    source: ELECTORAL_LAW,
  },
  {
    id: 'voto-disgiunto',
    group: 'scheda',
    text: `Il voto disgiunto è ammesso: puoi segnare il nome di ${candidate.fullName} e il simbolo di una lista non collegata a lei. Se segni solo quella lista, però, il voto va al candidato Presidente collegato alla lista, non a lei.`,
    source: ELECTORAL_LAW,
  },
  {
    id: 'una-sola-scelta',
    group: 'scheda',
    text: 'Segna un solo candidato Presidente e una sola lista.',
    source: ELECTORAL_LAW,
  },
  {
    id: 'preferenze-righe',
    group: 'preferenze',
    text: 'Puoi dare fino a due preferenze ai candidati consiglieri della lista che hai votato: scrivi il cognome (o nome e cognome) sulle righe accanto al simbolo di quella lista.',
    source: GENDER_PREFERENCE,
  },
  {
    id: 'preferenze-genere',
    group: 'preferenze',
    text: 'Se le preferenze sono due, devono andare a candidati di genere diverso della stessa lista: altrimenti la seconda non vale.',
    source: GENDER_PREFERENCE,
  },
  {
    id: 'preferenze-facoltative',
    group: 'preferenze',
    text: 'Le preferenze sono facoltative: anche senza, il voto alla lista e alla candidata Presidente è valido.',
    source: ELECTORAL_LAW,
  },
  {
    id: 'presidente-non-sulle-righe',
    group: 'preferenze',
    text: `Non scrivere ${PRESIDENT_SURNAME} sulle righe delle preferenze: sono per i candidati consiglieri della lista. ${candidate.fullName} si vota con la croce sul suo nome o sul simbolo di una lista collegata a lei.`,
    source: ELECTORAL_LAW,
  },
  {
    id: 'voto-assistito',
    group: 'assistenza',
    text: 'Se un impedimento fisico non ti permette di votare da solo, puoi entrare in cabina con un familiare o con un altro elettore che scegli tu, iscritto nelle liste elettorali di un qualsiasi Comune. Ognuno può accompagnare una sola persona.',
    source: ASSISTED_VOTE,
  },
  {
    id: 'certificato-voto-assistito',
    group: 'assistenza',
    text: "Se l'impedimento non è evidente, porta un certificato medico gratuito dell'ULSS. Non serve se sulla tessera elettorale c'è già l'annotazione del voto assistito.",
    source: `${ASSISTED_VOTE}; L. 5 febbraio 2003, n. 17, art. 1`,
  },
  {
    id: 'seggio-senza-barriere',
    group: 'assistenza',
    text: "Se non puoi camminare, puoi votare in una sezione del tuo Comune senza barriere architettoniche, anche se non è la tua, con un certificato dell'ULSS o la patente di guida speciale.",
    source: 'L. 15 gennaio 1991, n. 15, art. 1',
  },
  {
    id: 'voto-a-domicilio',
    group: 'assistenza',
    text: `Se un'infermità gravissima ti impedisce di uscire di casa, anche con il trasporto organizzato dal Comune, o se dipendi da apparecchiature elettromedicali, puoi votare a casa: chiedilo al sindaco del tuo Comune tra il ${HOME_VOTE_OPENS} e il ${HOME_VOTE_CLOSES}, con il certificato del medico designato dall'ULSS.`,
    source:
      'D.L. 3 gennaio 2006, n. 1, art. 1, convertito dalla L. 27 gennaio 2006, n. 22, e modificato dalla L. 7 maggio 2009, n. 46',
  },
  {
    id: 'voto-in-ospedale',
    group: 'assistenza',
    text: "Se sei ricoverato in ospedale o in una casa di cura, puoi votare lì: entro il terzo giorno prima del voto fai arrivare al sindaco del tuo Comune la dichiarazione che vuoi votare nel luogo di cura, con l'attestazione della struttura.",
    source: 'D.P.R. 16 maggio 1960, n. 570, artt. 42 e 43',
  },
  {
    id: 'chiedi-al-comune',
    group: 'domande',
    text: "Per il seggio, la tessera, il voto assistito, a domicilio o in ospedale, chiedi all'ufficio elettorale del tuo Comune.",
    source: null,
  },
  {
    id: 'chiedi-alla-campagna',
    group: 'domande',
    text: `Per domande sulla candidatura di ${candidate.fullName}, scrivi alla campagna dalla pagina`,
    source: null,
    link: { page: 'contact', label: 'Contatti' },
  },
];

/** The rules of one section, in the table's order. */
export const votingRulesOf = (group: VotingRuleGroup): readonly VotingRule[] =>
  VOTING_RULES.filter((rule) => rule.group === group);
