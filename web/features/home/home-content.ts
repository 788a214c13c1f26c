import { useApi } from '../../lib/swr';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import { API } from '../../../core/api-paths';
import { siteConfig } from '../../../core/site-config';

type HomeContent = Pick<
  SiteContent,
  | 'heroTitle'
  | 'heroSubtitle'
  | 'heroCallToAction'
  | 'bioTitle'
  | 'bioText'
  | 'mapTitle'
  | 'mapDescription'
  | 'instagramUrl'
  | 'facebookUrl'
> &
  Partial<Pick<SiteContent, 'heroImagePath' | 'mapImagePath' | 'voteThanks'>>;

/** What the page says if the content cannot be read: the campaign's fixed facts instead of an endless placeholder. */
const FALLBACK_CONTENT: HomeContent = {
  heroTitle: `${siteConfig.candidate.fullName} Presidente`,
  heroSubtitle: siteConfig.election.name,
  heroCallToAction: siteConfig.election.voteMessage,
  bioTitle: `Chi è ${siteConfig.candidate.fullName}`,
  bioText: siteConfig.candidate.role,
  mapTitle: 'Sul territorio',
  mapDescription: 'Le città visitate e le tappe del tour in Veneto.',
  instagramUrl: null,
  facebookUrl: null,
};

/** The home page's site content: undefined while it loads, the fixed facts if it cannot be read. */
export function useHomeContent(): HomeContent | undefined {
  const { data, error } = useApi(API.content);
  return data ?? (error ? FALLBACK_CONTENT : undefined);
}
