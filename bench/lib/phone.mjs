/**
 * The one phone every phone measurement emulates, whatever the machine's speed that day (issue 44). A fixed CPU
 * slowdown emulates a faster phone on a faster machine; instead, the machine's benchmark index is measured just before
 * each run, the way Lighthouse measures it, and the slowdown is set to index / 375: 375 is the phone that Lighthouse's
 * default 4x slowdown emulates on a machine of index 1,500 (the reference machine), so every run's phone is
 * that one.
 */
import { benchmarkIndexFunction } from './lighthouse.mjs';

/** The index of the emulated phone (1,500 / 4). */
export const PHONE_INDEX = 375;

/** The CPU slowdown that makes a machine of benchmark index `index` run as the phone; never a speed-up. */
export const cpuMultiplier = (index) => Math.max(1, index / PHONE_INDEX);

/** How many times the index is measured for one calibration; the highest counts. */
const CALIBRATION_RUNS = 3;

/**
 * The machine's benchmark index now, by Lighthouse's own page function run in a fresh page of `browser` (nothing
 * else in that context, no throttling), and the slowdown that makes this machine the phone. The function counts
 * iterations in a wall-clock window, so whatever else the machine runs meanwhile lowers it although the processor is
 * as fast: the highest of a few measurements is the one least disturbed (Lighthouse's phone runs time the page's
 * tasks by their thread time, main-thread-cpu.mjs, which waiting for a core does not lengthen). On this machine a page's
 * own work does grow beside a busy core (its thread time, about 30 %) while this index barely moves (about 3 %): see
 * "Under load" in docs/benchmark.md.
 */
export async function calibrate(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const benchmarkIndex = await benchmarkIndexFunction();
    const indexes = [];
    for (let run = 0; run < CALIBRATION_RUNS; run++) indexes.push(await page.evaluate(benchmarkIndex));
    const measuredIndex = Math.round(Math.max(...indexes));
    return { measuredIndex, multiplier: Number(cpuMultiplier(measuredIndex).toFixed(2)) };
  } finally {
    await context.close();
  }
}

/**
 * A fresh context with the phone profile Lighthouse simulates, applied through the DevTools protocol instead: 412 x
 * 823, mobile, 150 ms round trips at 1.6 Mbit/s down and 0.75 up, the CPU slowed down `multiplier` times.
 */
export async function openPhone(browser, multiplier) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  return { context, page };
}
