import autocannon from 'autocannon';

/** A GraphQL answer without errors (Apollo and the baseline both start successful answers with "data"). */
export const graphqlOk = (body) => body.startsWith('{"data"') && !body.includes('"errors":');

/**
 * One autocannon run. Requests per second count only successful answers (HTTP 2xx whose body has
 * no GraphQL `errors`); latency percentiles are autocannon's, in milliseconds, over all answers.
 */
export async function load({ baseUrl, requests, connections, durationSeconds, maxOverallRequests }) {
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    maxOverallRequests,
    timeout: 30,
    requests,
    verifyBody: graphqlOk,
  });
  // Keep a few distinct failure messages, so an error count comes with its cause.
  const errorSamples = new Map();
  instance.on('reqMismatch', (body) => {
    if (errorSamples.size >= 5) return;
    let message = String(body).slice(0, 200);
    try {
      const error = JSON.parse(body).errors?.[0];
      if (error) message = `${error.extensions?.code}: ${error.message.slice(0, 200)}`;
    } catch {
      // not JSON: keep the start of the body
    }
    errorSamples.set(message, (errorSamples.get(message) ?? 0) + 1);
  });
  instance.on('reqError', (error) => {
    if (errorSamples.size < 5) errorSamples.set(`socket: ${error.message}`, 1);
  });
  const result = await instance;
  // Every answer whose body fails the check is a mismatch, whatever its status (Apollo answers a
  // variables error with HTTP 400): successful = answered - mismatches.
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const ok = Math.max(0, answered - result.mismatches);
  return {
    rps: ok / result.duration,
    ok,
    seconds: result.duration,
    /** Answered, but not with a GraphQL result free of errors (includes the non-2xx answers). */
    failed: result.mismatches,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    errorSamples: [...errorSamples.keys()],
    latency: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  };
}
