import { describe, expect, it } from 'vitest';
import { PRESIDENT_SURNAME, VOTING_RULE_GROUPS, VOTING_RULES, votingRulesOf } from './voting-rules';

describe('the rules of the vote', () => {
  it('names each rule once and puts every rule in a section of the page', () => {
    const ids = VOTING_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of VOTING_RULE_GROUPS) expect(votingRulesOf(group.id).length, group.id).toBeGreaterThan(0);
    expect(VOTING_RULE_GROUPS.flatMap((group) => votingRulesOf(group.id))).toEqual(VOTING_RULES);
  });

  it('gives a law for every rule of the ballot, the preferences and the assistance', () => {
    const legal = VOTING_RULES.filter((rule) => rule.group !== 'domande');
    expect(legal.filter((rule) => !rule.source).map((rule) => rule.id)).toEqual([]);
  });

  it('mentions her surname only to say it does not go on the preference lines', () => {
    const naming = VOTING_RULES.filter((rule) => rule.text.includes(PRESIDENT_SURNAME)).map((rule) => rule.text);
    expect(naming).toEqual([expect.stringMatching(new RegExp(`^Non scrivere ${PRESIDENT_SURNAME} sulle righe`))]);
  });
});
