/**
 * `--soak S`: S seconds of POST /v1/invoices on a fresh SQLite gateway, to see whether its
 * memory settles under sustained writes: RSS before the load, at ~10 s and at the end (with a
 * sample every second in the JSON).
 */
import { type LoadSettings, type Measurement, measure, preflight } from './load.js';
import { rssBytes } from './memory.js';
import { startGateway } from './servers/gateway.js';
import { TARGETS } from './targets.js';

export interface SoakResult {
  server: string;
  durationS: number;
  rssBeforeBytes: number | null;
  rssAt10sBytes: number | null;
  rssEndBytes: number | null;
  measurement?: Measurement;
  refused?: string;
}

export async function soak(durationS: number, connections: number): Promise<SoakResult> {
  const target = TARGETS.find((t) => t.id === 'createInvoice');
  if (!target) throw new Error('no createInvoice target');
  const gateway = await startGateway('paisa sqlite (soak)');
  try {
    const check = await preflight(gateway, target);
    const rssBeforeBytes = rssBytes(gateway.process.pid) ?? null;
    if (!check.ok) return { server: gateway.name, durationS, rssBeforeBytes, rssAt10sBytes: null, rssEndBytes: null, refused: check.refused };
    const settings: LoadSettings = { connections, durationS };
    const m = await measure(gateway, target, settings, 1);
    return { server: gateway.name, durationS, rssBeforeBytes, rssAt10sBytes: m.rssAt10sBytes, rssEndBytes: m.rssEndBytes, measurement: m };
  } finally {
    await gateway.stop();
  }
}
