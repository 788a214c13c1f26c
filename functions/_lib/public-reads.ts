/**
 * The functions a visitor's pages call: they must load only what they read with (no bcryptjs, jose or yup, one
 * database driver). `npm run bench:functions` marks them and `public-reads-bundle.test.ts` holds them to it.
 */
export const PUBLIC_READ_FUNCTIONS: readonly string[] = [
  'content',
  'visited-cities',
  'tour-events',
  'campaign-materials',
  'tour-calendar',
  'tour-stop-page',
  'tour-stop-image',
  'material-file',
];
