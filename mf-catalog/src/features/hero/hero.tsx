import type { Category, HeroSlide } from '@bookshop/contracts';
import { CategoryPanel } from './category-panel';
import { HeroSlider } from './hero-slider';

/** The home hero: the category panel beside the slides (read by the home page's loader). */
export function Hero({ slides, categories }: { slides: HeroSlide[] | null; categories: Category[] }) {
  return (
    <div className="hero">
      <CategoryPanel categories={categories} />
      <HeroSlider slides={slides} />
    </div>
  );
}
