import { exposeModule } from '@bookshop/ui';
import { accessibilityLoader, AccessibilityPage } from '../features/accessibility/accessibility-page';
import '../catalog.css';

/** `catalog/accessibility-page`: the /accessibility route module (the accessibility statement). */
export default exposeModule('catalog/accessibility-page', AccessibilityPage, process.env.MF_BUILD_VERSION);
export const loader = accessibilityLoader;
