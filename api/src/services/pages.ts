import type { ContentPage, Language } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { localized } from './sql';

/** The content pages: each shows a pair of company_settings texts (stored as sanitised HTML) under a fixed title. */
const PAGES: Record<ContentPage['slug'], { column: 'about' | 'legal'; title: Record<Language, string> }> = {
  'about-us': { column: 'about', title: { fr: 'À propos', eng: 'About us' } },
  'legal-information': { column: 'legal', title: { fr: 'Informations légales', eng: 'Legal information' } },
};

const isPageSlug = (slug: string): slug is ContentPage['slug'] => Object.hasOwn(PAGES, slug);

export async function getContentPage(db: Db, shopId: number, slug: string, lang: Language): Promise<ContentPage> {
  if (!isPageSlug(slug)) throw notFound('Page not found.', 'slug');
  const { column, title } = PAGES[slug];
  const { rows } = await db.query<{ html: string }>(
    `select ${localized(`${column}_fr`, `${column}_en`, '$2')} as html from company_settings where shop_id = $1`,
    [shopId, lang],
  );
  if (!rows[0]) throw notFound('This shop has no company settings yet.');
  return { slug, title: title[lang], html: rows[0].html };
}
