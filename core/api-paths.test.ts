import { describe, expect, it } from 'vitest';
import { isSchema, type Schema } from 'yup';
import { API, contractAt } from './api-paths';
import { csvExport, itemPath, type HttpMethod } from './api-contract';
import { contactSchema } from './schema/contact.schema';
import { tourEventSchema } from './schema/tour-event.schema';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

describe('the API contract', () => {
  it('gives every write with a body an object schema to cast it, and never a GET', async () => {
    const bodies: string[] = [];
    for (const path of Object.values(API)) {
      for (const method of METHODS) {
        const load = contractAt(path)?.[method]?.body;
        if (!load) continue;
        expect(method, path).not.toBe('GET');
        const schema: unknown = await load();
        expect(isSchema(schema) && (schema as Schema).type, `${method} ${path}`).toBe('object');
        bodies.push(`${method} ${path}`);
      }
    }
    expect(bodies).toContain('POST /api/contact');
    expect(bodies).toContain('DELETE /api/admin/personal-data');
  });

  it("finds an entry's contract for the paths the web builds from it: an item, a page with its query", async () => {
    expect(await contractAt(API.contact)?.POST?.body?.()).toBe(contactSchema);
    expect(contractAt(itemPath(API.tourEvent, 7))).toBe(contractAt(API.tourEvent));
    expect(await contractAt(itemPath(API.tourEvent, 7))?.PUT?.body?.()).toBe(tourEventSchema);
    expect(contractAt(`${API.adminContactSubmissions}?q=anna&cursor=x`)).toBe(contractAt(API.adminContactSubmissions));
    expect(contractAt(csvExport(API.adminContactSubmissions))?.GET).toBeDefined();
    expect(contractAt('/api/nessuna')).toBeUndefined();
  });
});
