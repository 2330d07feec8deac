import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_PATTERN, type CheckoutLine, type ShippingAddress } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { countsInTotal, rootStore, useRootStore } from '@bookshop/store';
import { Button, Field, LoadingBlock, Price, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchCountries, fetchDeliveryMethods, fetchQuote, placeOrder } from '../../lib/cart-api';
import { formatEuro } from '../../lib/money';
import { cartMessages } from '../../messages';
import { rememberOrder } from './last-order';
import { PricedLines } from './priced-lines';
import { EMPTY_SHIPPING, ShippingForm, validateShipping, type ShippingErrors } from './shipping-form';

/** A key for one checkout attempt: a retry after a lost answer sends it again and gets the same order back. */
const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * /checkout: contact, delivery method, address, the server's own summary of prices, and payment. Nothing here is
 * priced by the browser: the summary and the order come from the server.
 */
export function CheckoutPage() {
  const t = useT(cartMessages);
  usePageMeta({ title: t('checkoutTitle'), canonicalPath: '/checkout' });
  const navigate = useNavigate();
  const cart = useRootStore((s) => s.cart);
  const user = useRootStore((s) => (s.token ? s.user : null));
  const language = useRootStore((s) => s.language);
  const currency = useRootStore((s) => s.currency);

  const lines: CheckoutLine[] = useMemo(
    () => cart.filter(countsInTotal).map((line) => ({ article_id: line._id, quantity: line.quantity })),
    [cart],
  );
  const linesKey = lines.map((line) => `${line.article_id}x${line.quantity}`).join(',');
  const options = useAsync(() => Promise.all([fetchDeliveryMethods(), fetchCountries()]), [language]);
  const methods = options.data?.[0] ?? [];
  const [deliveryCode, setDeliveryCode] = useState<string | null>(null);
  const method = methods.find((entry) => entry.code === deliveryCode) ?? methods[0];
  const quote = useAsync(
    () => (method && lines.length > 0 ? fetchQuote({ lines, delivery_method: method.code }) : Promise.resolve(null)),
    [linesKey, method?.code],
  );

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [addressChoice, setAddressChoice] = useState<number | 'new'>(() => user?.defaultAdd ?? user?.addresses[0]?.id ?? 'new');
  const [shipping, setShipping] = useState<ShippingAddress>(() => ({ ...EMPTY_SHIPPING, first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }));
  const [shippingErrors, setShippingErrors] = useState<ShippingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());

  const savedAddress = user?.addresses.find((address) => address.id === addressChoice);
  const problems = quote.data?.problems ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setFormError(null);
    const mailError = user ? undefined : !email.trim() ? t('emailRequired') : !EMAIL_PATTERN.test(email.trim()) ? t('emailInvalid') : undefined;
    setEmailError(mailError);
    let address: ShippingAddress | undefined;
    if (method.needs_address) {
      if (savedAddress) {
        const { id: _id, title: _title, ...fields } = savedAddress;
        address = fields;
      } else {
        const found = validateShipping(shipping);
        setShippingErrors(found);
        if (Object.keys(found).length > 0) return;
        address = { ...shipping };
      }
    }
    if (mailError || problems.length > 0) return;
    setBusy(true);
    try {
      const order = await placeOrder(
        {
          lines,
          delivery_method: method.code,
          ...(user ? {} : { email: email.trim() }),
          ...(address ? { shipping: address } : {}),
          payment_method: 'bank_transfer',
          currency,
          language,
        },
        attemptKey.current,
      );
      rememberOrder(order);
      for (const line of order.lines) rootStore.getState().removeFromCart(line.article_id);
      navigate(`/order-success?number=${encodeURIComponent(order.number)}`, { replace: true, state: { order } });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.status >= 500) return setFormError(t('orderFailed'));
      // A refused order changed nothing: the next attempt is a new one.
      attemptKey.current = newIdempotencyKey();
      if (error.field?.startsWith('shipping.')) {
        const field = error.field.slice('shipping.'.length) as keyof ShippingAddress;
        setShippingErrors({ [field]: field === 'country' ? 'countryUnknown' : 'addressRequired' });
      } else if (error.field === 'email') setEmailError(t('emailInvalid'));
      else if (error.status === 409) quote.reload();
      else setFormError(t('orderFailed'));
    }
  };

  if (lines.length === 0) {
    return (
      <section className="checkout-page" data-boundary="cart">
        <h1>{t('checkoutTitle')}</h1>
        <div className="cart-page__empty">
          <p>{t('checkoutEmpty')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('browseBooks')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="checkout-page" data-boundary="cart">
      <h1>{t('checkoutTitle')}</h1>
      {options.status === 'loading' && <LoadingBlock />}
      {options.status === 'error' && (
        <div className="bk-fallback" role="alert">
          <p>{t('quoteFailed')}</p>
          <Button onClick={options.reload}>{t('retry')}</Button>
        </div>
      )}
      {options.status === 'success' && method && (
        <form className="checkout-layout" onSubmit={(event) => void submit(event)} noValidate>
          <div className="checkout-steps">
            {formError && (
              <p className="checkout-error" role="alert">
                {formError}
              </p>
            )}
            <fieldset className="checkout-step">
              <legend>{t('contactTitle')}</legend>
              {user ? (
                <p>{t('orderEmailAccount', { email: user.email })}</p>
              ) : (
                <Field label={t('orderEmail')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
              )}
            </fieldset>

            <fieldset className="checkout-step">
              <legend>{t('deliveryTitle')}</legend>
              {methods.map((entry) => (
                <label key={entry.code} className="checkout-choice">
                  <input type="radio" name="delivery" value={entry.code} checked={entry.code === method.code} onChange={() => setDeliveryCode(entry.code)} />
                  <span className="checkout-choice__body">
                    <strong>{entry.name}</strong> <Price priceTtc={entry.price} />
                    <span className="checkout-choice__hint">{entry.description}</span>
                    {entry.free_from !== null && (
                      <span className="checkout-choice__hint">
                        {t('deliveryFreeFrom', { price: formatEuro(entry.free_price, language), amount: formatEuro(entry.free_from, language) })}
                      </span>
                    )}
                  </span>
                </label>
              ))}
            </fieldset>

            {method.needs_address && (
              <fieldset className="checkout-step">
                <legend>{t('addressTitle')}</legend>
                {user && user.addresses.length > 0 && (
                  <div className="checkout-addresses" role="radiogroup" aria-label={t('savedAddresses')}>
                    {user.addresses.map((address) => (
                      <label key={address.id} className="checkout-choice">
                        <input type="radio" name="address" checked={addressChoice === address.id} onChange={() => setAddressChoice(address.id)} />
                        <span className="checkout-choice__body">
                          <strong>{address.title}</strong>
                          <span className="checkout-choice__hint">
                            {address.first_name} {address.last_name}, {address.address}, {address.postal_code} {address.city}
                          </span>
                        </span>
                      </label>
                    ))}
                    <label className="checkout-choice">
                      <input type="radio" name="address" checked={addressChoice === 'new'} onChange={() => setAddressChoice('new')} />
                      <span className="checkout-choice__body">
                        <strong>{t('newAddress')}</strong>
                      </span>
                    </label>
                  </div>
                )}
                {!savedAddress && <ShippingForm values={shipping} errors={shippingErrors} countries={options.data[1]} onChange={setShipping} />}
              </fieldset>
            )}

            <fieldset className="checkout-step">
              <legend>{t('paymentTitle')}</legend>
              <label className="checkout-choice">
                <input type="radio" name="payment" value="bank_transfer" checked readOnly />
                <span className="checkout-choice__body">
                  <strong>{t('bankTransfer')}</strong>
                  <span className="checkout-choice__hint">{t('bankTransferHint')}</span>
                </span>
              </label>
            </fieldset>
          </div>

          <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title">{t('orderSummary')}</h2>
            {quote.status === 'loading' && <LoadingBlock />}
            {quote.status === 'error' && (
              <div role="alert">
                <p>{t('quoteFailed')}</p>
                <Button variant="secondary" onClick={quote.reload}>
                  {t('retry')}
                </Button>
              </div>
            )}
            {quote.status === 'success' && quote.data && (
              <>
                <PricedLines priced={quote.data} />
                {problems.length > 0 && (
                  <ul className="checkout-problems" role="alert">
                    {problems.map((problem) => {
                      const title = quote.data?.lines.find((line) => line.article_id === problem.article_id)?.title ?? '';
                      return (
                        <li key={problem.article_id}>
                          {problem.code === 'out_of_stock' ? t('problemOutOfStock', { title, count: problem.available }) : t('problemNotFound')}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            )}
            <Button type="submit" busy={busy} disabled={quote.status !== 'success' || problems.length > 0}>
              {t('confirmOrder')}
            </Button>
            <Link to="/cart">{t('backToCart')}</Link>
          </aside>
        </form>
      )}
    </section>
  );
}
