/**
 * The page's main thread timed by what it computed, not by the clock on the wall (issue 44, "The emulated phone" in
 * docs/benchmark.md). On this 2-core machine the renderer's main thread shares the cores with the browser's own
 * threads, its compositor, Lighthouse and the store's servers: measured on /books, its tasks lasted about twice their
 * thread time (a 39 ms task had computed 3 ms; `DocumentLoader::RecordUseCountersForCommit`, 6 ms on the wall for
 * 0.03 ms of work), and the kernel's schedstat counted that difference as time spent runnable, waiting for a core.
 * Lantern's simulation multiplies each task's wall time by the phone's slowdown, so every millisecond waited became
 * nine of "blocking" on the emulated phone, and TBT of one build spread from 170 to 1,031 ms. A phone gives its main
 * thread a core; what the emulated phone runs is the work.
 *
 * So before Lighthouse audits a run, each top-level task of every renderer main thread in its trace is shortened to
 * its thread time (the trace's `tdur`, CLOCK_THREAD_CPUTIME_ID), and what happened inside it is squeezed with it in
 * proportion: the events keep their order and nesting and start where the task starts, so the simulation's graph
 * (which scripts a task ran, which requests it sent) is the same.
 */

const threadKey = (event) => `${event.pid}:${event.tid}`;

/**
 * Shortens, in place, every top-level task of the renderer main threads of `trace` (a Chromium trace, as Lighthouse
 * saves it) to its thread time. Returns the wall time taken out (`waitedMs`) and the thread time the tasks kept
 * (`workMs`: what the main threads computed), in ms.
 */
export function timeMainThreadsByCpu(trace) {
  const events = trace.traceEvents;
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(threadKey));
  let removedUs = 0;
  let workUs = 0;
  for (const thread of mainThreads) {
    const ofThread = events.filter((event) => threadKey(event) === thread).sort((a, b) => a.ts - b.ts);
    // Top-level tasks: complete events no earlier complete event of the thread contains (the longest first at a tie).
    const complete = ofThread.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const tasks = [];
    let end = -Infinity;
    for (const event of complete) {
      if (event.ts < end) continue;
      tasks.push(event);
      end = event.ts + event.dur;
    }
    let next = 0;
    for (const task of tasks) {
      if (task.tdur >= 0) workUs += Math.min(task.tdur, task.dur);
      if (!(task.tdur >= 0) || !(task.dur > task.tdur)) continue;
      const start = task.ts;
      const stop = task.ts + task.dur;
      const ratio = task.tdur / task.dur;
      removedUs += task.dur - task.tdur;
      while (next < ofThread.length && ofThread[next].ts < start) next++;
      for (let index = next; index < ofThread.length && ofThread[index].ts <= stop; index++) {
        const event = ofThread[index];
        event.ts = start + (event.ts - start) * ratio;
        if (event.ph === 'X') event.dur *= ratio;
      }
    }
  }
  return { waitedMs: removedUs / 1000, workMs: workUs / 1000 };
}
