/**
 * CPU time of a process from /proc (Linux only): utime + stime of every thread of the process,
 * fields 14 and 15 of /proc/<pid>/stat, in clock ticks (proc(5),
 * https://man7.org/linux/man-pages/man5/proc_pid_stat.5.html). Read before and after a
 * measurement window; the difference over the completed requests is CPU per request.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** ticks per second (`getconf CLK_TCK`; 100 on every common Linux) */
const TICKS_PER_SECOND = (() => {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return value > 0 ? value : 100;
  } catch {
    return 100;
  }
})();

/** the resolution of cpuMicros, in microseconds (10 000 at 100 ticks/s) */
export const CPU_TICK_MICROS = 1e6 / TICKS_PER_SECOND;

/** utime + stime of `pid` in microseconds, or undefined when /proc has no such process */
export function cpuMicros(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // field 2 (comm) is in parentheses and may hold spaces: count fields after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state), so utime (14) is fields[11] and stime (15) fields[12]
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * CPU_TICK_MICROS : undefined;
}

/** CPU microseconds of several processes together; pids that are gone count as 0 */
export function cpuMicrosOf(pids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const us = cpuMicros(pid);
    if (us !== undefined) out.set(pid, us);
  }
  return out;
}
