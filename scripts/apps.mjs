/** The five front-end apps: folder, federation name and local port (the shell on 3000, each remote on its own origin). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'catalog', dir: 'mf-catalog', port: 3001 },
  { name: 'cart', dir: 'mf-cart', port: 3002 },
  { name: 'account', dir: 'mf-account', port: 3003 },
  { name: 'admin', dir: 'mf-admin', port: 3004 },
];

export const API_PORT = Number(process.env.API_PORT ?? 4000);
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
