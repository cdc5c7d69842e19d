import fs from 'node:fs';
import os from 'node:os';

/** The processes below `root` (children, grandchildren…), read from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Lowers the CPU priority of every browser process this server started, so that on a small
 * machine the API keeps answering quickly while pages render. Chromium raises some of its own
 * (the GPU process, each new renderer), so this runs again whenever a renderer starts. Linux only;
 * elsewhere, and on any refusal, nothing changes.
 */
export function lowerBrowserPriority(nice: number): void {
  if (process.platform !== 'linux' || nice <= 0) return;
  try {
    for (const pid of descendants(process.pid)) {
      const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (/chrom/i.test(comm) && os.getPriority(pid) < nice) os.setPriority(pid, nice);
    }
  } catch {
    // Not allowed, or /proc is not there: captures simply run at the server's priority.
  }
}
