/**
 * Before each API suite. Starting PGlite (WASM), seeding and hashing passwords take seconds, more on a busy 2-core
 * machine than jest's 5 s default: two suites that did not import helpers.ts, which set this alone, timed out in a CI
 * run (PGlite's start in a hook, a password hashed and checked twice).
 */
jest.setTimeout(30_000);
