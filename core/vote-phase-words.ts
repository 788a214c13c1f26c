import { formatLongDate, formatShortDate } from './dates';
import { siteConfig } from './site-config';
import { defaultSiteContent } from './site-content-defaults';
import { spokenHour, type VotePhase } from './vote-calendar';

const { election } = siteConfig;
const withoutYear = (date: string) => date.replace(/ \d{4}$/, '');
const votingDays = election.days.map((day) => withoutYear(formatLongDate(day.date))).join(' e ');
/** "23 e 24 novembre": the days as the campaign's own words say them. */
const shortVotingDays = election.days
  .map((day, index, days) => {
    const [dayOfMonth, ...month] = withoutYear(formatShortDate(day.date)).split(' ');
    return index < days.length - 1 && days[index + 1].date.slice(0, 7) === day.date.slice(0, 7)
      ? dayOfMonth
      : [dayOfMonth, ...month].join(' ');
  })
  .join(' e ');

/** The attribute a part that speaks of the vote carries: the phase (and voting day) it was rendered in. */
export const VOTE_PHASE_ATTRIBUTE = 'data-vote-phase';

/** What the parts of a page that speak of the vote say in one phase. */
export interface PhaseWords {
  /** The home's scrolling banner; on a voting day it gives that day's hours. */
  ticker: (votingDay: string | null) => string;
  /**
   * Under the hero's title; during the campaign the content's call to action (this is its default). About as long
   * in every phase, so a page built in one phase and opened in another keeps its lines when it switches.
   */
  hero: string;
  /** Before the election's date in the footer (SPEC.md wants the date there in every phase). */
  footer: string;
  /** The photo booth's invitation to make an image of the opening night. */
  photoBooth: string;
}

/**
 * One table, so that the pages never contradict each other: a page switches all its sentences with the phase
 * (web/lib/vote-phase.ts), and a test checks each phase's rendering holds its sentences and none of the others'.
 * From the day before the vote until the polls close nothing names the candidate or asks for a vote (the electoral
 * silence, L. 212/1956 art. 9): the words only say the vote is on, and when.
 */
export const PHASE_WORDS: Record<VotePhase, PhaseWords> = {
  campaign: {
    ticker: () => election.voteMessage,
    hero: defaultSiteContent.heroCallToAction,
    footer: 'Si vota il',
    photoBooth:
      "Crea la tua immagine per la serata: scegli una foto, ritagliala, inserisci i tuoi dati e scarica l'immagine da condividere.",
  },
  eve: {
    ticker: () => `Si vota ${votingDays} per le ${election.name}`,
    hero: `Domani si apre il voto: ${shortVotingDays}`,
    footer: 'Domani si apre il voto:',
    photoBooth:
      "Crea la tua immagine ricordo della serata: da oggi alla chiusura dei seggi c'è il silenzio elettorale, condividila dopo il voto.",
  },
  voting: {
    ticker: (votingDay) => {
      const day = election.days.find((candidate) => candidate.date === votingDay) ?? election.days[0];
      return `Oggi si vota: seggi aperti dalle ${spokenHour(day.opens)} alle ${spokenHour(day.closes)}`;
    },
    hero: 'Oggi si vota: tessera elettorale e documento',
    footer: 'Seggi aperti il',
    photoBooth:
      "Crea la tua immagine ricordo della serata: oggi si vota e c'è il silenzio elettorale, condividila dopo la chiusura dei seggi.",
  },
  after: {
    ticker: () => defaultSiteContent.voteThanks!,
    hero: `Si è votato il ${shortVotingDays}: grazie!`,
    footer: 'Si è votato il',
    photoBooth:
      "Crea la tua immagine ricordo della serata: scegli una foto, ritagliala, inserisci i tuoi dati e scarica l'immagine da tenere.",
  },
};
