// Idle graphql-ws subscriptions held by one API process, and one notification fanned out to all.
// Used by bench/run.mjs (scenario "subscriptions"; `pnpm bench subscriptions` runs it alone).
//
// Each connection speaks the graphql-transport-ws protocol directly over `ws` (the API's own
// dependency): connection_init with the vendor's bearer token, then `subscribe` to
// vendorNotifications. All connections belong to one vendor, so one checkout at that vendor's shop
// raises one notification that every connection must receive.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from './lib/config.mjs';
import { OPERATIONS } from './lib/operations.mjs';
import { fileLimits, log, processCpuMs, processMemory } from './lib/stack.mjs';

const WebSocket = createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('ws');

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Opens `count` subscriptions as the vendor of `token`, makes sure all are live with a first
 * notification, then measures the delivery of a second one. `trigger()` must raise exactly one
 * notification for that vendor and resolve with { orderId, sentAt } (sentAt: epoch ms, float).
 */
export async function runSubscriptions({ baseUrl, apiPid, token, count, trigger, batch = 200 }) {
  const limits = { bench: fileLimits(), api: fileLimits(apiPid) };
  const needed = count + 200;
  if (limits.bench.soft < needed || limits.api.soft < needed) {
    log(`warning: open-file limits (bench ${limits.bench.soft}, API ${limits.api.soft}) are below ${needed}; raise them with \`ulimit -n ${needed}\` before the run`);
  }
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  const arrivals = new Map(); // orderId -> [{ at, createdAt }]
  const problems = { connectErrors: 0, subscriptionErrors: 0, closedEarly: 0, firstError: null };
  const sockets = [];
  const memoryBefore = processMemory(apiPid);

  const open = () =>
    new Promise((resolve) => {
      const ws = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
      let acknowledged = false;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
      ws.on('message', (data) => {
        const at = now(); // before any parsing, so client work adds as little as possible
        const message = JSON.parse(data.toString());
        if (message.type === 'next') {
          const event = message.payload?.data?.vendorNotifications;
          if (!event) {
            problems.subscriptionErrors++;
            problems.firstError ??= JSON.stringify(message.payload?.errors ?? message.payload);
            return;
          }
          const list = arrivals.get(event.orderId) ?? [];
          list.push({ at, createdAt: Date.parse(event.createdAt) });
          arrivals.set(event.orderId, list);
        } else if (message.type === 'connection_ack') {
          acknowledged = true;
          ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { operationName: 'OnVendorNotification', query: OPERATIONS.OnVendorNotification } }));
          resolve(true);
        } else if (message.type === 'ping') {
          ws.send(JSON.stringify({ type: 'pong' }));
        } else if (message.type === 'error' || message.type === 'complete') {
          problems.subscriptionErrors++;
          problems.firstError ??= JSON.stringify(message.payload);
        }
      });
      ws.on('error', (error) => {
        problems.connectErrors++;
        problems.firstError ??= String(error.message);
        resolve(false);
      });
      ws.on('close', () => {
        if (acknowledged && !ws.closingOnPurpose) problems.closedEarly++;
        resolve(false);
      });
      sockets.push(ws);
    });

  const t0 = now();
  let held = 0;
  for (let i = 0; i < count; i += batch) {
    const results = await Promise.all(Array.from({ length: Math.min(batch, count - i) }, open));
    held += results.filter(Boolean).length;
  }
  const openSeconds = (now() - t0) / 1000;
  log(`subscriptions: ${held}/${count} connections acknowledged in ${openSeconds.toFixed(1)} s`);

  const deliver = async (label, timeoutMs = 30_000) => {
    const { orderId, sentAt } = await trigger();
    const deadline = now() + timeoutMs;
    while ((arrivals.get(orderId)?.length ?? 0) < held && now() < deadline) await sleep(20);
    const got = arrivals.get(orderId) ?? [];
    log(`subscriptions: ${label} notification reached ${got.length}/${held}`);
    return { got, sentAt };
  };

  // The subscribe message has no acknowledgement: a first notification proves every subscription is live.
  await sleep(1000);
  const probe = await deliver('first');
  await sleep(1000);
  const memoryHeld = processMemory(apiPid);
  // Wall-clock latency depends on what else the 2 cores run: CPU time says what the delivery cost.
  const loadAverage = os.loadavg()[0];
  const apiCpuBefore = processCpuMs(apiPid);
  const benchCpuBefore = process.cpuUsage();
  const measured = await deliver('measured');
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuMs = { api: processCpuMs(apiPid) - apiCpuBefore, bench: (benchCpu.user + benchCpu.system) / 1000 };
  const fromSent = measured.got.map((a) => a.at - measured.sentAt);
  const fromCreated = measured.got.map((a) => a.at - a.createdAt);

  for (const ws of sockets) {
    ws.closingOnPurpose = true;
    ws.terminate();
  }
  await sleep(500);
  const stats = (values) => ({ p50: percentile(values, 50), p90: percentile(values, 90), p99: percentile(values, 99), max: percentile(values, 100) });
  return {
    requested: count,
    held,
    openSeconds,
    limits,
    problems,
    memoryMB: { before: memoryBefore.rssMB, held: memoryHeld.rssMB, peak: memoryHeld.peakMB, perConnectionKB: ((memoryHeld.rssMB - memoryBefore.rssMB) * 1000) / Math.max(held, 1) },
    probeDelivered: probe.got.length,
    delivered: measured.got.length,
    /** CPU used by the API and by this client from the measured checkout until every message arrived (checkout included). */
    cpuMs,
    loadAverage,
    /** From the moment the bench sent the checkout that raised it (includes the checkout itself). */
    latencyFromCheckoutMs: stats(fromSent),
    /** From the notification's createdAt (set in the checkout transaction, before commit; same machine clock, ms precision). */
    latencyFromRaisedMs: stats(fromCreated),
  };
}
