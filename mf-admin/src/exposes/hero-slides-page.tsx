import { exposeModule } from '@bookshop/ui';
import { HeroSlidesPage, heroSlidesLoader } from '../features/content/hero-slides-page';

/** `admin/hero-slides-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/hero-slides-page', HeroSlidesPage, process.env.MF_BUILD_VERSION);
export const loader = heroSlidesLoader;
