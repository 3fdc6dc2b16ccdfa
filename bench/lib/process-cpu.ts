import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux almost everywhere). */
let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/**
 * CPU time (user + system) another process has used so far, in microseconds, from
 * /proc/<pid>/stat; undefined where there is no /proc (not Linux) or no such process. Its
 * resolution is one clock tick (10 ms): read it around phases of a second or more.
 */
export function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
    return ((utime + stime) * 1_000_000) / clockTicks();
  } catch {
    return undefined;
  }
}
