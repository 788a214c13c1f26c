import { Link } from 'react-router-dom';
import { BackHome } from '../../components/BackHome';
import { formatLongDate } from '../../../core/dates';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { siteConfig } from '../../../core/site-config';
import { spokenHour } from '../../../core/vote-calendar';
import { VOTING_RULE_GROUPS, votingRulesOf, type VotingRuleGroup } from '../../../core/voting-rules';
import { SampleBallot } from './SampleBallot';
import { StaticSection } from '../../lib/static-section';
import './vote-guide.css';

const { candidate, election } = siteConfig;

/** One section of the rules table (core/voting-rules.ts): each rule a step, with the law it comes from. */
function RuleSection({ group, heading }: { group: VotingRuleGroup; heading: string }) {
  const id = `come-si-vota-${group}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="vote-guide__steps">
        {votingRulesOf(group).map((rule) => (
          <li key={rule.id}>
            {rule.text}
            {rule.link && (
              <>
                {' '}
                <Link to={PAGE_ROUTES[rule.link.page].path}>{rule.link.label}</Link>.
              </>
            )}
            {rule.source && <small className="vote-guide__source">Fonte: {rule.source}</small>}
          </li>
        ))}
      </ul>
      {group === 'scheda' && <SampleBallot />}
    </section>
  );
}

/**
 * /come-si-vota: when, with what and how to vote for the candidate, under the Veneto electoral law. Text and links
 * that read only the build's configuration: kept as the HTML painted it, never hydrated (docs/decisions/0047).
 */
export function HowToVotePage() {
  return (
    <StaticSection as="article" className="vote-guide page container">
      <header>
        <h1 className="page-title">Come si vota</h1>
        <p className="vote-guide__lead">
          {election.name}: i giorni e gli orari dei seggi, cosa portare e come votare {candidate.fullName}.
        </p>
      </header>

      <section aria-labelledby="come-si-vota-quando">
        <h2 id="come-si-vota-quando">Quando</h2>
        <ul className="vote-guide__days">
          {election.days.map((day) => {
            const date = formatLongDate(day.date);
            return (
              <li key={day.date}>
                <strong>{date.charAt(0).toUpperCase() + date.slice(1)}</strong>: dalle {spokenHour(day.opens)} alle{' '}
                {spokenHour(day.closes)}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="come-si-vota-cosa-portare">
        <h2 id="come-si-vota-cosa-portare">Cosa portare</h2>
        <ul>
          <li>la tessera elettorale;</li>
          <li>un documento d'identità valido (carta d'identità, passaporto, patente).</li>
        </ul>
      </section>

      {VOTING_RULE_GROUPS.map(({ id, heading }) => (
        <RuleSection key={id} group={id} heading={heading} />
      ))}

      <BackHome className="vote-guide__back" />
    </StaticSection>
  );
}
