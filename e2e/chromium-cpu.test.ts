import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';

/** The pids of `root` and of every process under it, from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The CPUs a process may run on, as the kernel lists them ("0", "0-1"). */
const allowedCpus = (pid: number) => /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];

/** The pid of the Chromium browser process launched with this marker among its arguments. */
function browserPid(marker: string): number {
  const pid = readdirSync('/proc').find((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      return args.includes(marker) && !args.some((arg) => arg.startsWith('--type='));
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error(`no Chromium process with ${marker}`);
  return Number(pid);
}

const savedCpu = process.env.CHROMIUM_CPU;
afterEach(() => {
  if (savedCpu === undefined) delete process.env.CHROMIUM_CPU;
  else process.env.CHROMIUM_CPU = savedCpu;
});

describe('launchBrowser', () => {
  it('runs the browser and every process it starts (zygote, renderers) on the CPU CHROMIUM_CPU names', async () => {
    process.env.CHROMIUM_CPU = '0';
    const marker = `--campagna-test-marker=${Date.now()}`;
    const browser = await launchBrowser([marker]);
    try {
      const page = await browser.newPage();
      await page.setContent('<main><h1>Una pagina</h1></main>');
      const tree = processTree(browserPid(marker));
      // The browser, its zygotes, the GPU and network processes and the page's renderer.
      expect(tree.length).toBeGreaterThanOrEqual(4);
      expect(tree.map(allowedCpus)).toEqual(tree.map(() => '0'));
    } finally {
      await browser.close();
    }
  });

  it('leaves Chromium on every CPU when CHROMIUM_CPU is not set', async () => {
    delete process.env.CHROMIUM_CPU;
    const marker = `--campagna-test-marker=${Date.now()}`;
    const browser = await launchBrowser([marker]);
    try {
      expect(allowedCpus(browserPid(marker))).toBe(allowedCpus(process.pid));
    } finally {
      await browser.close();
    }
  });
});
