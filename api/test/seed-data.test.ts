import { pickProblems } from '@bookshop/contracts';
import {
  books,
  categoryTree,
  collaborators,
  collections,
  companyTexts,
  countries,
  editionPairs,
  events,
  heroSlides,
  locations,
  picks,
  publishers,
  type SeedCategoryNode,
} from '../src/seed/data';

function isValidIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(isbn[12]);
}

function leafPaths(nodes: SeedCategoryNode[], prefix: string[] = []): string[][] {
  return nodes.flatMap((n) => {
    const path = [...prefix, n.name];
    return n.children && n.children.length > 0 ? leafPaths(n.children, path) : [path];
  });
}

function depths(nodes: SeedCategoryNode[], depth = 1): number[] {
  return nodes.flatMap((n) => (n.children && n.children.length > 0 ? depths(n.children, depth + 1) : [depth]));
}

describe('seed data consistency', () => {
  it('has at least 200 books', () => {
    expect(books.length).toBeGreaterThanOrEqual(200);
  });

  it('uses unique, valid 13-digit ISBNs with the right language prefix', () => {
    const isbns = books.map((b) => b.isbn13);
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const b of books) {
      expect({ isbn: b.isbn13, valid: isValidIsbn13(b.isbn13) }).toEqual({ isbn: b.isbn13, valid: true });
      if (b.language === 'fr') expect(b.isbn13.startsWith('9782')).toBe(true);
      else expect(/^978[01]/.test(b.isbn13)).toBe(true);
    }
  });

  it('references only known collaborators', () => {
    const names = new Set(collaborators.map((c) => c.name));
    expect(names.size).toBe(collaborators.length);
    const missing = books
      .flatMap((b) => [b.author, b.translator, b.illustrator])
      .filter((n): n is string => typeof n === 'string' && !names.has(n));
    expect(missing).toEqual([]);
    for (const c of collaborators) {
      expect(c.biography_fr.length).toBeGreaterThan(20);
      expect(c.biography_en.length).toBeGreaterThan(20);
    }
  });

  it('references only known publishers and collections', () => {
    const pubs = new Set(publishers);
    const colls = new Set(collections.map((c) => c.name));
    expect(pubs.size).toBe(publishers.length);
    expect(colls.size).toBe(collections.length);
    for (const b of books) {
      expect(pubs.has(b.publisher)).toBe(true);
      if (b.collection !== undefined) expect(colls.has(b.collection)).toBe(true);
    }
  });

  it('has a category tree exactly 3 levels deep', () => {
    expect(new Set(depths(categoryTree))).toEqual(new Set([3]));
    expect(categoryTree.length).toBeGreaterThanOrEqual(5);
    expect(categoryTree.length).toBeLessThanOrEqual(7);
    expect(categoryTree.some((n) => n.name.length > 20)).toBe(true);
    for (const l1 of categoryTree) {
      expect(l1.children?.length).toBeGreaterThanOrEqual(2);
      expect(l1.children?.length).toBeLessThanOrEqual(4);
      for (const l2 of l1.children ?? []) {
        expect(l2.children?.length).toBeGreaterThanOrEqual(2);
        expect(l2.children?.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives every book a category path that exists in the tree', () => {
    const paths = new Set(leafPaths(categoryTree).map((p) => p.join(' > ')));
    const unknown = books.map((b) => b.categoryPath.join(' > ')).filter((p) => !paths.has(p));
    expect(unknown).toEqual([]);
  });

  it('has French and English editions', () => {
    const fr = books.filter((b) => b.language === 'fr').length;
    const en = books.filter((b) => b.language === 'en').length;
    expect(fr).toBeGreaterThan(0);
    expect(en).toBeGreaterThan(0);
    expect(fr).toBeGreaterThan(en);
  });

  it('has some books out of stock and some with low stock', () => {
    expect(books.some((b) => b.stock === 0)).toBe(true);
    expect(books.some((b) => b.stock >= 1 && b.stock <= 3)).toBe(true);
    for (const b of books) {
      expect(Number.isInteger(b.stock)).toBe(true);
      expect(b.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it('has positive prices with at most 2 decimals and sane discounts', () => {
    for (const b of books) {
      expect(b.priceTtc).toBeGreaterThan(0);
      expect(Math.round(b.priceTtc * 100) / 100).toBe(b.priceTtc);
      expect([0, 5, 10, 15, 20, 30]).toContain(b.discount);
      expect(b.weightGrams).toBeGreaterThan(0);
      expect(b.descriptionHtml.startsWith('<p>')).toBe(true);
    }
  });

  it('links events to existing books', () => {
    const isbns = new Set(books.map((b) => b.isbn13));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(e.bookIsbns.length).toBeGreaterThanOrEqual(1);
      for (const isbn of e.bookIsbns) expect(isbns.has(isbn)).toBe(true);
      expect(Number.isNaN(Date.parse(e.starts_at))).toBe(false);
      expect(['2026', '2027']).toContain(e.starts_at.slice(0, 4));
    }
  });

  it('links as editions every work sold in both languages (same author and year), French edition first, and nothing else', () => {
    const byIsbn = new Map(books.map((b) => [b.isbn13, b]));
    const linked = editionPairs.flat();
    expect(new Set(linked).size).toBe(linked.length);
    for (const [french, english] of editionPairs) {
      const [fr, en] = [byIsbn.get(french), byIsbn.get(english)];
      expect({ french, language: fr?.language }).toEqual({ french, language: 'fr' });
      expect({ english, language: en?.language }).toEqual({ english, language: 'en' });
      expect({ english, author: en?.author, year: en?.year }).toEqual({ english, author: fr?.author, year: fr?.year });
    }
    const works = new Map<string, string[]>();
    for (const b of books) works.set(`${b.author}|${b.year}`, [...(works.get(`${b.author}|${b.year}`) ?? []), b.isbn13]);
    const bilingual = [...works.values()].filter((isbns) => new Set(isbns.map((isbn) => byIsbn.get(isbn)?.language)).size > 1);
    expect(bilingual.flat().sort()).toEqual([...linked].sort());
  });

  it('has hero slides, countries and company texts', () => {
    expect(heroSlides).toHaveLength(3);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const value of Object.values(companyTexts)) expect(value.length).toBeGreaterThan(0);
  });

  it('has two locations and a dozen picks by two booksellers, on known books, within the contract\'s lengths', () => {
    expect(locations.map((location) => location.name)).toEqual(['Lumière Opéra', 'Lumière Bastille']);
    expect(picks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(picks.map((pick) => pick.bookseller)).size).toBe(2);
    const isbns = new Set(books.map((book) => book.isbn13));
    const names = new Set(locations.map((location) => location.name));
    expect(new Set(picks.map((pick) => pick.isbn13)).size).toBe(picks.length);
    for (const pick of picks) {
      const problems = pickProblems({ bookseller: pick.bookseller, location_id: 1, note_fr: pick.note_fr, note_en: pick.note_en ?? null, picked_on: '2026-11-20' });
      expect({ isbn: pick.isbn13, known: isbns.has(pick.isbn13), location: names.has(pick.location), problems }).toEqual({
        isbn: pick.isbn13,
        known: true,
        location: true,
        problems: [],
      });
    }
  });
});
