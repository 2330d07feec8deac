import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Category, HeroSlide } from '@bookshop/contracts';
import { buildCategoryTree } from '../categories/category-tree';
import { flyoutGroups } from './category-panel';
import { HeroSlideView, slidesOrDefaults } from './hero-slider';

test('the flyout keeps at most 9 groups of 12 level-2 and 12 level-3 children', () => {
  const categories: Category[] = [];
  let id = 1;
  for (let g = 0; g < 11; g++) {
    const group = id++;
    categories.push({ id: group, _nom: `G${g}`, niveau: 1, b_usr_articletheme_id: null, chemin: '' });
    for (let c = 0; c < 14; c++) {
      const child = id++;
      categories.push({ id: child, _nom: `C${c}`, niveau: 2, b_usr_articletheme_id: group, chemin: '' });
      for (let l = 0; l < 15; l++) categories.push({ id: id++, _nom: `L${l}`, niveau: 3, b_usr_articletheme_id: child, chemin: '' });
    }
  }
  const groups = flyoutGroups(buildCategoryTree(categories));
  expect(groups).toHaveLength(9);
  expect(groups.every((group) => group.children.length === 12)).toBe(true);
  expect(groups.every((group) => group.children.every((child) => child.children.length === 12))).toBe(true);
});

test('default slides stand in when the shop has none', () => {
  const defaults: HeroSlide[] = [{ image1: '', title: 'Défaut', subtitle: '', link: '/books' }];
  const shop: HeroSlide[] = [{ image1: '/img/hero/1.svg', title: 'Nouveautés', subtitle: '', link: '/books' }];
  expect(slidesOrDefaults([], defaults)).toBe(defaults);
  expect(slidesOrDefaults(undefined, defaults)).toBe(defaults);
  expect(slidesOrDefaults(shop, defaults)).toBe(shop);
});

test('the first slide is the first-screen picture (asked for first, named for Element Timing); the others are lazy', () => {
  const slide: HeroSlide = { image1: '/img/hero/1.svg', title: 'Nouveautés', subtitle: '', link: '/books' };
  const html = (first: boolean) =>
    renderToString(
      <MemoryRouter>
        <HeroSlideView slide={slide} first={first} />
      </MemoryRouter>,
    );
  expect(html(true)).toMatch(/<img[^>]*fetchPriority="high"[^>]*elementtiming="first-screen"[^>]*loading="eager"/);
  expect(html(false)).toMatch(/<img[^>]*loading="lazy"/);
  expect(html(false)).not.toContain('elementtiming');
});
