import { updateCompanySettings } from '../support/api';
import { FAKE_GOOGLE } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * Google sign-in against the fake Google (api/test/fakes/google.ts): its client script stand-in renders the button,
 * its issuer signs the ID token with the keys it publishes, and the API checks that token as it would Google's. The
 * shop offers it only while its company settings hold a client id: without one, the pages load nothing from Google.
 */

const CLIENT_ID = 'e2e-bookshop.apps.googleusercontent.com';

test.afterAll(async () => {
  // The other specs run against the same shop: it goes back to offering no Google sign-in.
  await updateCompanySettings({ google_client_id: null });
});

test('without a Google client id, /login shows no Google button and asks nothing of Google', async ({ page }) => {
  await updateCompanySettings({ google_client_id: null });
  const toGoogle: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(FAKE_GOOGLE.url)) toGoogle.push(request.url());
  });
  const settingsRead = page.waitForResponse((response) => response.url().includes('/company-settings'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
  await settingsRead;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Se connecter avec Google' })).toHaveCount(0);
  await expect(page.locator(`script[src^="${FAKE_GOOGLE.url}"]`)).toHaveCount(0);
  expect(toGoogle).toEqual([]);
});

test('with a client id set by the admin, a shopper signs in with the Google button on /login and sees their account', async ({ page }) => {
  await updateCompanySettings({ google_client_id: CLIENT_ID });
  const email = `lectrice-google-${Date.now()}@gmail.example`;
  // The Google account the fake's chooser offers.
  const identity = await fetch(`${FAKE_GOOGLE.url}/fake/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, given_name: 'Ada', family_name: 'Google', email_verified: true }),
  });
  expect(identity.ok).toBe(true);

  const response = await page.goto('/login');
  // The page's policy lets Google's script, its calls and its frames in (scripts/security.mjs).
  const policy = response?.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'connect-src', 'frame-src']) {
    expect(policy.split(';').find((part) => part.trim().startsWith(directive))).toContain(FAKE_GOOGLE.url);
  }
  await page.getByRole('button', { name: 'Se connecter avec Google' }).click();
  const chooser = page.getByRole('form', { name: 'Compte Google (factice)' });
  await expect(chooser.getByLabel('Adresse du compte Google')).toHaveValue(email);
  await chooser.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('button', { name: 'Compte de Ada' })).toBeVisible();
  // The script was added once, with the page's nonce (a script without it would have been a CSP violation).
  await expect(page.locator(`script[src="${FAKE_GOOGLE.clientScriptUrl}"]`)).toHaveCount(1);

  // The new account lists its Google sign-in and, having no password, says how to set one.
  await page.goto('/accountprofile');
  const methods = page.getByRole('region', { name: 'Moyens de connexion' });
  await expect(methods.getByText(`Google — ${email}`)).toBeVisible();
  await expect(methods.getByRole('link', { name: 'Définir un mot de passe' })).toBeVisible();
  await expect(methods.getByRole('button', { name: /Délier/ })).toHaveCount(0);
});
