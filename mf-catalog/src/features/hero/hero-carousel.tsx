import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import type { HeroSlide } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { homeMessages } from '../home/home-messages';
import { HERO_AUTOPLAY_MS, HeroSlideView } from './hero-slider';

/**
 * The fading, autoplaying carousel of the home hero (its own chunk, with swiper). The first slide stays only for
 * `firstDelayMs`: the time it has already been on screen as plain markup counts towards its 5000 ms.
 */
export default function HeroCarousel({ slides, firstDelayMs }: { slides: HeroSlide[]; firstDelayMs: number }) {
  const t = useT(homeMessages);
  const language = useLanguage();
  return (
    <Swiper
      // Swiper reads its texts once, when it starts: another language starts it again.
      key={language}
      className="hero-slider"
      modules={[Autoplay, EffectFade, Pagination, A11y]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
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
    </Swiper>
  );
}
