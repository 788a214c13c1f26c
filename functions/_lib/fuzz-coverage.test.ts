import { describe, expect, it } from 'vitest';
import { registeredContracts } from '../../core/api-contract';
import { TARGETS } from '../../test/server/fuzz-targets';

/**
 * The fuzz reaches every route of the API table: a path or a method added to core/api-paths.ts without its target in
 * test/server/fuzz-targets.ts (or the files it gathers) fails here, instead of going unfuzzed in silence.
 */
describe('the fuzz targets', () => {
  it('cover every method of every path of the API table, and nothing the table does not serve', () => {
    const served = [...registeredContracts()].flatMap(([path, contract]) =>
      Object.keys(contract).map((method) => `${method} ${path}`),
    );
    const fuzzed = new Set(TARGETS.flatMap((target) => target.methods.map((method) => `${method} ${target.path}`)));
    expect(served.filter((route) => !fuzzed.has(route)).sort()).toEqual([]);
  });
});
