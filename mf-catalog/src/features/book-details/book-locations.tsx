import type { LocationCopies } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { bookDetailsMessages } from './book-details-messages';

/**
 * Where the book is, for a shop of several bookshops (issue 46): "En stock à Lumière Opéra (3), à commander à Lumière
 * Bastille". A shop of one location says nothing more than the stock line above it.
 */
export function BookLocations({ locations }: { locations: LocationCopies[] | undefined }) {
  const t = useT(bookDetailsMessages);
  if (!locations || locations.length < 2) return null;
  const stocked = locations.filter((location) => location.copies > 0);
  const toOrder = locations.filter((location) => location.copies <= 0);
  const parts: string[] = [];
  if (stocked.length > 0) parts.push(t('whereInStock', { places: stocked.map((location) => `${location.name} (${location.copies})`).join(', ') }));
  if (toOrder.length > 0) parts.push(t(parts.length > 0 ? 'whereToOrder' : 'whereToOrderFirst', { places: toOrder.map((location) => location.name).join(', ') }));
  return <p className="book-details__where">{parts.join(t('whereSeparator'))}</p>;
}
