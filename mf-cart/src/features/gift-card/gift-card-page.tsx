import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import {
  EMAIL_PATTERN,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX_EUR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_EUR,
  GIFT_CARD_RECIPIENT_NAME_MAX,
  GIFT_CARD_SEND_DAYS_MAX,
  giftCardPurchaseProblems,
  type GiftCardPurchaseBody,
  type GiftCardRecipient,
  type Order,
  type PaymentOptions,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { shopDay, useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { Field, TextAreaField } from '@bookshop/ui/forms';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { PayPlacedOrder } from '../checkout/pay-placed-order';
import { fetchPaymentOptions } from '../checkout/api';
import { rememberOrder } from '../checkout/last-order';
import { formatDay, formatEuro } from '../checkout/money';
import { PaymentChoices } from '../checkout/payment-choices';
import { purchaseGiftCard } from './api';
import { giftCardMessages, type GiftCardMessageKey } from './messages';

/** The fields a problem is said under, in the page's order (the first wrong one takes the focus). */
const FIELDS = ['amount', 'recipient.name', 'recipient.email', 'recipient.message', 'recipient.send_on', 'email', 'payment_method'] as const;
type PurchaseField = (typeof FIELDS)[number];
type Problem = ReturnType<typeof giftCardPurchaseProblems>[number]['problem'];
type Errors = Partial<Record<PurchaseField, GiftCardMessageKey>>;

/** What is said under a field: for a problem the browser found, or (no problem) for the server's 400 on it. */
function errorKey(field: PurchaseField, problem?: Problem): GiftCardMessageKey {
  switch (field) {
    case 'amount':
      return 'amountInvalid';
    case 'recipient.name':
      return problem === 'required' ? 'recipientNameRequired' : problem === 'too_long' ? 'recipientNameTooLong' : 'recipientNameInvalid';
    case 'recipient.email':
      return problem === 'required' ? 'recipientEmailRequired' : 'recipientEmailInvalid';
    case 'recipient.message':
      return 'messageTooLong';
    case 'recipient.send_on':
      return 'sendOnInvalid';
    case 'email':
      return 'emailInvalid';
    case 'payment_method':
      return 'paymentMethodInvalid';
  }
}

const isPurchaseField = (field: string | undefined): field is PurchaseField => FIELDS.some((known) => known === field);

/** A calendar day `days` after `day` (both YYYY-MM-DD), as the contracts count the last day a card may be sent. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The route's client loader: the ways to pay, as the checkout offers them. */
export function giftCardLoader({ request }: LoaderFunctionArgs): Promise<Settled<PaymentOptions>> {
  return settle(fetchPaymentOptions(), request);
}

/**
 * /gift-card: a gift card bought as an order of its own (issue 46). Its amount, for oneself or for someone (mailed on a
 * chosen day with a message), a guest's email and the way to pay; a bank transfer goes to the order's confirmation, an
 * online payment is made here.
 */
export function GiftCardPage() {
  const t = useT(giftCardMessages);
  usePageMeta({ title: t('giftCardTitle'), canonicalPath: '/gift-card' });
  // Undefined before the client loader's answer: on the server and while hydrating. The heading and the intro are the
  // same nodes before and after (the exposed page is its own skeleton).
  const options = useLoaderData<Settled<PaymentOptions> | undefined>();
  /** An order placed for online payment, waiting to be paid here. */
  const [placed, setPlaced] = useState<Order | null>(null);
  const paying = placed !== null && options?.data !== undefined;
  return (
    <section className="checkout-page gift-card-page" data-boundary="cart">
      <h1>{t(paying ? 'payTitle' : 'giftCardTitle')}</h1>
      {!paying && <p className="checkout-page__intro">{t('giftCardIntro')}</p>}
      {options ? <GiftCardPurchase options={options} placed={placed} onPlaced={setPlaced} /> : <LoadingBlock />}
    </section>
  );
}

function GiftCardPurchase({ options, placed, onPlaced }: { options: Settled<PaymentOptions>; placed: Order | null; onPlaced: (order: Order) => void }) {
  const t = useT(giftCardMessages);
  const navigate = useNavigate();
  const retry = useRetry();
  const user = useRootStore((s) => (s.token ? s.user : null));
  const language = useRootStore((s) => s.language);
  const currency = useRootStore((s) => s.currency);
  const form = useRef<HTMLFormElement>(null);
  // The shop's day (Paris), the one the server checks the sending day against.
  const [today] = useState(() => shopDay());
  const lastDay = addDays(today, GIFT_CARD_SEND_DAYS_MAX);

  const [choice, setChoice] = useState<number | 'other'>(GIFT_CARD_AMOUNTS[Math.floor(GIFT_CARD_AMOUNTS.length / 2)] ?? 'other');
  const [otherAmount, setOtherAmount] = useState('');
  // An empty or non-numeric free amount is NaN or 0: refused as any amount out of range.
  const amount = choice === 'other' ? Number(otherAmount) : choice;
  const amountValid = giftCardPurchaseProblems({ amount, recipient: null }, today).length === 0;
  const [forSomeone, setForSomeone] = useState(false);
  const [name, setName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sendOn, setSendOn] = useState(today);
  const [email, setEmail] = useState('');

  const payment = options.data;
  const paymentMethods: GiftCardPurchaseBody['payment_method'][] = payment ? [...(payment.offline ? (['bank_transfer'] as const) : []), ...(payment.online ? (['paypal', 'card'] as const) : [])] : [];
  const [paymentChoice, setPaymentChoice] = useState<GiftCardPurchaseBody['payment_method'] | null>(null);
  const paymentMethod = paymentChoice && paymentMethods.includes(paymentChoice) ? paymentChoice : (paymentMethods[0] ?? null);

  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<GiftCardMessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());

  /** Shows the problems under their fields and takes the keyboard to the first, once it says what is wrong. */
  const showErrors = (found: Errors): boolean => {
    flushSync(() => setErrors(found));
    const first = FIELDS.find((field) => found[field]);
    if (!first) return false;
    const root = form.current;
    // A chosen amount has no input of its own: its radio takes the focus.
    (root?.querySelector<HTMLElement>(`[name="${first}"]`) ?? root?.querySelector<HTMLElement>('[name="amount-choice"]:checked'))?.focus();
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!paymentMethod || busy) return;
    setFormError(null);
    const recipient: GiftCardRecipient | null = forSomeone ? { name: name.trim(), email: recipientEmail.trim(), message: message.trim(), send_on: sendOn } : null;
    const found: Errors = {};
    for (const { field, problem } of giftCardPurchaseProblems({ amount, recipient }, today)) found[field] ??= errorKey(field, problem);
    if (!user) {
      const mail = email.trim();
      if (!mail) found.email = 'emailRequired';
      else if (!EMAIL_PATTERN.test(mail)) found.email = 'emailInvalid';
    }
    if (showErrors(found)) return;
    setBusy(true);
    try {
      const order = await purchaseGiftCard(
        { amount, recipient, ...(user ? {} : { email: email.trim() }), payment_method: paymentMethod, currency, language },
        attemptKey.current,
      );
      // Kept for the confirmation page and the payment's result page (a guest cannot read the order back).
      rememberOrder(order);
      if (order.payment_method === 'bank_transfer') {
        navigate(`/order-success?number=${encodeURIComponent(order.number)}`, { replace: true, state: { order } });
      } else {
        setBusy(false);
        onPlaced(order);
      }
    } catch (error) {
      setBusy(false);
      // No answer (lost, or the server failed): the order may exist, so the next attempt sends the same key again.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return setFormError('purchaseFailed');
      // A refused purchase made nothing: the next attempt is a new one.
      attemptKey.current = newIdempotencyKey();
      if (error.status === 429) setFormError(error.code === 'too_many_unpaid_orders' ? 'tooManyUnpaidOrders' : 'tooManyOrders');
      else if (error.status === 400 && isPurchaseField(error.field)) showErrors({ [error.field]: errorKey(error.field) });
      else setFormError('purchaseFailed');
    }
  };

  if (placed && payment) {
    return <PayPlacedOrder order={placed} options={payment} guestEmail={user ? null : placed.email} intro={t('payPlaced', { number: placed.number })} />;
  }

  if (options.status === 'error') {
    return (
      <div className="bk-fallback" role="alert">
        <p>{t('optionsFailed')}</p>
        <Button onClick={retry}>{t('retry')}</Button>
      </div>
    );
  }

  const error = (field: PurchaseField, vars?: Record<string, string | number>) => {
    const key = errors[field];
    return key ? t(key, vars) : undefined;
  };
  const amountText = formatEuro(amount, language);
  const lastDayText = formatDay(lastDay, language);
  const range = { min: GIFT_CARD_MIN_EUR, max: GIFT_CARD_MAX_EUR };

  return (
    <form ref={form} className="checkout-layout" onSubmit={(event) => void submit(event)} noValidate>
      <div className="checkout-steps">
        {formError && (
          <p className="checkout-error" role="alert">
            {t(formError)}
          </p>
        )}
        {/* A chosen amount's error (the server's) has no input to sit under: the group itself is described by it. */}
        <fieldset className="checkout-step" aria-describedby={errors.amount && choice !== 'other' ? 'gift-card-amount-error' : undefined}>
          <legend>{t('amountTitle')}</legend>
          <div className="gift-card-amounts">
            {GIFT_CARD_AMOUNTS.map((value) => (
              <label key={value} className="checkout-choice">
                <input type="radio" name="amount-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
                <span className="checkout-choice__body">
                  <strong>{formatEuro(value, language)}</strong>
                </span>
              </label>
            ))}
            <label className="checkout-choice">
              <input type="radio" name="amount-choice" value="other" checked={choice === 'other'} onChange={() => setChoice('other')} />
              <span className="checkout-choice__body">
                <strong>{t('otherAmount')}</strong>
              </span>
            </label>
          </div>
          {choice === 'other' ? (
            <Field
              label={t('otherAmountLabel')}
              name="amount"
              type="number"
              inputMode="numeric"
              min={GIFT_CARD_MIN_EUR}
              max={GIFT_CARD_MAX_EUR}
              step={1}
              value={otherAmount}
              onChange={(e) => setOtherAmount(e.target.value)}
              hint={t('otherAmountHint', range)}
              error={error('amount', range)}
            />
          ) : (
            errors.amount && (
              <p id="gift-card-amount-error" className="field__error">
                {error('amount', range)}
              </p>
            )
          )}
        </fieldset>

        <fieldset className="checkout-step">
          <legend>{t('recipientTitle')}</legend>
          <label className="checkout-choice">
            <input type="radio" name="for" value="me" checked={!forSomeone} onChange={() => setForSomeone(false)} />
            <span className="checkout-choice__body">
              <strong>{t('forMe')}</strong>
              <span className="checkout-choice__hint">{t(user ? 'forMeHintAccount' : 'forMeHint')}</span>
            </span>
          </label>
          <label className="checkout-choice">
            <input type="radio" name="for" value="someone" checked={forSomeone} onChange={() => setForSomeone(true)} />
            <span className="checkout-choice__body">
              <strong>{t('forSomeone')}</strong>
              <span className="checkout-choice__hint">{t('forSomeoneHint')}</span>
            </span>
          </label>
          {forSomeone && (
            <>
              <Field
                label={t('recipientName')}
                name="recipient.name"
                autoComplete="off"
                maxLength={GIFT_CARD_RECIPIENT_NAME_MAX}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={error('recipient.name', { max: GIFT_CARD_RECIPIENT_NAME_MAX })}
              />
              <Field
                label={t('recipientEmail')}
                name="recipient.email"
                type="email"
                autoComplete="off"
                value={recipientEmail}
                onChange={(e) => setRecipientEmail(e.target.value)}
                error={error('recipient.email')}
              />
              <TextAreaField
                label={t('message')}
                name="recipient.message"
                maxLength={GIFT_CARD_MESSAGE_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                hint={t('messageCount', { count: message.length, max: GIFT_CARD_MESSAGE_MAX })}
                error={error('recipient.message', { max: GIFT_CARD_MESSAGE_MAX })}
              />
              <Field
                label={t('sendOn')}
                name="recipient.send_on"
                type="date"
                min={today}
                max={lastDay}
                value={sendOn}
                onChange={(e) => setSendOn(e.target.value)}
                hint={t('sendOnHint', { last: lastDayText })}
                error={error('recipient.send_on', { last: lastDayText })}
              />
            </>
          )}
        </fieldset>

        {!user && (
          <fieldset className="checkout-step">
            <legend>{t('contactTitle')}</legend>
            <Field label={t('yourEmail')} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error('email')} />
          </fieldset>
        )}

        <fieldset className="checkout-step" aria-describedby={errors.payment_method ? 'gift-card-payment-error' : undefined}>
          <legend>{t('paymentTitle')}</legend>
          <PaymentChoices options={payment} chosen={paymentMethod} onChoose={setPaymentChoice} bankTransferHint={t('giftBankTransferHint')} />
          {errors.payment_method && (
            <p id="gift-card-payment-error" className="field__error">
              {error('payment_method')}
            </p>
          )}
          {!paymentMethod && (
            <p className="checkout-error" role="alert">
              {t('noPaymentMethod')}
            </p>
          )}
        </fieldset>
      </div>

      <aside className="cart-summary checkout-summary" aria-labelledby="gift-card-summary-title">
        <h2 id="gift-card-summary-title">{t('summaryTitle')}</h2>
        <p>{amountValid ? t('summaryCard', { amount: amountText }) : t('summaryNoAmount')}</p>
        {forSomeone && name.trim() && <p className="checkout-choice__hint">{t('summaryFor', { name: name.trim(), date: formatDay(sendOn || today, language) })}</p>}
        <Button type="submit" busy={busy} disabled={!paymentMethod}>
          {amountValid ? t('pay', { amount: amountText }) : t('payNoAmount')}
        </Button>
      </aside>
    </form>
  );
}
