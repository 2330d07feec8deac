/** The home page's own calls (spec section 7). */
import type { ListAnswer, WebsiteSection } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { options, type LoaderCall } from '../../lib/api';

/** The home hero's slides (website section `home-hero`). */
export async function fetchHeroSlides(call: LoaderCall = {}): Promise<WebsiteSection['hero_sections']> {
  const { data } = await api().get<ListAnswer<WebsiteSection>>('/website-sections', options(call, { section_id: 'home-hero' }));
  return data.data[0]?.hero_sections ?? [];
}
