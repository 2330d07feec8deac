/**
 * A new task: what follows waits for the browser's pending work (a tap, a frame) instead of lengthening the current
 * task. On a phone, start-up is a series of long tasks, and a tap waits for the whole of a task (Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
