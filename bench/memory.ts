/**
 * Resident set size of a process from /proc/<pid>/status (VmRSS, in kB; proc(5),
 * https://man7.org/linux/man-pages/man5/proc_pid_status.5.html), sampled once a second during a
 * measurement so a run can report RSS at ~10 s and at the end of its load.
 */
import { readFileSync } from 'node:fs';

export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface RssSample {
  /** seconds since the sampler started */
  t: number;
  bytes: number;
}

export interface RssSampler {
  /** stops sampling, takes a last sample and returns them all */
  stop(): RssSample[];
}

export function sampleRss(pid: number, everyMs = 1000): RssSampler {
  const started = performance.now();
  const samples: RssSample[] = [];
  const take = () => {
    const bytes = rssBytes(pid);
    if (bytes !== undefined) samples.push({ t: (performance.now() - started) / 1000, bytes });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** the sample nearest `t` seconds, if one was taken within a second and a half of it */
export function rssAt(samples: readonly RssSample[], t: number): RssSample | undefined {
  let best: RssSample | undefined;
  for (const s of samples) if (!best || Math.abs(s.t - t) < Math.abs(best.t - t)) best = s;
  return best && Math.abs(best.t - t) <= 1.5 ? best : undefined;
}
