// The resident memory of a process and everything it started, read from /proc (Linux only),
// for the soak test: wrangler dev and Miniflare each run several processes (Node, one or two
// workerd), and a leak in any of them is the server's.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  ppid: number;
  /** A short name for reports: the program and what tells it apart from its siblings. */
  label: string;
  /** Resident set size (VmRSS) in KiB. */
  rssKiB: number;
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** The parent pid from /proc/<pid>/stat; the command name in field 2 may hold spaces and parentheses. */
const parentOf = (stat: string): number => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);

/**
 * A name a reader can tell apart: `workerd :8787` for the workerd that listens on a port,
 * `node wrangler dev`, `node tsx scripts/start.ts` and so on.
 */
function labelOf(pid: number): string {
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
  const program = (args[0] ?? '?').split('/').pop()!;
  if (program === 'workerd') {
    const socket = args.find((a) => a.startsWith('--socket-addr='));
    const name = socket ? `workerd ${socket.slice(socket.lastIndexOf(':'))}` : 'workerd';
    return args.some((a) => a.startsWith('--inspector-addr')) ? `${name} (inspector)` : name;
  }
  const script = args
    .slice(1)
    .filter((a) => !a.startsWith('-'))
    .slice(0, 2)
    .map((a) => (a.includes('/node_modules/') ? a.split('/node_modules/').pop()!.split('/')[0]! : a.split('/').slice(-2).join('/')));
  return [program, ...script].join(' ');
}

/** `root` and all its descendants that are still running, parents before children. */
export function processTree(root: number): ProcessMemory[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = parentOf(stat);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const out: ProcessMemory[] = [];
  const visit = (pid: number, ppid: number) => {
    const status = read(`/proc/${pid}/status`);
    if (!status) return;
    const rss = /^VmRSS:\s+(\d+) kB/m.exec(status);
    out.push({ pid, ppid, label: labelOf(pid), rssKiB: rss ? Number(rss[1]) : 0 });
    for (const child of children.get(pid) ?? []) visit(child, pid);
  };
  visit(root, 0);
  return out;
}
