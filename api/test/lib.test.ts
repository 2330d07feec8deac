import { sanitizeHtml } from '../src/lib/html';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { eanFromQuery, normalizeText, searchTerms, searchTsQueryParams } from '../src/lib/search';
import { coverSvg, escapeXml, wrapText } from '../src/lib/svg';
import { bearerToken, hashToken, newToken } from '../src/lib/tokens';

describe('search normalisation', () => {
  it('strips accents, ligatures, case and punctuation', () => {
    expect(normalizeText("L'Étranger")).toBe('etranger');
    expect(normalizeText('Les MISÉRABLES — tome 1')).toBe('les miserables tome 1');
    expect(normalizeText('Œuvres complètes, Ægypte')).toBe('oeuvres completes aegypte');
    expect(normalizeText('Contes de ma mère l’Oye')).toBe('contes de ma mere oye');
  });

  it('drops French elisions but keeps English contractions and names', () => {
    expect(normalizeText("Jusqu’à l'aube, d'Artagnan n'a qu'une épée")).toBe('a aube artagnan a une epee');
    expect(normalizeText("Don't stop, it's O'Brien")).toBe('don t stop it s o brien');
  });

  it('keeps at most 8 search words, with no operator left in them', () => {
    expect(searchTerms('a & b | !c:* <-> d')).toEqual(['a', 'b', 'c', 'd']);
    expect(searchTerms(' !!! ')).toEqual([]);
    expect(searchTerms('un deux trois quatre cinq six sept huit neuf')).toHaveLength(8);
    expect(searchTsQueryParams(['les', 'miser'])).toEqual(['les', 'miser', 'les', 'miser']);
    expect(searchTsQueryParams(['miser'], 'AB')).toEqual(['miser', 'miser:AB']);
  });

  it('reads ISBN-13, EAN and ISBN-10 with hyphens or spaces', () => {
    expect(eanFromQuery('978-2-07-040922-8')).toBe('9782070409228');
    expect(eanFromQuery('978 2 07 040922 8')).toBe('9782070409228');
    expect(eanFromQuery('2-07-040922-8')).toBe('9782070409228');
    expect(eanFromQuery('0-306-40615-2')).toBe('9780306406157');
    expect(eanFromQuery('2-266-11156-X')).toBe('9782266111560');
    expect(eanFromQuery('hugo')).toBeNull();
    expect(eanFromQuery('12345')).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting tags without attributes and drops the rest', () => {
    expect(sanitizeHtml('<p class="x" onclick="y()">Un <em>beau</em> <a href="javascript:1">livre</a></p>')).toBe(
      '<p>Un <em>beau</em> livre</p>',
    );
    expect(sanitizeHtml('<p>a<script>alert(1)</script><style>p{}</style>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('1 < 2 & 3 &amp; 4<br/>')).toBe('1 &lt; 2 &amp; 3 &amp; 4<br>');
  });
});

describe('svg', () => {
  it('escapes XML', () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;');
  });

  it('wraps titles by words and ends an over-long one with an ellipsis', () => {
    expect(wrapText('Le Comte de Monte-Cristo', 12, 3)).toEqual(['Le Comte de', 'Monte-Cristo']);
    expect(wrapText('un deux trois quatre cinq six', 5, 2)).toEqual(['un', 'deux…']);
  });

  it('gives different ids different colours and escapes every text', () => {
    const cover = (id: number) => coverSvg({ id, title: 'A < B & C', author: 'Jo "J" & co', collection: '<Poche>' });
    expect(cover(1)).not.toBe(cover(2));
    expect(cover(1)).toContain('A &lt; B &amp; C');
    expect(cover(1)).toContain('Jo &quot;J&quot; &amp; co');
    expect(cover(1)).toContain('&lt;POCHE&gt;');
    expect(cover(1)).not.toMatch(/<(?!\/?(svg|rect|g|text|tspan|line)[\s>])/);
  });
});

describe('password and tokens', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const hash = await hashPassword('Lumiere-2026');
    expect(await verifyPassword('Lumiere-2026', hash)).toBe(true);
    expect(await verifyPassword('lumiere-2026', hash)).toBe(false);
    expect(await hashPassword('Lumiere-2026')).not.toBe(hash);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('makes 256-bit base64url tokens stored as sha256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
