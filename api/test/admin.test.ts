import type { ApiErrorBody, CompanySettings, ItemAnswer } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
});
afterAll(() => t.close());

const URL = `${SHOP_PATH}/admin/company-settings`;
const update = (payload: Record<string, unknown>, token = adminToken) =>
  t.call<ItemAnswer<CompanySettings> & ApiErrorBody>({ method: 'PUT', url: URL, headers: bearer(token), payload });
const publicSettings = async () =>
  (await t.call<ItemAnswer<CompanySettings>>({ url: `${SHOP_PATH}/company-settings?ecom_type=lumiere` })).body.data;

describe('admin company settings', () => {
  it('answers 401 to anonymous calls and 403 to customers', async () => {
    expect((await t.call<ApiErrorBody>({ url: URL })).body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect((await t.call<ApiErrorBody>({ url: URL, headers: bearer(customerToken) })).body).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await update({ primary_color: '#000000' }, customerToken)).status).toBe(403);
    expect((await t.call({ method: 'PUT', url: URL, payload: { primary_color: '#000000' } })).status).toBe(401);
    expect((await publicSettings()).primary_color).toBe('#8B1E1E');
  });

  it('GET answers the settings to an admin', async () => {
    const { status, body } = await t.call<ItemAnswer<CompanySettings>>({ url: URL, headers: bearer(adminToken) });
    expect(status).toBe(200);
    expect(body.data).toEqual(await publicSettings());
  });

  it('PUT changes only the given fields, visible in GET /company-settings', async () => {
    const { status, body } = await update({
      primary_color: '#112233',
      usd_rate: 1.1234,
      email: 'bonjour@librairie-lumiere.fr',
      facebook: '',
      fav_icon: '/img/favicon.svg',
      about_fr: 'Une librairie à Paris.',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      primary_color: '#112233',
      secondary_color: '#C9A227',
      usd_rate: 1.1234,
      email: 'bonjour@librairie-lumiere.fr',
      facebook: '',
      fav_icon: '/img/favicon.svg',
      about_fr: 'Une librairie à Paris.',
      about_en: 'About',
    });
    expect(await publicSettings()).toEqual(body.data);
    expect((await update({ usd_rate: null })).body.data.usd_rate).toBeNull();
  });

  it('stores company texts as safe HTML only', async () => {
    const { body } = await update({ help_en: '<p onclick="x()">Orders <script>alert(1)</script><strong>ship</strong> fast</p>' });
    expect(body.data.help_en).toBe('<p>Orders <strong>ship</strong> fast</p>');
    expect((await publicSettings()).help_en).toBe('<p>Orders <strong>ship</strong> fast</p>');
  });

  it('compare_enabled switches website_config type 43', async () => {
    const off = await update({ compare_enabled: false });
    expect(off.body.data.website_config).toEqual([{ lookup_config_type: 43, is_exist: false }]);
    expect((await publicSettings()).website_config).toEqual([{ lookup_config_type: 43, is_exist: false }]);
    const on = await update({ compare_enabled: true });
    expect(on.body.data.website_config).toEqual([{ lookup_config_type: 43, is_exist: true }]);
  });

  it.each([
    [{ primary_color: 'red' }, 'primary_color'],
    [{ secondary_color: '#12345' }, 'secondary_color'],
    [{ accent_color: '#GGGGGG' }, 'accent_color'],
    [{ usd_rate: 0 }, 'usd_rate'],
    [{ usd_rate: -1 }, 'usd_rate'],
    [{ email: 'not-an-email' }, 'email'],
    [{ twitter: 'javascript:alert(1)' }, 'twitter'],
    [{ fav_icon: 'data:image/png;base64,xx' }, 'fav_icon'],
    [{ website_config: [{ lookup_config_type: 'x', is_exist: true }] }, 'website_config.0.lookup_config_type'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const { status, body } = await update(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field });
  });

  it('left the settings untouched after refused updates', async () => {
    expect((await publicSettings()).primary_color).toBe('#112233');
  });
});
