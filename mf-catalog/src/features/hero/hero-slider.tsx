import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FIRST_SCREEN_PICTURE, type HeroSlide } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { lazyOrFallback } from '@bookshop/ui';
import { homeMessages } from '../home/home-messages';

/** Autoplay delay of spec section 9. */
export const HERO_AUTOPLAY_MS = 5000;
/** The carousel code (swiper) is fetched this long after the first slide shows, or at once on a hover, focus or touch. */
export const CAROUSEL_DEFER_MS = 2000;

/**
 * swiper is only needed to move to the second slide: it stays out of the home page's first load. Should its code not
 * arrive, the first slide simply stays.
 */
const HeroCarousel = lazyOrFallback(() => import('./hero-carousel'), '[catalog] the hero carousel', ({ slides }) =>
  slides[0] ? (
    <div className="hero-slider">
      <HeroSlideView slide={slides[0]} first />
    </div>
  ) : null,
);

/** The slides to show: the shop's, or the default ones when it has none (or they could not be read). */
export function slidesOrDefaults(slides: HeroSlide[] | undefined, defaults: HeroSlide[]): HeroSlide[] {
  return slides && slides.length > 0 ? slides : defaults;
}

/** One slide: its artwork as an image (the first one is the page's largest paint: fetched first, never lazily). */
export function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const t = useT(homeMessages);
  return (
    <div className="hero-slide">
      {slide.image1 && (
        <img className="hero-slide__image" src={slide.image1} alt="" fetchPriority={first ? 'high' : 'auto'} elementtiming={first ? FIRST_SCREEN_PICTURE : undefined} loading={first ? 'eager' : 'lazy'} />
      )}
      <div className="hero-slide__text">
        <h2>{slide.title}</h2>
        {slide.subtitle && <p>{slide.subtitle}</p>}
        <Link className="bk-button bk-button--primary" to={slide.link}>
          {t('heroCta')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The home hero's slides: from the website sections, fading, autoplaying every 5000 ms. The first slide is drawn at
 * once as plain markup; the carousel replaces it, in the same box, when its code has arrived, and waits only what is
 * left of the first 5000 ms before moving on.
 */
export function HeroSlider({ slides: shopSlides }: { slides: HeroSlide[] | null }) {
  const t = useT(homeMessages);
  /** Set when the carousel should replace the first slide: how long that slide has left of its 5000 ms. */
  const [carouselFirstDelay, setCarouselFirstDelay] = useState<number | null>(null);
  const shownAt = useRef(0);
  const wantCarousel = () => setCarouselFirstDelay((delay) => delay ?? Math.max(500, HERO_AUTOPLAY_MS - (performance.now() - shownAt.current)));
  const defaults: HeroSlide[] = [
    { image1: '', title: t('heroDefaultTitle1'), subtitle: t('heroDefaultText1'), link: '/books' },
    { image1: '', title: t('heroDefaultTitle2'), subtitle: t('heroDefaultText2'), link: '/events' },
  ];

  useEffect(() => {
    shownAt.current = performance.now();
    const timer = setTimeout(wantCarousel, CAROUSEL_DEFER_MS);
    return () => clearTimeout(timer);
  }, []);

  // On failure the default slides show.
  const slides = slidesOrDefaults(shopSlides ?? undefined, defaults);
  const [first = defaults[0] as HeroSlide] = slides;
  const firstSlide = (
    <div className="hero-slider" aria-label={t('heroLabel')} role="region" onPointerEnter={wantCarousel} onFocus={wantCarousel} onTouchStart={wantCarousel}>
      <HeroSlideView slide={first} first />
    </div>
  );
  if (slides.length < 2 || carouselFirstDelay === null) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <HeroCarousel slides={slides} firstDelayMs={carouselFirstDelay} />
    </Suspense>
  );
}
