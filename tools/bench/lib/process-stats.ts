// Memory and CPU of a process on Linux, from /proc (the API process a benchmark started).
import { readFileSync } from 'node:fs';

/** A reading of a process: resident memory, CPU time used so far, when it was read. */
export interface ProcessStats {
  rss_mb: number;
  cpu_s: number;
  at_ms: number;
}

/** Reads /proc/<pid>/status (VmRSS) and /proc/<pid>/stat (utime + stime); zeros where /proc is not there. */
export function processStats(pid: number): ProcessStats {
  const at_ms = performance.now();
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { rss_mb: Math.round(rssKb / 102.4) / 10, cpu_s: (Number(fields[11]) + Number(fields[12])) / 100, at_ms };
  } catch {
    return { rss_mb: 0, cpu_s: 0, at_ms };
  }
}
