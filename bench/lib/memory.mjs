// What the soak makes of the API's memory: RSS samples from /proc, and V8's heap after each full
// collection from the API's --trace-gc log.
import fs from 'node:fs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

export const growthPercent = (from, to) => (from && to !== null && to !== undefined ? ((to - from) / from) * 100 : null);

/**
 * RSS figures from samples `{ atSeconds, rssMB }`. Under load the RSS is a sawtooth (it climbs
 * with the garbage between full collections and drops after each, by 100 MB and more within a
 * minute or two), so two single samples compare two phases of the sawtooth rather than two
 * memory levels. The growth that counts is therefore the least-squares trend over every sample
 * after the warm-up (its fitted value at the end against its fitted value at the end of the
 * warm-up); the point figures (medians of three samples at each end) are reported beside it.
 */
export function rssFigures(samples, warmupSeconds) {
  const after = samples.filter((s) => s.atSeconds >= warmupSeconds);
  const afterWarmup = median(after.slice(0, 3).map((s) => s.rssMB));
  const atEnd = median(samples.slice(-3).map((s) => s.rssMB));
  let trend = null;
  if (after.length >= 3) {
    const n = after.length;
    const meanT = after.reduce((sum, s) => sum + s.atSeconds, 0) / n;
    const meanR = after.reduce((sum, s) => sum + s.rssMB, 0) / n;
    const slope = after.reduce((sum, s) => sum + (s.atSeconds - meanT) * (s.rssMB - meanR), 0) / after.reduce((sum, s) => sum + (s.atSeconds - meanT) ** 2, 0);
    const fittedAfterWarmup = meanR + slope * (after[0].atSeconds - meanT);
    const fittedAtEnd = meanR + slope * (after.at(-1).atSeconds - meanT);
    trend = { mbPerMinute: slope * 60, fittedAfterWarmup, fittedAtEnd, growthPercent: growthPercent(fittedAfterWarmup, fittedAtEnd) };
  }
  return {
    atStart: samples[0]?.rssMB ?? null,
    afterWarmup,
    atEnd,
    max: Math.max(...samples.map((s) => s.rssMB)),
    min: Math.min(...after.map((s) => s.rssMB)),
    pointGrowthPercent: growthPercent(afterWarmup, atEnd),
    trend,
  };
}

/**
 * The V8 heap in use after each full collection (Mark-Compact lines of --trace-gc, in MiB) in the
 * log from `fromOffset` (the end of the warm-up) on: what stays alive, without the garbage between
 * collections.
 */
export function heapAfterFullCollections(logFile, fromOffset) {
  const text = fs.readFileSync(logFile, 'utf8').slice(fromOffset);
  const after = [...text.matchAll(/ms: Mark-Compact[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g)].map((m) => Number(m[1]));
  const scavenges = (text.match(/ms: Scavenge /g) ?? []).length;
  if (after.length < 2) return { fullCollections: after.length, scavenges, growthPercent: null, note: 'fewer than two full collections after the warm-up: no heap trend (run longer)' };
  return {
    fullCollections: after.length,
    scavenges,
    firstMiB: after[0],
    lastMiB: after.at(-1),
    minMiB: Math.min(...after),
    maxMiB: Math.max(...after),
    growthPercent: growthPercent(after[0], after.at(-1)),
  };
}
