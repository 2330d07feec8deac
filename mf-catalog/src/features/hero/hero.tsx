import type { HeroSlide } from '@bookshop/contracts';
import type { CategoryEntry } from '../categories/category-tree';
import { CategoryPanel } from './category-panel';
import { HeroSlider } from './hero-slider';
import './hero.css';

/** The home hero: the category panel beside the slides (read by the home page's loader). */
export function Hero({ slides, categories }: { slides: HeroSlide[] | null; categories: CategoryEntry[] }) {
  return (
    <div className="hero">
      <CategoryPanel categories={categories} />
      <HeroSlider slides={slides} />
    </div>
  );
}
