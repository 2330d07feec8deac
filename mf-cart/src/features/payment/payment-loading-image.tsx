import { useT } from '@bookshop/i18n';
import { paymentMessages } from './messages';

/** Three dots pulsing in turn, drawn inline so the image needs no request and no asset pipeline. */
const LOADING_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30" width="120" height="30">${[15, 60, 105]
      .map(
        (x, index) =>
          `<circle cx="${x}" cy="15" r="9" fill="#8b1e1e"><animate attributeName="opacity" values="1;.2;1" dur="1.2s" begin="${index * 0.4}s" repeatCount="indefinite"/></circle>`,
      )
      .join('')}</svg>`,
  );

/**
 * Stands in for PayPal and card payment while the shop has not set both provider keys (spec section 1: "otherwise a
 * loading image is shown"), with a sentence so that nobody waits for it to finish.
 */
export function PaymentLoadingImage() {
  const t = useT(paymentMessages);
  return (
    <figure className="payment-loading">
      <img src={LOADING_IMAGE} width={120} height={30} alt={t('onlineLoadingAlt')} />
      <figcaption>{t('onlineNotReady')}</figcaption>
    </figure>
  );
}
