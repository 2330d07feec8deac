import { CategoryPanel } from './category-panel';
import { HeroSlider } from './hero-slider';

/** The home hero: the category panel beside the slides. */
export function Hero() {
  return (
    <div className="hero">
      <CategoryPanel />
      <HeroSlider />
    </div>
  );
}
