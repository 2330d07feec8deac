import type { Article } from '@bookshop/contracts';

export type MatchKind = 'isbn' | 'title' | 'author' | 'translator' | 'illustrator' | 'collection' | 'publisher';

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Why a search result matched, so the dropdown can label results found through a person, a collection or an ISBN
 * (a title match needs no label). Words of the query must all start words of the field, as the server's prefix search.
 */
export function matchKind(article: Article, query: string): MatchKind | null {
  const digits = query.replace(/[\s-]/g, '');
  if (/^\d{10,13}$/.test(digits) && article._code_barre.includes(digits)) return 'isbn';
  const words = fold(query).split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return null;
  const matches = (field: string | undefined) => {
    if (!field) return false;
    const fieldWords = fold(field).split(/[^a-z0-9]+/);
    return words.every((word) => fieldWords.some((candidate) => candidate.startsWith(word)));
  };
  if (matches(article.designation)) return 'title';
  if (matches(article.dc_auteur?._nom)) return 'author';
  if (matches(article.dc_traducteur?._nom)) return 'translator';
  if (matches(article.dc_illustrateur?._nom)) return 'illustrator';
  if (matches(article.dc_collection?.nom)) return 'collection';
  if (matches(article.dc_editor?.title)) return 'publisher';
  return null;
}
