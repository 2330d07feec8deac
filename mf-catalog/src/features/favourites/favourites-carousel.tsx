import { Link } from 'react-router-dom';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { truncate } from '@bookshop/store';
import { LazyImage, Price, useAsync } from '@bookshop/ui';
import { fetchArticles } from '../../lib/api';
import { homeMessages } from '../home/home-messages';

/** 2, 4 or 6 slides from widths 0, 651 and 951 px (spec section 2). */
export const CAROUSEL_BREAKPOINTS = { 0: { slidesPerView: 2 }, 651: { slidesPerView: 4 }, 951: { slidesPerView: 6 } } as const;

/** Favourites sorted by bestseller_count (highest first), empty titles skipped. */
export function carouselBooks(articles: readonly Article[]): Article[] {
  return articles.filter((article) => article.designation.trim() !== '').sort((a, b) => b.bestseller_count - a.bestseller_count);
}

/** The shop's favourites as a carousel (shown in the cart-added popup). */
export function FavouritesCarousel() {
  const t = useT(homeMessages);
  const favourites = useAsync(() => fetchArticles({ favorites: true, page_size: 24 }), []);
  // List loader errors are ignored silently (spec section 8): no carousel rather than an error inside a popup.
  if (favourites.status !== 'success') return null;
  const books = carouselBooks(favourites.data.data);
  if (books.length === 0) return null;
  return (
    <section className="favourites-carousel" aria-label={t('favouritesCarousel')}>
      <h3 className="favourites-carousel__title">{t('favouritesCarousel')}</h3>
      <Swiper
        modules={[Navigation, A11y]}
        navigation
        spaceBetween={12}
        slidesPerView={2}
        breakpoints={CAROUSEL_BREAKPOINTS}
        // Swiper's own texts are English only: every one it says aloud comes from the dictionary.
        a11y={{
          prevSlideMessage: t('previousSlide'),
          nextSlideMessage: t('nextSlide'),
          firstSlideMessage: t('firstSlide'),
          lastSlideMessage: t('lastSlide'),
          slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
      >
        {books.map((article) => (
          <SwiperSlide key={article.id}>
            <Link to={`/bookdetails/${article.id}`} className="favourites-carousel__item">
              <LazyImage src={article.articleimage[0]?.link ?? ''} alt="" width={120} height={180} sizes="120px" />
              <span className="favourites-carousel__name" title={article.designation}>
                {truncate(article.designation, 20, '…')}
              </span>
              <Price priceTtc={article._prix_public_ttc} discount={article.discount} />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
