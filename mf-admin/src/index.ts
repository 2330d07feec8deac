// Async boundary: shared modules are negotiated before any of them runs.
import('./bootstrap');
