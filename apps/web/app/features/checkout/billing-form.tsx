import '../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CartItem } from '@prakar/shared/cart';
import { indianStates } from '@prakar/shared/indian-formats';
import { billingSchema, type CreateOrderInput, type Order } from '@prakar/shared/orders';
import { site } from '@prakar/shared/site';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AppForm } from '../../components/form-field/app-form';
import { FormMessage } from '../../components/form-field/form-message';
import { SelectField, TextField } from '../../components/form-field/text-field';
import buttons from '../../components/ui/button.module.css';
import { apiPost } from '../../lib/api-client';
import { ApiError, serviceErrorMessage } from '../../lib/api-error';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { clearCart } from '../cart/account-cart';
import type { ProfileData } from '../profile/profile-form';
import styles from './checkout.module.css';
import { QuoteView } from './quote-view';
import { useQuote } from './use-quote';

/** Nested under `billing`, as the order's body is, so the server's `billing.gstin` names a field. */
const formSchema = z.object({ billing: billingSchema });
type BillingFormInput = z.input<typeof formSchema>;
type BillingFormValues = z.output<typeof formSchema>;

const FIELDS = [
  'billing.legalName',
  'billing.gstin',
  'billing.pan',
  'billing.addressLine1',
  'billing.addressLine2',
  'billing.city',
  'billing.stateCode',
  'billing.pinCode',
] as const;

export const NETWORK_FAILURE =
  'We could not reach our server. Please check your connection and try again: it will not place a second order.';

/** The organisation's details from the profile, to be checked and changed for this invoice. */
function billingDefaults(organisation: ProfileData['organisation']): BillingFormInput {
  return {
    billing: {
      legalName: organisation.legalName ?? organisation.name,
      gstin: organisation.gstin ?? '',
      pan: organisation.pan ?? '',
      addressLine1: organisation.addressLine1 ?? '',
      addressLine2: organisation.addressLine2 ?? '',
      city: organisation.city ?? '',
      stateCode: organisation.stateCode ?? '',
      pinCode: organisation.pinCode ?? '',
    },
  };
}

/**
 * Who the invoice is made out to, the server's price for it, and "Place order and pay". The
 * checkout makes one idempotency key and sends it with every attempt, so a retry after a lost
 * answer, or a second click, never makes a second order.
 */
export function BillingForm({
  profile,
  items,
}: {
  profile: ProfileData;
  items: readonly CartItem[];
}) {
  const navigate = useNavigate();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: billingDefaults(profile.organisation),
  });
  const stateCode = useWatch({ control, name: 'billing.stateCode' });
  const quote = useQuote(items, stateCode);
  const fieldErrors = errors.billing;

  const onSubmit = async ({ billing }: BillingFormValues) => {
    // A second click before the button shows as disabled must not send a second request.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const body: CreateOrderInput = { idempotencyKey, items: [...items], billing };
      const order = await apiPost<Order>('/Transactions/Order/createOrder', body);
      await navigate(`/paynow?order=${encodeURIComponent(order.id)}`);
      clearCart();
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError, setFocus)) {
        const unreachable = error instanceof ApiError && error.status === 0;
        setFailure(unreachable ? NETWORK_FAILURE : serviceErrorMessage(error));
      }
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <AppForm className={styles.form} onSubmit={handleSubmit(onSubmit)}>
      <fieldset className={styles.group}>
        <legend>Billing details</legend>
        <p className={styles.note}>
          Your GST invoice is made out to these details. Changing them here does not change your
          profile.
        </p>
        <div className={styles.grid}>
          <TextField
            id="billing-legal-name"
            label="Legal name"
            autoComplete="organization"
            required
            error={fieldErrors?.legalName?.message}
            {...register('billing.legalName')}
          />
          <TextField
            id="billing-gstin"
            label="GSTIN"
            autoCapitalize="characters"
            maxLength={15}
            hint="If registered for GST: 15 characters, such as 27AAPFU0939F1ZV."
            error={fieldErrors?.gstin?.message}
            {...register('billing.gstin')}
          />
          <TextField
            id="billing-pan"
            label="PAN"
            required
            autoCapitalize="characters"
            maxLength={10}
            hint="10 characters, such as AAPFU0939F."
            error={fieldErrors?.pan?.message}
            {...register('billing.pan')}
          />
          <TextField
            id="billing-address-1"
            label="Address line 1"
            autoComplete="address-line1"
            required
            error={fieldErrors?.addressLine1?.message}
            {...register('billing.addressLine1')}
          />
          <TextField
            id="billing-address-2"
            label="Address line 2"
            autoComplete="address-line2"
            error={fieldErrors?.addressLine2?.message}
            {...register('billing.addressLine2')}
          />
          <TextField
            id="billing-city"
            label="City"
            autoComplete="address-level2"
            required
            error={fieldErrors?.city?.message}
            {...register('billing.city')}
          />
          <SelectField
            id="billing-state"
            label="State"
            required
            hint={`It decides the GST: CGST and SGST within ${site.address.state}, IGST elsewhere.`}
            error={fieldErrors?.stateCode?.message}
            {...register('billing.stateCode')}
          >
            <option value="">Choose a state</option>
            {indianStates.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id="billing-pin-code"
            label="PIN code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={6}
            required
            error={fieldErrors?.pinCode?.message}
            {...register('billing.pinCode')}
          />
        </div>
      </fieldset>

      <section aria-labelledby="checkout-price-heading" className={styles.group}>
        <h2 id="checkout-price-heading" className={styles.heading}>
          Price
        </h2>
        <QuoteView state={quote.state} retry={quote.retry} />
        <p>
          <Link to="/add-cart">Change your cart</Link>
        </p>
      </section>

      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className={styles.submit}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Place order and pay
        </button>
        <p className={styles.note}>Next, you pay securely by card, UPI or wallet.</p>
      </div>
    </AppForm>
  );
}
