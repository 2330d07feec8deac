import { useEffect, useRef, useState } from 'react';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { PaymentOptions } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, pageNonce } from '@bookshop/ui';
import { completePayment } from '../../lib/api';
import { rememberPayment } from '../checkout/last-order';
import { startPayment } from './api';
import { paymentMessages } from './messages';
import { loadCardProvider, type CardElement, type CardProvider } from './card-provider';

/** How a payment attempt ended, as the server concluded (cancelled: the buyer closed the provider's window). */
export type PaymentResult = 'paid' | 'pending' | 'failed' | 'cancelled';
export type OnlineProvider = 'paypal' | 'card';

export interface PayOrderProps {
  number: string;
  /** The order's email for a guest's order; null for a signed-in customer's (the bearer token proves it). */
  guestEmail: string | null;
  options: PaymentOptions;
  initialProvider: OnlineProvider;
  onResult(result: PaymentResult): void;
}

/**
 * Pays a placed order online with PayPal or a card. The browser never sends an amount: the server creates the
 * provider's order or intent for the order's total and decides, from the provider's own answer, whether it is paid.
 */
export function PayOrder({ number, guestEmail, options, initialProvider, onResult }: PayOrderProps) {
  const t = useT(paymentMessages);
  const [provider, setProvider] = useState<OnlineProvider>(initialProvider);
  return (
    <div className="pay-order">
      <div className="pay-order__choices" role="radiogroup" aria-label={t('payWith')}>
        {(['paypal', 'card'] as const).map((entry) => (
          <label key={entry} className="checkout-choice">
            <input type="radio" name="pay-provider" value={entry} checked={provider === entry} onChange={() => setProvider(entry)} />
            <span className="checkout-choice__body">
              <strong>{entry === 'paypal' ? 'PayPal' : t('payByCard')}</strong>
            </span>
          </label>
        ))}
      </div>
      {provider === 'paypal' && options.paypal ? (
        <PayPalScriptProvider
          // dataCspNonce: the SDK gives the page's nonce to the styles and scripts it adds (the page's policy wants it).
          options={{ clientId: options.paypal.client_id, currency: 'USD', intent: 'capture', sdkBaseUrl: options.paypal.sdk_url, dataCspNonce: pageNonce() }}
        >
          <PaypalButtons number={number} guestEmail={guestEmail} onResult={onResult} />
        </PayPalScriptProvider>
      ) : null}
      {provider === 'card' && options.card ? <CardPayment number={number} guestEmail={guestEmail} card={options.card} onResult={onResult} /> : null}
    </div>
  );
}

function PaypalButtons({ number, guestEmail, onResult }: Pick<PayOrderProps, 'number' | 'guestEmail' | 'onResult'>) {
  const t = useT(paymentMessages);
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <LoadingBlock label={t('providerLoading')} />;
  if (isRejected) {
    return (
      <p className="checkout-error" role="alert">
        {t('providerLoadFailed')}
      </p>
    );
  }
  return (
    <PayPalButtons
      style={{ layout: 'vertical', label: 'pay' }}
      forceReRender={[number]}
      createOrder={async () => {
        const payment = await startPayment(number, { provider: 'paypal', ...(guestEmail ? { email: guestEmail } : {}) });
        rememberPayment(number, payment.provider_ref);
        return payment.provider_ref;
      }}
      onApprove={async (data) => {
        try {
          onResult((await completePayment(number, data.orderID, guestEmail)).status);
        } catch {
          // The capture may have happened without its answer reaching us: the result page asks again.
          onResult('pending');
        }
      }}
      onCancel={() => onResult('cancelled')}
      onError={() => onResult('failed')}
    />
  );
}

function CardPayment({
  number,
  guestEmail,
  card,
  onResult,
}: Pick<PayOrderProps, 'number' | 'guestEmail' | 'onResult'> & { card: NonNullable<PaymentOptions['card']> }) {
  const t = useT(paymentMessages);
  const language = useRootStore((s) => s.language);
  const user = useRootStore((s) => (s.token ? s.user : null));
  const saved = user?.payments ?? [];
  const [choice, setChoice] = useState<number | 'new'>(() => user?.defaultPay ?? saved[0]?.id ?? 'new');
  const [remember, setRemember] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const provider = useRef<{ stripe: CardProvider; element: CardElement } | null>(null);
  const usingSaved = choice !== 'new' && saved.some((entry) => entry.id === choice);

  useEffect(() => {
    if (usingSaved) return undefined;
    let gone = false;
    loadCardProvider(card.js_url, card.public_key, language === 'eng' ? 'en' : 'fr')
      .then((stripe) => {
        if (gone || !fieldsRef.current) return;
        const element = stripe.elements({ locale: language === 'eng' ? 'en' : 'fr' }).create('card');
        element.mount(fieldsRef.current);
        provider.current = { stripe, element };
        setState('ready');
      })
      .catch(() => !gone && setState('error'));
    return () => {
      gone = true;
      provider.current?.element.destroy();
      provider.current = null;
    };
  }, [card.js_url, card.public_key, language, usingSaved, attempt]);

  const pay = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const payment = await startPayment(number, {
        provider: 'card',
        ...(guestEmail ? { email: guestEmail } : {}),
        ...(usingSaved ? { payment_reference_id: choice as number } : user && remember ? { save_card: true } : {}),
      });
      rememberPayment(number, payment.provider_ref);
      if (payment.client_secret) {
        if (!provider.current) throw new Error('card fields not ready');
        // A decline is also read back by the server below, which records it; its own words go to the result page.
        await provider.current.stripe.confirmCardPayment(payment.client_secret, { payment_method: { card: provider.current.element } });
      }
      onResult((await completePayment(number, payment.provider_ref, guestEmail)).status);
    } catch {
      setBusy(false);
      setMessage(t('paymentCallFailed'));
    }
  };

  return (
    <div className="card-payment">
      {saved.length > 0 && (
        <div role="radiogroup" aria-label={t('savedCards')}>
          {saved.map((entry) => (
            <label key={entry.id} className="checkout-choice">
              <input type="radio" name="saved-card" checked={choice === entry.id} onChange={() => setChoice(entry.id)} />
              <span className="checkout-choice__body">{entry.label}</span>
            </label>
          ))}
          <label className="checkout-choice">
            <input
              type="radio"
              name="saved-card"
              checked={!usingSaved}
              onChange={() => {
                setState('loading');
                setChoice('new');
              }}
            />
            <span className="checkout-choice__body">{t('newCard')}</span>
          </label>
        </div>
      )}
      {!usingSaved && (
        <>
          {state === 'loading' && <LoadingBlock label={t('providerLoading')} />}
          {state === 'error' && (
            <div role="alert">
              <p className="checkout-error">{t('providerLoadFailed')}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setState('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {t('retry')}
              </Button>
            </div>
          )}
          <div ref={fieldsRef} className="card-payment__fields" hidden={state !== 'ready'} />
          {user && state === 'ready' && (
            <label className="card-payment__remember">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} /> {t('rememberCard')}
            </label>
          )}
        </>
      )}
      {message && (
        <p className="checkout-error" role="alert">
          {message}
        </p>
      )}
      <Button onClick={() => void pay()} busy={busy} disabled={!usingSaved && state !== 'ready'}>
        {t('payNow')}
      </Button>
    </div>
  );
}
