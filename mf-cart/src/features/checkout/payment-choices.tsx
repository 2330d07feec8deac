import type { CheckoutBody, PaymentOptions } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { PaymentLoadingImage } from '../payment/payment-loading-image';
import { checkoutMessages } from './messages';

type Means = CheckoutBody['payment_method'];

interface PaymentChoicesProps {
  options: PaymentOptions | undefined;
  chosen: Means | null;
  onChoose: (means: Means) => void;
  /** What happens after a bank transfer, in the page's words (books prepared, or a card issued). */
  bankTransferHint: string;
}

/** The shop's means of payment as radio buttons: a bank transfer when it takes them, PayPal and a card when online. */
export function PaymentChoices({ options, chosen, onChoose, bankTransferHint }: PaymentChoicesProps) {
  const t = useT(checkoutMessages);
  const choice = (means: Means, name: string, hint: string) => (
    <label className="checkout-choice">
      <input type="radio" name="payment" value={means} checked={chosen === means} onChange={() => onChoose(means)} />
      <span className="checkout-choice__body">
        <strong>{name}</strong>
        <span className="checkout-choice__hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <>
      {options?.offline && choice('bank_transfer', t('bankTransfer'), bankTransferHint)}
      {options?.online ? (
        <>
          {choice('paypal', 'PayPal', t('onlineHint'))}
          {choice('card', t('payByCard'), t('onlineHint'))}
        </>
      ) : (
        <PaymentLoadingImage />
      )}
    </>
  );
}
