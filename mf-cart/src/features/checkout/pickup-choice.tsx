import type { OrderLine, PickupOption } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { checkoutMessages } from './messages';

interface PickupChoiceProps {
  options: PickupOption[];
  /** The quote's lines: the titles of the books a bookshop lacks. */
  lines: OrderLine[];
  chosen: number | null;
  onChoose: (locationId: number) => void;
}

/**
 * The bookshop a collection is made at (issue 46): each of the shop's, with its address, hours and delay, and whether
 * it has every copy of the cart now (the server's quote says so; the order draws on that shop's own copies).
 */
export function PickupChoice({ options, lines, chosen, onChoose }: PickupChoiceProps) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const title = (articleId: number) => lines.find((line) => line.article_id === articleId)?.title ?? '';
  return (
    <fieldset className="checkout-step">
      <legend>{t('pickupTitle')}</legend>
      {options.map(({ location, short }) => {
        const hours = language === 'eng' ? location.opening_hours_en : location.opening_hours_fr;
        return (
          <label key={location.id} className="checkout-choice">
            <input type="radio" name="pickup_location" value={location.id} checked={chosen === location.id} onChange={() => onChoose(location.id)} />
            <span className="checkout-choice__body">
              <strong>{location.name}</strong>
              {location.address && <span className="checkout-choice__hint">{location.address}</span>}
              {hours && <span className="checkout-choice__hint">{hours}</span>}
              <span className="checkout-choice__hint">
                {location.pickup_delay_hours === 0 ? t('pickupReadyNow') : t('pickupReadyIn', { hours: location.pickup_delay_hours })}
              </span>
              <span className={short.length === 0 ? 'checkout-choice__hint pickup-choice--all' : 'checkout-choice__hint pickup-choice--short'}>
                {short.length === 0
                  ? t('pickupAllThere')
                  : t('pickupShort', { titles: short.map((line) => t('pickupShortLine', { title: title(line.article_id), count: line.available })).join(', ') })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
