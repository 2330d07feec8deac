import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, restartApp, stopApp } from '../support/servers';

test('with the catalog down, header, footer and /cart still work; Retry after restart loads it', async ({ page }) => {
  await stopApp('catalog');
  try {
    await page.goto('/cart');
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mon panier' })).toBeVisible();
    await expect(page.locator('[data-remote-fallback="catalog/smart-search"]')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('link', { name: 'ACCUEIL' }).first().click();
    const fallback = page.locator('[data-remote-fallback="catalog/home-page"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('Cette page n’a pas pu être chargée.');
  } finally {
    await restartApp('catalog');
  }
  await page.locator('[data-remote-fallback="catalog/home-page"]').getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
});

test('a remote rebuilt alone is picked up by the running shell on reload', async ({ page }) => {
  test.setTimeout(180_000);
  const shellEntry = path.join(ROOT, 'shell', 'dist', 'main.js');
  const hash = () => createHash('sha256').update(fs.readFileSync(shellEntry)).digest('hex');
  const shellBefore = hash();

  await page.goto('/');
  await expect(page.locator('[data-boundary="cart"]').first()).toBeVisible();
  const version = `e2e-${Date.now()}`;
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-cart'], { cwd: ROOT, env: { ...process.env, MF_BUILD_VERSION: version }, stdio: 'ignore' });

  await page.reload();
  await expect(page.locator(`[data-boundary="cart"][data-build="${version}"]`).first()).toBeAttached();
  expect(hash()).toBe(shellBefore);
});
