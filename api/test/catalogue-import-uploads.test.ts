/**
 * ONIX files uploaded in the back office (issue 45, migration 037): the upload kept in parts and queued, the jobs
 * runner's pass running it, its progress and counts, its refusals, the files it refuses, and a run whose process
 * ended started again.
 */
import './native-modules';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AdminCatalogueImport, AdminCatalogueImportIssue, ApiErrorBody, ArticleListAnswer, ItemAnswer, ListAnswer, PagedAnswer } from '@bookshop/contracts';
import { createCatalogueImportRunner, FILE_PART_BYTES } from '../src/services/catalogue-import-uploads';
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

const FIXTURES = path.join(__dirname, 'onix', 'fixtures');
const fixtureBytes = (name: string) => readFileSync(path.join(FIXTURES, name));
const IMPORTS = `${SHOP_PATH}/admin/catalogue-imports`;

function upload(bytes: Buffer, name: string, { type = 'application/xml', token = adminToken }: { type?: string; token?: string } = {}) {
  return t.call<ItemAnswer<AdminCatalogueImport> & ApiErrorBody>({
    method: 'POST',
    url: `${IMPORTS}?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  });
}

const run = async (id: number) => (await t.call<ItemAnswer<AdminCatalogueImport>>({ method: 'GET', url: `${IMPORTS}/${id}`, headers: bearer(adminToken) })).body.data;

/** The titles the shop's search finds for `text`. */
const searchTitles = async (text: string) =>
  (await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&smart_search=${encodeURIComponent(text)}` })).body.data.map((book) => book.designation);

const partsOf = async (id: number) =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from catalogue_import_file_parts where import_id = $1', [id])).rows[0]?.count;

/** catalogue.xml with an XML comment after its header, so that the file is kept in two parts cut inside its first record. */
function catalogueOverOnePart(): Buffer {
  const text = fixtureBytes('catalogue.xml').toString('utf8');
  const cut = text.indexOf('</Header>') + '</Header>'.length;
  const padding = `\n<!-- ${'x'.repeat(FILE_PART_BYTES - cut - 20)} -->\n`;
  return Buffer.from(`${text.slice(0, cut)}${padding}${text.slice(cut)}`);
}

