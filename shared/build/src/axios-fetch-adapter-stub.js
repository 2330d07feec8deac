/**
 * Stands in for axios's fetch adapter (`axios/lib/adapters/fetch.js`, about 3.5 KB gzip with its helpers) in the
 * browser builds, the way axios itself swaps its Node adapter out through its `browser` field. In a browser axios
 * always dispatches through its XHR adapter, first in its default order (`['xhr', 'http', 'fetch']`); the API client
 * never asks for another. Should anything ask for `adapter: 'fetch'`, axios answers with its own error: "adapter fetch
 * is not available in the build".
 */
export const getFetch = () => undefined;
