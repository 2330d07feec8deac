/**
 * The records' CLIL and Thema subjects on the shop's categories (issue 45, migration 040): the default mapping of the
 * demo shop, books filed by an import through it (a Thema code by its longest mapped beginning), the codes it does not
 * reach listed for staff, staff's changes filed again by the jobs runner's pass, a hand choice left alone, and the API's
 * refusals.
 */
import './native-modules';
import { Readable } from 'node:stream';
import type { AdminArticle, AdminArticleInput, AdminSubjectCategories, ApiErrorBody, ArticleListAnswer } from '@bookshop/contracts';
import { seedShop } from '../src/seed/seed';
import { importOnix } from '../src/services/catalogue-import';
import { fileChangedShopsBySubjects } from '../src/services/subject-categories';
import { fixture } from './fixture';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext, bookFormInput } from './helpers';

let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
});
afterAll(() => t.close());

type Answer<T> = { data: T } & ApiErrorBody;

/** An ISBN-13 of the 979-12 range with its check digit. */
function isbn(serial: number): string {
  const body = `97912${String(serial).padStart(7, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A short record of a book with these subjects (scheme 29 CLIL, 93 Thema, 99 a Thema style qualifier...). */
function record(ean: string, title: string, subjects: ReadonlyArray<[scheme: string, code: string]>): string {
  return `<Product>
    <RecordReference>test.subjects.${ean}</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${ean}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>
      ${subjects.map(([scheme, code]) => `<Subject><SubjectSchemeIdentifier>${scheme}</SubjectSchemeIdentifier><SubjectCode>${code}</SubjectCode></Subject>`).join('')}
    </DescriptiveDetail>
    <ProductSupply><SupplyDetail>
      <Supplier><SupplierRole>03</SupplierRole><SupplierName>Distributeur Exemple</SupplierName></Supplier>
      <ProductAvailability>20</ProductAvailability>
      <Price><PriceType>04</PriceType><PriceAmount>18</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price>
    </SupplyDetail></ProductSupply>
  </Product>`;
}

async function importRecords(...records: string[]): Promise<void> {
  const text = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Distributeur Exemple</SenderName></Sender><SentDateTime>20261129</SentDateTime></Header>
  ${records.join('\n')}
</ONIXMessage>`;
  const result = await importOnix(t.db, Readable.from([Buffer.from(text)]), { fileName: 'subjects.xml' });
  expect(result.refused).toBe(0);
}

const state = () => t.call<Answer<AdminSubjectCategories>>({ url: `${SHOP_PATH}/admin/subject-categories`, headers: bearer(adminToken) });
const map = (scheme: string, code: string, categoryId: number) =>
  t.call<Answer<AdminSubjectCategories>>({
    method: 'PUT',
    url: `${SHOP_PATH}/admin/subject-categories/${scheme}/${code}`,
    payload: { category_id: categoryId },
    headers: bearer(adminToken),
  });
const unmap = (scheme: string, code: string) =>
  t.call<Answer<AdminSubjectCategories>>({ method: 'DELETE', url: `${SHOP_PATH}/admin/subject-categories/${scheme}/${code}`, headers: bearer(adminToken) });

/** The French names of a book's categories, and which of them its subjects gave. */
async function categoriesOf(ean: string): Promise<{ names: string[]; fromSubjects: boolean[] }> {
  const { rows } = await t.db.query<{ name: string; from_subjects: boolean }>(
    `select c.name_fr as name, ac.from_subjects from article_categories ac join categories c on c.id = ac.category_id
     join articles a on a.id = ac.article_id where a.ean = $1 order by c.level, c.name_fr`,
    [ean],
  );
  return { names: rows.map((row) => row.name), fromSubjects: rows.map((row) => row.from_subjects) };
}

async function categoryId(nameFr: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from categories where name_fr = $1', [nameFr]);
  return (rows[0] as { id: number }).id;
}

/** The books the public list gives for a category. */
async function listedIn(nameFr: string): Promise<string[]> {
  const list = await t.call<ArticleListAnswer>({ url: `${SHOP_PATH}/articles?ecom_type=lumiere&page_size=50&category_id=${await categoryId(nameFr)}` });
  expect(list.status).toBe(200);
  return list.body.data.map((article) => article.isbn_hyphenated.replaceAll('-', ''));
}

const crime = isbn(1);
const unknown = isbn(2);
const youth = isbn(3);

