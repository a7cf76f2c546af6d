// Traffic at a fixed rate, bounded: each kind of request is started every 1/rate seconds unless `maxInFlight` of it
// are still waiting (so a server that hangs is sent less, not more), each with a timeout. Every request is kept
// with its outcome, so that what was acknowledged can be matched afterwards with what the database holds.

/** What a request came back with, as the traffic counts it. */
export const outcome = {
  ok: (record) => ({ ok: true, record }),
  failed: (why, record) => ({ ok: false, why, record }),
};

/**
 * Starts sending. `kinds`: [{ name, perSecond, maxInFlight, send(n, signal) -> outcome }]. `stop()` sends no more;
 * `settled()` resolves with every request once the last in flight has answered or timed out.
 */
export function startTraffic(kinds, { timeoutMs = 20_000 } = {}) {
  const requests = [];
  const pending = new Set();
  const timers = [];
  let stopped = false;
  for (const kind of kinds) {
    let inFlight = 0;
    let n = 0;
    const tick = () => {
      if (stopped || inFlight >= kind.maxInFlight) return;
      inFlight += 1;
      n += 1;
      const entry = { kind: kind.name, n, startedAt: Date.now(), endedAt: null, ok: false, why: null, record: null };
      requests.push(entry);
      const signal = AbortSignal.timeout(timeoutMs);
      const done = kind
        .send(n, signal)
        .then(
          (result) => Object.assign(entry, result),
          (err) => Object.assign(entry, { ok: false, why: failureOf(err, signal), record: err.record ?? null }),
        )
        .finally(() => {
          entry.endedAt = Date.now();
          inFlight -= 1;
          pending.delete(done);
        });
      pending.add(done);
    };
    timers.push(setInterval(tick, 1000 / kind.perSecond));
  }
  return {
    requests,
    stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
    },
    async settled() {
      this.stop();
      while (pending.size > 0) await Promise.allSettled([...pending]);
      return requests;
    },
  };
}

/** A short reason for a request that threw: a timeout, or the network error's code (ECONNREFUSED, ECONNRESET ...). */
export function failureOf(err, signal) {
  if (signal?.aborted) return 'timeout';
  const cause = err?.cause;
  return `network ${cause?.code ?? cause?.message ?? err?.message ?? 'error'}`.slice(0, 60);
}

/** Requests of one kind: sent, acknowledged, failed, and the commonest reasons for failing. */
export function tally(requests, kind) {
  const mine = requests.filter((r) => r.kind === kind);
  const reasons = new Map();
  for (const r of mine) if (!r.ok) reasons.set(r.why, (reasons.get(r.why) ?? 0) + 1);
  return {
    kind,
    sent: mine.length,
    acknowledged: mine.filter((r) => r.ok).length,
    failed: mine.filter((r) => !r.ok).length,
    reasons: [...reasons].sort((a, b) => b[1] - a[1]),
    slowestMs: Math.max(0, ...mine.map((r) => r.endedAt - r.startedAt)),
    requests: mine,
  };
}
