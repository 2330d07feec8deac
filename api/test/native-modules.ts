/**
 * Jest loads modules in its own sandbox and, before Node 24.9, cannot require() ES modules there; the root jest
 * config transforms only our sources. typebox is ESM-only, fastify's inject pulls in the ESM-only `cookie`, and
 * PGlite loads its WASM through dynamic import(), which Jest's sandbox refuses. Node 20.19+ itself loads all of
 * them, so these packages are handed to the tests exactly as Node loads them in production. Import this module
 * before anything from src/.
 */
import { Module } from 'node:module';

function nodeRequire(id: string): unknown {
  const host = new Module(__filename);
  host.filename = __filename;
  host.paths = require.resolve.paths(id) ?? [];
  return host.require(id);
}

jest.mock('typebox', () => nodeRequire('typebox'));
jest.mock('@fastify/type-provider-typebox', () => nodeRequire('@fastify/type-provider-typebox'));
jest.mock('@fastify/swagger', () => nodeRequire('@fastify/swagger'));
jest.mock('fastify', () => nodeRequire('fastify'));
jest.mock('@electric-sql/pglite', () => nodeRequire('@electric-sql/pglite'));
