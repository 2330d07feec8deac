/** Typed `owner:fact` event bus shared (as a federation singleton) by the shell and every remote. */
import type { EventMap, EventName } from '@bookshop/contracts';

export type { EventMap, EventName };
export type EventHandler<E extends EventName> = (payload: EventMap[E]) => void;

const handlers = new Map<EventName, Set<EventHandler<never>>>();

/**
 * Announces a fact to every listener; a listener that throws is logged and never stops the others. Returns whether
 * anyone listened: a module whose listener is in a remote not loaded (yet, or at all) then does without it.
 */
export function emit<E extends EventName>(name: E, payload: EventMap[E]): boolean {
  const listeners = handlers.get(name);
  if (!listeners || listeners.size === 0) return false;
  for (const handler of [...listeners]) {
    try {
      (handler as EventHandler<E>)(payload);
    } catch (error) {
      console.error(`[event-bus] a listener of "${name}" failed`, error);
    }
  }
  return true;
}

/** Listens to one event; returns the function that stops listening. */
export function on<E extends EventName>(name: E, handler: EventHandler<E>): () => void {
  let listeners = handlers.get(name);
  if (!listeners) {
    listeners = new Set();
    handlers.set(name, listeners);
  }
  listeners.add(handler as EventHandler<never>);
  return () => {
    listeners.delete(handler as EventHandler<never>);
  };
}

/** Removes every listener (tests only). */
export function resetEventBus(): void {
  handlers.clear();
}
