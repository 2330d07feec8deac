import { exposeModule } from '@bookshop/ui';
import { compareLoader, ComparePage } from '../features/compare/compare-page';
import '../catalog.css';

/** `catalog/compare-page`: the /compare route (login required). Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('catalog/compare-page', ComparePage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = compareLoader;
export const Skeleton = Page;
