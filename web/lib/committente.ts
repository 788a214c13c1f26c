import { useApi } from './swr';
import { API } from '../../core/api-paths';
import { defaultSiteContent } from '../../core/site-content-defaults';

/**
 * The "committente responsabile" that every page, the materials and the generated image name (L. 515/1993
 * art. 3): the site content's. A prerendered page carries it; a page the browser renders shows the seeded one
 * until the content arrives, so the line is there from the first paint and nothing below it moves.
 */
export function useCommittente(): string | null {
  const content = useApi(API.content).data;
  return (content ?? defaultSiteContent).committente;
}
