import { useState } from 'react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import type { HeroSlide } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { homeMessages } from '../home/home-messages';
import { HERO_AUTOPLAY_MS, HeroSlideView } from './hero-slider';

/** Whether the shopper asked their system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The fading, autoplaying carousel of the home hero (its own chunk, with swiper). The first slide stays only for
 * `firstDelayMs`: the time it has already been on screen as plain markup counts towards its 5000 ms.
 *
 * Moving content needs a way to stop it (WCAG 2.2.2): a pause button, and no autoplay at all, nor fading, for a
 * shopper whose system asks for reduced motion (the button then starts it).
 */
export default function HeroCarousel({ slides, firstDelayMs }: { slides: HeroSlide[]; firstDelayMs: number }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  const [reducedMotion] = useState(prefersReducedMotion);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };
  const started = (instance: SwiperInstance) => {
    // Autoplay starts with swiper: stopped at once, before the first slide's delay ends, when motion is unwanted.
    if (!playing) instance.autoplay.stop();
    setSwiper(instance);
  };
  return (
    <Swiper
      // Swiper reads its texts once, when it starts: another language starts it again.
      key={language}
      className="hero-slider"
      modules={[Autoplay, EffectFade, Pagination, A11y]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      onSwiper={started}
      speed={reducedMotion ? 0 : 300}
      autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop
      pagination={{ clickable: true }}
      // Swiper fills {{index}} and {{slidesLength}}; its own texts are English only.
      a11y={{
        containerMessage: t('heroLabel'),
        slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={`${slide.link}-${index}`} data-swiper-autoplay={index === 0 ? Math.round(firstDelayMs) : undefined}>
          <HeroSlideView slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
      <button
        slot="container-end"
        type="button"
        className="hero-slider__pause"
        aria-label={playing ? t('heroPause') : t('heroPlay')}
        onClick={toggle}
        disabled={!swiper}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </Swiper>
  );
}
