/** The candidate's illustrations: written by scripts/images.ts, shown by CandidatePicture. */
export const CANDIDATE_IMAGES = {
  hero: { base: '/images/candidata-hero', width: 960, height: 1080, widths: [480, 960] },
  portrait: { base: '/images/candidata-ritratto', width: 640, height: 800, widths: [320, 640] },
} as const;
