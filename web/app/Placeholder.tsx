import { siteConfig } from '../lib/site-config';

/** Stands at "/" until the public pages land; it shows the site is up and names the election. */
export function Placeholder() {
  return (
    <main>
      <h1>{siteConfig.candidate.fullName} Presidente</h1>
      <p>
        {siteConfig.election.name}: si vota il {siteConfig.election.label}.
      </p>
    </main>
  );
}
