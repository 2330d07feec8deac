import { exposeModule } from '@bookshop/ui';
import { FavouritesCarousel } from '../features/favourites/favourites-carousel';
import '../catalog.css';

/** `catalog/favourites-carousel`: the shop's favourites (no props). */
export default exposeModule('catalog/favourites-carousel', FavouritesCarousel, process.env.MF_BUILD_VERSION);