describe('the subject mapping', () => {
  it('starts from the default mapping on the demo tree, for admins only', async () => {
    expect((await t.call({ url: `${SHOP_PATH}/admin/subject-categories` })).status).toBe(401);
    const customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
    expect((await t.call({ url: `${SHOP_PATH}/admin/subject-categories`, headers: bearer(customer.token) })).status).toBe(403);
    const answer = await state();
    expect(answer.status).toBe(200);
    const { mappings, unmapped, filing } = answer.body.data;
    expect(mappings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ scheme: 'clil', code: '3435', category_path_fr: ['Littérature'], category_path_en: ['Literature'] }),
        expect.objectContaining({ scheme: 'thema', code: 'Y', category_path_fr: ['Jeunesse'], category_path_en: [expect.any(String)] }),
      ]),
    );
    // The test shop's tree has no "Romans policiers": the default for Thema FF is skipped.
    expect(mappings.map((mapping) => mapping.code)).not.toContain('FF');
    // The seed's books carry no subject codes.
    expect(unmapped).toEqual([]);
    expect(filing).toBe(false);
  });

  it('files imported books by their codes, a Thema code by its longest mapped beginning, with the categories\' parents', async () => {
    await importRecords(
      record(crime, 'Le Quai des brumes nocturnes', [['29', '3435'], ['93', 'FFD']]),
      record(unknown, 'Le Traité des nœuds', [['29', '9999'], ['93', 'WFX'], ['99', '6RJ']]),
      record(youth, 'Les Chants de la lande', [['93', 'YFB']]),
    );
    expect(await categoriesOf(crime)).toEqual({ names: ['Littérature'], fromSubjects: [true] });
    expect((await categoriesOf(youth)).names).toEqual(['Jeunesse']);
    expect((await categoriesOf(unknown)).names).toEqual([]);
    // The shop's lists read them as any other category.
    expect(await listedIn('Littérature')).toContain(crime);
    expect(await listedIn('Jeunesse')).toContain(youth);
  });

  it('lists the codes no mapping reaches, with their books', async () => {
    const { unmapped, unmapped_total } = (await state()).body.data;
    expect(unmapped).toEqual(
      expect.arrayContaining([
        { scheme: 'clil', code: '9999', book_count: 1 },
        { scheme: 'thema', code: 'WFX', book_count: 1 },
        { scheme: 'thema', code: '6RJ', book_count: 1 },
      ]),
    );
    expect(unmapped).toHaveLength(unmapped_total);
    expect(unmapped.map((subject) => subject.code)).not.toContain('FFD');
  });

  it("files the shop's books again after a change, in the jobs runner's pass, and moves the catalogue versions", async () => {
    const changed = await map('clil', '9999', await categoryId('Contes classiques'));
    expect(changed.status).toBe(200);
    expect(changed.body.data.filing).toBe(true);
    expect(changed.body.data.unmapped.map((subject) => subject.code)).not.toContain('9999');
    const version = async () => (await t.db.query<{ v: string }>("select catalogue_version::text as v from shops where slug = 'lumiere'")).rows[0]?.v;
    const before = await version();
    expect(await fileChangedShopsBySubjects(t.db)).toBeGreaterThanOrEqual(3);
    expect(await version()).not.toBe(before);
    expect((await state()).body.data.filing).toBe(false);
    expect((await categoriesOf(unknown)).names).toEqual(['Jeunesse', 'Contes', 'Contes classiques']);
    expect(await listedIn('Contes classiques')).toContain(unknown);
    // Nothing changed since: the next pass has nothing to do.
    expect(await fileChangedShopsBySubjects(t.db)).toBe(0);

    // A more precise Thema mapping wins over a shorter one; removing it gives the book back to the shorter.
    await map('thema', 'ffd', await categoryId('Roman anglais'));
    await fileChangedShopsBySubjects(t.db);
    expect((await categoriesOf(crime)).names).toEqual(['Littérature', 'Littérature étrangère', 'Roman anglais']);
    expect((await unmap('thema', 'FFD')).status).toBe(200);
    await fileChangedShopsBySubjects(t.db);
    expect((await categoriesOf(crime)).names).toEqual(['Littérature']);
  });

  it('follows a record whose subjects change, and leaves the categories staff chose by hand', async () => {
    await importRecords(record(youth, 'Les Chants de la lande', [['93', 'FBA']]));
    expect((await categoriesOf(youth)).names).toEqual(['Littérature']);

    // Staff save the book as it is (the form sends its categories): still the subjects' own.
    const { rows } = await t.db.query<{ id: number }>('select id from articles where ean = $1', [crime]);
    const id = (rows[0] as { id: number }).id;
    const saveWith = async (edit: (input: AdminArticleInput) => AdminArticleInput) => {
      const book = (await t.call<Answer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${id}`, headers: bearer(adminToken) })).body.data;
      const input = bookFormInput(book);
      const saved = await t.call<Answer<AdminArticle>>({ method: 'PUT', url: `${SHOP_PATH}/admin/articles/${id}`, payload: edit(input), headers: bearer(adminToken) });
      expect(saved.status).toBe(200);
    };
    await saveWith((input) => ({ ...input, stock: 4 }));
    expect((await categoriesOf(crime)).fromSubjects).toEqual([true]);

    // Staff choose another category: the book is theirs, whatever the mapping or the records say next.
    const chosen = ['Littérature', 'Littérature française', 'Roman du XIXe siècle'];
    const nineteenth = await categoryId('Roman du XIXe siècle');
    await saveWith((input) => ({ ...input, category_ids: [nineteenth] }));
    expect(await categoriesOf(crime)).toEqual({ names: chosen, fromSubjects: [false, false, false] });
    await map('thema', 'FFD', await categoryId('Roman anglais'));
    await fileChangedShopsBySubjects(t.db);
    await importRecords(record(crime, 'Le Quai des brumes nocturnes', [['93', 'YFB']]));
    expect((await categoriesOf(crime)).names).toEqual(chosen);
  });

  it('refuses a code that is not one of the scheme\'s, a category the shop does not have, and a mapping that is not there', async () => {
    const wrongClil = await map('clil', 'ABCD', await categoryId('Contes'));
    expect(wrongClil.status).toBe(400);
    expect(wrongClil.body).toMatchObject({ code: 'invalid_subject_code', field: 'code' });
    const wrongThema = await map('thema', 'F%20B', await categoryId('Contes'));
    expect(wrongThema.status).toBe(400);
    const noCategory = await map('thema', 'WT', 999_999);
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toMatchObject({ field: 'category_id' });
    expect((await unmap('clil', '1234')).status).toBe(404);
    const scheme = await map('dewey', '800', await categoryId('Contes'));
    expect(scheme.status).toBe(400);
  });

  it("adds back the default mappings staff removed, leaving staff's own", async () => {
    await unmap('thema', 'F');
    await map('clil', '3435', await categoryId('Contes'));
    const answer = await t.call<Answer<AdminSubjectCategories>>({ method: 'POST', url: `${SHOP_PATH}/admin/subject-categories/defaults`, headers: bearer(adminToken) });
    expect(answer.status).toBe(200);
    const byCode = new Map(answer.body.data.mappings.map((mapping) => [`${mapping.scheme}:${mapping.code}`, mapping.category_path_fr]));
    expect(byCode.get('thema:F')).toEqual(['Littérature']);
    expect(byCode.get('clil:3435')).toEqual(['Jeunesse', 'Contes']);
    const { rows } = await t.db.query<{ action: string }>("select action from audit_log where entity = 'subject_category' order by id");
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('is given to a shop of a database from before it at its next start, once, and its books are then filed', async () => {
    // A shop whose mapping never changed (a database migrated to 040): no mapping yet, books with subjects.
    await t.db.query("delete from subject_categories; update shops set subject_mapping_version = 0, subject_mapping_applied = 0");
    expect(await seedShop(t.db, fixture)).toEqual({ seeded: false, books: 0 });
    const { mappings, filing } = (await state()).body.data;
    expect(mappings.map((mapping) => `${mapping.scheme}:${mapping.code}`)).toEqual(expect.arrayContaining(['clil:3435', 'thema:F', 'thema:Y']));
    expect(filing).toBe(true);
    await fileChangedShopsBySubjects(t.db);
    expect((await categoriesOf(youth)).names).toEqual(['Littérature']);
    // Staff's changes since are theirs: the next start leaves the mapping as it is.
    await unmap('thema', 'F');
    await seedShop(t.db, fixture);
    expect((await state()).body.data.mappings.map((mapping) => mapping.code)).not.toContain('F');
  });
});
