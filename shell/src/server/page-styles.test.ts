import { markupNames, selectorNeeds, usedStyles } from './page-styles';

const sheet = [
  ':root{--color:#8b1e1e}',
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card .card__title,.modal__title{font-weight:700}',
  '.modal{position:fixed}',
  '.card:hover{background:#eee}',
  '#main:focus{outline:none}',
  '.button:not(.button--ghost){border:1px solid}',
  '.option:has(input:checked){font-weight:600}',
  'a[href$=".pdf"]{color:red}',
  '@media (max-width:600px){.card{padding:.5rem}.drawer{width:80vw}}',
  '@media print{.drawer{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

test('the classes and ids a selector needs, and none inside :not(), :has(), attribute selectors or escapes', () => {
  expect(selectorNeeds('.card .card__title')).toEqual(['.card', '.card__title']);
  expect(selectorNeeds('#main:focus')).toEqual(['#main']);
  expect(selectorNeeds('.button:not(.button--ghost)')).toEqual(['.button']);
  expect(selectorNeeds('.option:has(input:checked)')).toEqual(['.option']);
  expect(selectorNeeds('a[href$=".pdf"]')).toEqual([]);
  expect(selectorNeeds('.md\\:flex')).toEqual([]);
  expect(selectorNeeds('body')).toEqual([]);
});

test("a page keeps the rules its markup's classes and ids can match, in their order, and every rule that needs none", () => {
  const names = markupNames('<main id="main" tabindex="-1"><article class="card  featured"><h2 class="card__title">Titre</h2><a class="button">Voir</a></article></main>');
  expect([...names].sort()).toEqual(['#main', '.button', '.card', '.card__title', '.featured']);
  expect(usedStyles('/page-a.css', sheet, names)).toBe(
    [
      ':root{--color:#8b1e1e}',
      'body{margin:0}',
      '.card{padding:1rem}',
      '.card .card__title,.modal__title{font-weight:700}',
      '.card:hover{background:#eee}',
      '#main:focus{outline:none}',
      '.button:not(.button--ghost){border:1px solid}',
      'a[href$=".pdf"]{color:red}',
      '@media (max-width:600px){.card{padding:.5rem}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
    ].join(''),
  );
});

test('a page with none of the classes keeps only what needs none; another page of the same sheet keeps its own', () => {
  expect(usedStyles('/page-b.css', sheet, new Set())).toBe(':root{--color:#8b1e1e}body{margin:0}a[href$=".pdf"]{color:red}@keyframes spin{to{transform:rotate(1turn)}}');
  expect(usedStyles('/page-b.css', sheet, new Set(['.drawer', '.modal', '.modal__title']))).toBe(
    ':root{--color:#8b1e1e}body{margin:0}.card .card__title,.modal__title{font-weight:700}.modal{position:fixed}a[href$=".pdf"]{color:red}@media (max-width:600px){.drawer{width:80vw}}@media print{.drawer{display:none}}@keyframes spin{to{transform:rotate(1turn)}}',
  );
});
