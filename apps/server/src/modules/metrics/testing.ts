/** Test helpers of the metrics: reading a scrape. */
import { processRegistry } from './instruments';

/** Parses Prometheus's text format into `name{labels}` → value. */
export function parsePrometheusText(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

/** This process's metrics as a scrape would read them, without the metrics server. */
export async function scrapeThisProcess(): Promise<Map<string, number>> {
  return parsePrometheusText(await processRegistry.metrics());
}
