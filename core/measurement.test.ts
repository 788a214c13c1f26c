import { describe, expect, it } from 'vitest';
import { VITALS, bucketOf, p75, pageTemplate } from './measurement';

describe("the vitals' histograms", () => {
  it('put a value in the first bucket whose edge is at least it, and past the last edge in the last bucket', () => {
    expect(bucketOf('lcp', 0)).toBe(0);
    expect(bucketOf('lcp', 500)).toBe(0);
    expect(bucketOf('lcp', 501)).toBe(1);
    expect(bucketOf('inp', 200)).toBe(VITALS.inp.edges.indexOf(200));
    expect(bucketOf('cls', 0.1)).toBe(VITALS.cls.edges.indexOf(0.1));
    expect(bucketOf('lcp', 60_000)).toBe(VITALS.lcp.edges.length);
  });

  it("have Google's good thresholds among their edges, so a p75 reads as good or not exactly", () => {
    for (const { edges, good } of Object.values(VITALS)) expect(edges).toContain(good);
  });

  it('give the 75th percentile as the upper edge of its bucket', () => {
    expect(p75('inp', [])).toBeNull();
    expect(p75('inp', [3, 0, 1])).toEqual({ value: 50, above: false });
    expect(p75('inp', [1, 1, 1, 1])).toEqual({ value: 150, above: false });
    const overflow = new Array(VITALS.inp.edges.length + 1).fill(0);
    overflow[VITALS.inp.edges.length] = 4;
    expect(p75('inp', overflow)).toEqual({ value: 2000, above: true });
  });

  it('name the stop pages by one template', () => {
    expect(pageTemplate('/tappe/12')).toBe('/tappe/:id');
    expect(pageTemplate('/contatti')).toBe('/contatti');
  });
});
