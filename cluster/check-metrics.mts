/**
 * Check 5: each node's `/metrics` (Prometheus text) counts what it served: after requests sent to the node directly,
 * a request counter of its own says at least that many.
 */
import type { Cluster } from './cluster.mts';
import { SHOP_API } from './cluster.mts';
import type { ClusterNode } from './processes.mts';
import { request } from './http.mts';
import type { Report } from './report.mts';

const DIRECT_REQUESTS = 5;

/**
 * The request counts of an exposition, by metric family: counters whose name speaks of requests (`*_requests_total`)
 * and the `_count` series of request histograms (`*_request_duration_seconds_count`), each summed over its labels.
 */
export function requestCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{.*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, name = '', value = ''] = match;
    if (!/request/i.test(name) || !/(_total|_count)$/.test(name)) continue;
    counts.set(name, (counts.get(name) ?? 0) + Number(value));
  }
  return counts;
}

/** What is asked of each kind of node: a call of its own (the worker serves its health endpoints only). */
function directPath(cluster: Cluster, node: ClusterNode): string {
  if (cluster.apis.includes(node)) return `${SHOP_API}/catalogue-version`;
  if (cluster.stores.includes(node)) return '/';
  return '/healthz';
}

export async function metricsCountWhatEachNodeServed(cluster: Cluster, report: Report): Promise<void> {
  for (const node of cluster.nodes()) {
    const path = directPath(cluster, node);
    for (let sent = 0; sent < DIRECT_REQUESTS; sent += 1) {
      const answer = await request(`${node.origin}${path}`);
      if (answer.status !== 200) report.miss(`${node.name}: GET ${path} answered ${answer.status}`);
    }
    const metrics = await request(`${node.origin}/metrics`);
    if (metrics.status !== 200) {
      report.miss(`${node.name}: GET /metrics answered ${metrics.status}`);
      continue;
    }
    const counts = requestCounts(metrics.body);
    const best = Math.max(0, ...counts.values());
    if (best < DIRECT_REQUESTS) {
      report.miss(`${node.name}: no request counter of /metrics reaches the ${DIRECT_REQUESTS} requests sent to it directly (${counts.size ? [...counts].map(([name, value]) => `${name} ${value}`).join(', ') : 'no request counter'})`);
    }
    report.measure(`${node.name} requests counted`, String(best));
  }
}
