import { Link } from 'react-router-dom';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import type { HeroSlide } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { useAsync } from '@bookshop/ui';
import { fetchHeroSlides } from '../../lib/catalog-api';
import { catalogMessages } from '../../messages';

/** Autoplay delay of spec section 9. */
export const HERO_AUTOPLAY_MS = 5000;

/** The slides to show: the shop's, or the default ones when it has none (or they could not be read). */
export function slidesOrDefaults(slides: HeroSlide[] | undefined, defaults: HeroSlide[]): HeroSlide[] {
  return slides && slides.length > 0 ? slides : defaults;
}

/** The home hero's slides: from the website sections, fading, autoplaying every 5000 ms. */
export function HeroSlider() {
  const t = useT(catalogMessages);
  const language = useRootStore((s) => s.language);
  const loaded = useAsync(fetchHeroSlides, [language]);
  const defaults: HeroSlide[] = [
    { image1: '', title: t('heroDefaultTitle1'), subtitle: t('heroDefaultText1'), link: '/books' },
    { image1: '', title: t('heroDefaultTitle2'), subtitle: t('heroDefaultText2'), link: '/events' },
  ];
  // While loading, the box keeps its size (no layout shift); on failure the default slides show.
  if (loaded.status === 'loading') return <div className="hero-slider hero-slider--loading" aria-hidden="true" />;
  const slides = slidesOrDefaults(loaded.status === 'success' ? loaded.data : undefined, defaults);

  return (
    <Swiper
      className="hero-slider"
      modules={[Autoplay, EffectFade, Pagination, A11y]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop={slides.length > 1}
      pagination={{ clickable: true }}
      a11y={{ containerMessage: t('heroLabel'), slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }) }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={`${slide.link}-${index}`}>
          <div className="hero-slide" style={slide.image1 ? { backgroundImage: `url("${slide.image1}")` } : undefined}>
            <div className="hero-slide__text">
              <h2>{slide.title}</h2>
              {slide.subtitle && <p>{slide.subtitle}</p>}
              <Link className="bk-button bk-button--primary" to={slide.link}>
                {t('heroCta')}
              </Link>
            </div>
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
