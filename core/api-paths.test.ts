import { describe, expect, it } from 'vitest';
import { isSchema, type Schema } from 'yup';
import { API, contractAt } from './api-paths';
import { bytes, csvExport, itemPath, type Contract, type HttpMethod } from './api-contract';
import { contactSchema } from './schema/contact.schema';
import { tourEventSchema } from './schema/tour-event.schema';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** The schema a method's body is cast with (undefined for none, or for bytes). */
const schemaOf = async (contract: Contract | undefined, method: HttpMethod) => {
  const body = contract?.[method]?.body;
  return typeof body === 'function' ? body() : undefined;
};

describe('the API contract', () => {
  it('gives every write with a body an object schema to cast it, and never a GET', async () => {
    const bodies: string[] = [];
    const rawBytes: string[] = [];
    for (const path of Object.values(API)) {
      for (const method of METHODS) {
        const body = contractAt(path)?.[method]?.body;
        if (!body) continue;
        expect(method, path).not.toBe('GET');
        if (body === bytes) {
          rawBytes.push(`${method} ${path}`);
          continue;
        }
        const schema: unknown = await body();
        expect(isSchema(schema) && (schema as Schema).type, `${method} ${path}`).toBe('object');
        bodies.push(`${method} ${path}`);
      }
    }
    expect(bodies).toContain('POST /api/contact');
    expect(bodies).toContain('DELETE /api/admin/personal-data');
    expect(rawBytes.sort()).toEqual(['POST /api/admin/polling-sections', 'PUT /api/admin/material-uploads/:id']);
  });

  it("finds an entry's contract for the paths the web builds from it: an item, a page with its query", async () => {
    expect(await schemaOf(contractAt(API.contact), 'POST')).toBe(contactSchema);
    expect(contractAt(itemPath(API.tourEvent, 7))).toBe(contractAt(API.tourEvent));
    expect(await schemaOf(contractAt(itemPath(API.tourEvent, 7)), 'PUT')).toBe(tourEventSchema);
    expect(contractAt('/api/material-files/abc/volantino.pdf')).toBe(contractAt(API.materialFile));
    expect(contractAt(`${API.adminContactSubmissions}?q=anna&cursor=x`)).toBe(contractAt(API.adminContactSubmissions));
    expect(contractAt(csvExport(API.adminContactSubmissions))?.GET).toBeDefined();
    expect(contractAt('/api/nessuna')).toBeUndefined();
  });
});
