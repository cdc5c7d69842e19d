import fs from 'node:fs';
import os from 'node:os';

/** The command name of a browser's main process (Firefox's content processes have others). */
const BROWSER = /chrom|headless|firefox/i;

/** What /proc says of a process: its command name, its parent and its session. */
function processes(): Array<{ pid: number; parent: number; session: number; comm: string }> {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name sits in parentheses and may itself hold spaces and parentheses.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [, parent, , session] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      found.push({ pid: Number(entry), parent, session, comm });
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** The browser processes below this server: each browser and every process it started. */
export function browserDescendants(): number[] {
  const all = processes();
  const below = new Set([process.pid]);
  const browsers = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (below.has(p.parent) && !below.has(p.pid)) {
        below.add(p.pid);
        if (browsers.has(p.parent) || BROWSER.test(p.comm)) browsers.add(p.pid);
        grew = true;
      }
    }
  }
  return [...browsers];
}

/**
 * Chromium starts in a session of its own, which Linux schedules as one autogroup: CPU is shared
 * between groups first, so a browser rendering flat out takes half the machine from the server
 * whatever its threads' nice values. One nice value on the group covers every process and thread
 * the browser has or will start, including those it raises itself (its compositor runs at -8).
 * True when that was set.
 */
function lowerGroups(nice: number): boolean {
  if (fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() !== '1') return false;
  // Only a browser leading a session of its own: any other shares the server's group.
  const leaders = processes().filter(
    (p) => p.parent === process.pid && p.session === p.pid && BROWSER.test(p.comm),
  );
  for (const { pid } of leaders) fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  return leaders.length > 0;
}

/** Without autogroups a nice value is per thread: each thread of each browser process gets it. */
function lowerThreads(nice: number): void {
  for (const pid of browserDescendants()) {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        if (os.getPriority(Number(task)) < nice) os.setPriority(Number(task), nice);
      } catch {
        // The thread ended while we looked.
      }
    }
  }
}

/**
 * Lowers the CPU priority of the browsers this server started, so that on a small machine the API
 * keeps answering quickly while pages render. Returns true when that lasts for whatever the
 * browser starts later; otherwise call it again when a renderer may have started (a page opened).
 * Linux only; elsewhere, and on any refusal, captures simply run at the server's priority.
 */
export function lowerBrowserPriority(nice: number): boolean {
  if (process.platform !== 'linux' || nice <= 0) return true;
  try {
    if (lowerGroups(nice)) return true;
  } catch {
    // No autogroups here, or not allowed: per thread, then.
  }
  try {
    lowerThreads(nice);
  } catch {
    // Not allowed, or /proc is not there.
  }
  return false;
}
