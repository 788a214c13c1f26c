import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
export const TICKS_PER_SECOND = 100;

/**
 * The CPU ticks (user and system) each running process has used, keyed by pid and start time (a pid may be
 * reused), with its command line; `only` keeps the processes whose command line it accepts.
 */
export function processTicks(only?: (args: string) => boolean): Map<string, { ticks: number; args: string }> {
  const found = new Map<string, { ticks: number; args: string }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (only && !only(args)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(`${pid}:${fields[19]}`, { ticks: Number(fields[11]) + Number(fields[12]), args });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

/** The whole machine's ticks so far: busy (user, nice, system, irq, softirq) and idle (idle, iowait). */
export function machineTicks(): { busy: number; idle: number } {
  const [user, nice, system, idle, iowait, irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait };
}
