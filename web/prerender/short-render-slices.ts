import type { Plugin } from 'vite';

/**
 * How long React's scheduler works before it yields to the browser, in the site's build: 1 ms instead of its 5.
 * A prerendered page hydrates after its first paint (docs/decisions/0032), in slices that yield, and Lighthouse
 * multiplies each task by the CPU slowdown it simulates: 4× by default, 13× and more for a low-tier phone on a
 * fast machine (bench/cpu-calibration.ts), where a 5 ms slice becomes a 65 ms long task. At 1 ms a slice stays under
 * 50 ms up to a slowdown of 25× or so (a slice ends after the unit of work that crosses the limit), and the extra
 * yields cost a message each (docs/decisions/0047). The scheduler offers no setting below 8 ms
 * (`unstable_forceFrameRate` takes at most 125 frames a second), hence the edit of its production file.
 */
const RENDER_SLICE_MS = 1;

const SCHEDULER_FILE = /[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/;
const DEFAULT_SLICE = 'frameInterval = 5,';

/** Rewrites the scheduler's slice; fails the build when the text is not found, so an upgrade cannot drop it. */
export function shortRenderSlices(): Plugin {
  return {
    name: 'short-render-slices',
    apply: 'build',
    transform(code, id) {
      if (!SCHEDULER_FILE.test(id)) return null;
      if (!code.includes(DEFAULT_SLICE)) {
        throw new Error(`short-render-slices: "${DEFAULT_SLICE}" is no longer in ${id}; see docs/decisions/0047`);
      }
      return { code: code.replace(DEFAULT_SLICE, `frameInterval = ${RENDER_SLICE_MS},`), map: null };
    },
  };
}