describe('an ONIX file uploaded in the back office', () => {
  it('is kept and queued, then imported by the jobs runner: progress, counts and the books in the shop', async () => {
    const bytes = catalogueOverOnePart();
    const { status, body } = await upload(bytes, 'C:\\feeds\\catalogue.xml');
    expect(status).toBe(202);
    const queued = body.data;
    expect(queued).toMatchObject({ file_name: 'catalogue.xml', state: 'queued', uploaded_by: DEMO_USERS[1].email, byte_size: bytes.length, bytes_read: 0, records: 0, started_at: null });
    expect(await partsOf(queued.id)).toBe(2);
    // Nothing of it is in the shop before the runner took it.
    expect(await searchTitles('marées équinoxe')).toEqual([]);

    const runner = createCatalogueImportRunner({ db: t.db });
    expect(await runner.run()).toEqual({ ran: queued.id });
    const done = await run(queued.id);
    expect(done).toMatchObject({ state: 'completed', records: 5, created: 3, updated: 1, refused: 1, bytes_read: bytes.length, error: null });
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
    // The file is not kept once its run ended.
    expect(await partsOf(queued.id)).toBe(0);
    // The books are in the shop and found by the search.
    expect(await searchTitles('marées équinoxe')).toEqual(["Les Marées d'équinoxe"]);

    // The refused record, with its reference, field and reason.
    const issues = await t.call<PagedAnswer<AdminCatalogueImportIssue>>({ method: 'GET', url: `${IMPORTS}/${queued.id}/issues?kind=refusal`, headers: bearer(adminToken) });
    expect(issues.status).toBe(200);
    expect(issues.body).toMatchObject({ total: 1, page: 1, page_size: 50 });
    expect(issues.body.data[0]).toMatchObject({ kind: 'refusal', record_reference: 'com.example.cat.04', isbn: null });
    expect(issues.body.data[0]?.field).toMatch(/ProductIdentifier|IDValue/);

    // The next pass has nothing to do.
    expect(await runner.run()).toEqual({ ran: null });
    // Listed with the runs, newest first.
    const list = await t.call<ListAnswer<AdminCatalogueImport>>({ method: 'GET', url: IMPORTS, headers: bearer(adminToken) });
    expect(list.body.data[0]).toMatchObject({ id: queued.id, state: 'completed' });
  });

  it('takes a gzipped file', async () => {
    const { status, body } = await upload(gzipSync(fixtureBytes('three-records.xml')), 'three-records.xml.gz', { type: 'application/gzip' });
    expect(status).toBe(202);
    await createCatalogueImportRunner({ db: t.db }).run();
    const done = await run(body.data.id);
    expect(done.state).toBe('completed');
    expect(done.records).toBe(3);
  });

  it('refuses an empty file, a file that is not ONIX, another Content-Type, and leaves nothing behind', async () => {
    const runsBefore = (await t.db.query('select id from catalogue_imports')).rows.length;
    const empty = await upload(Buffer.alloc(0), 'empty.xml');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'file' });
    const picture = await upload(Buffer.from('GIF89a…'), 'cover.xml', { type: 'application/octet-stream' });
    expect(picture.status).toBe(400);
    expect(picture.body).toMatchObject({ field: 'file', message: expect.stringContaining('not ONIX') });
    const json = await t.call<ApiErrorBody>({ method: 'POST', url: `${IMPORTS}?name=a.xml`, headers: bearer(adminToken), payload: { onix: true } });
    expect(json.status).toBe(415);
    const unnamed = await upload(fixtureBytes('three-records.xml'), ' ');
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ field: 'name' });
    expect((await t.db.query('select id from catalogue_imports')).rows.length).toBe(runsBefore);
    expect((await t.db.query('select * from catalogue_import_file_parts')).rows).toEqual([]);
  });

  it('waits three at most per shop: more sent at once are refused, whoever sends them', async () => {
    await t.db.query(`update catalogue_imports set started_at = coalesce(started_at, now()), finished_at = now(), outcome = 'failed' where finished_at is null`);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => upload(fixtureBytes('three-records.xml'), `parallel-${index}.xml`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'too_many_catalogue_imports', field: 'file' });
    }
    expect((await t.db.query("select id from catalogue_imports where file_name like 'parallel-%'")).rows).toHaveLength(3);
    // Once one has been imported, another may come.
    expect((await createCatalogueImportRunner({ db: t.db }).run()).ran).not.toBeNull();
    expect((await upload(fixtureBytes('three-records.xml'), 'parallel-5.xml')).status).toBe(202);
    const runner = createCatalogueImportRunner({ db: t.db });
    for (let pass = 0; pass < 3; pass += 1) await runner.run();
  });

  it('is for admins only', async () => {
    expect((await upload(fixtureBytes('three-records.xml'), 'a.xml', { token: customerToken })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: IMPORTS })).status).toBe(401);
  });

  it('is started again after its process ended or its runner stopped, three times at most', async () => {
    const { body } = await upload(fixtureBytes('catalogue.xml'), 'catalogue.xml');
    const id = body.data.id;
    // A process that started it and died: started, never finished, no lock held.
    await t.db.query('update catalogue_imports set started_at = now(), attempts = 1, records = 2 where id = $1', [id]);
    expect((await run(id)).state).toBe('running');

    const runner = createCatalogueImportRunner({ db: t.db });
    expect(await runner.run()).toEqual({ ran: id });
    const again = await run(id);
    // Counted from the second start: every record of it was there already.
    expect(again).toMatchObject({ state: 'completed', records: 5, created: 0, refused: 1 });
    expect((await t.db.query<{ attempts: number }>('select attempts from catalogue_imports where id = $1', [id])).rows[0]?.attempts).toBe(2);

    // Interrupted (its runner was stopped: SIGTERM) with its file kept: the next pass starts it again.
    const second = (await upload(fixtureBytes('catalogue.xml'), 'catalogue-2.xml')).body.data.id;
    await t.db.query(`update catalogue_imports set started_at = now(), finished_at = now(), outcome = 'interrupted', attempts = 1 where id = $1`, [second]);
    expect(await runner.run()).toEqual({ ran: second });
    expect((await run(second)).state).toBe('completed');
    expect(await partsOf(second)).toBe(0);

    // Three starts are all a file gets.
    const third = (await upload(fixtureBytes('catalogue.xml'), 'catalogue-3.xml')).body.data.id;
    await t.db.query(`update catalogue_imports set started_at = now(), finished_at = now(), outcome = 'interrupted', attempts = 3 where id = $1`, [third]);
    expect(await runner.run()).toEqual({ ran: null });
    expect((await run(third)).state).toBe('interrupted');
  });
});
