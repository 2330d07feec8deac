import type { MouseEvent } from 'react';

/**
 * A press the page's code may take over: the main button, no key held. With a key (new tab, new window, download),
 * the link does what the browser does with links.
 */
export const isPlainPress = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
