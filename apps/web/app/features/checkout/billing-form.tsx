import { zodResolver } from '@hookform/resolvers/zod';
import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import type { CartItem } from '@prakar/shared/cart';
import { formatRupees } from '@prakar/shared/money';
import { billingSchema, type CreateOrderInput } from '@prakar/shared/orders';
import type { ProfileData } from '@prakar/shared/profile';
import { site } from '@prakar/shared/site';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import groups from '#app/components/form-field/field-group.module.css';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import {
  GstinField,
  OrganisationFields,
  organisationValues,
  PanField,
} from '#app/components/form-field/organisation-fields.tsx';
import { showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { call } from '#app/lib/api-client.ts';
import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { ORDER_CHANGES } from '#app/lib/order-changes.ts';
import { submitToGateway } from '#app/lib/payments/gateway-form.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
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

function failureMessage(error: unknown): string {
  const unreachable = error instanceof ApiError && error.status === 0;
  return unreachable ? NETWORK_FAILURE : serviceErrorMessage(error);
}

/** The organisation's details from the profile, to be checked and changed for this invoice. */
function billingDefaults(organisation: ProfileData['organisation']): BillingFormInput {
  // An invoice carries no TAN.
  const { tan: _tan, ...billing } = organisationValues(organisation);
  return { billing };
}

/**
 * Who the invoice is made out to, the server's price for it, and "Pay ₹…" with the total. The
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
  const client = useQueryClient();
  // One button: the order is placed and the browser goes straight on to the gateway. This page's
  // entry in the history becomes the order's own page first, so Back from the gateway finds the
  // order (to pay or cancel), not a checkout that would place another.
  const place = useApiMutation(ordersApi.create, {
    invalidates: ORDER_CHANGES,
    onSuccess: async (order) => {
      client.setQueryData(apiQueryKey(ordersApi.get, { params: { orderId: order.id } }), order);
      const redirect = await call(paymentsApi.start, { body: { orderId: order.id } }).catch(
        (error: unknown) => {
          // The order stands; its page offers Pay again.
          showServiceError(error);
          return undefined;
        },
      );
      await navigate(`/paynow?order=${encodeURIComponent(order.id)}`, { replace: true });
      if (redirect) submitToGateway(redirect);
    },
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: billingDefaults(profile.organisation),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const stateCode = useWatch({ control, name: 'billing.stateCode' });
  const quote = useQuote(items, stateCode);
  // The button says what the buyer is about to pay, once the server has priced it.
  const total = quote.known ? quote.quote.data?.totalPaise : undefined;
  const fieldErrors = errors.billing;

  const send = async ({ billing }: BillingFormValues) => {
    // A second click before the button shows as disabled must not send a second request.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const body: CreateOrderInput = { idempotencyKey, items: [...items], billing };
      await place.mutateAsync({ body });
    } catch (error) {
      sending.current = false;
      setBusy(false);
      throw error;
    }
  };
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, send, failureMessage);

  return (
    <AppForm className={groups.form} legend="Your order" onSubmit={onSubmit}>
      <fieldset className={groups.group}>
        <legend>Billing details</legend>
        <p className={styles.note}>
          Your GST invoice is made out to these details. Changing them here does not change your
          profile.
        </p>
        <div className={groups.grid}>
          <OrganisationFields
            prefix="billing"
            idPrefix="billing"
            register={register}
            errors={fieldErrors}
            addressRequired
            storedStateCode={profile.organisation.stateCode}
            stateHint={`It decides the GST: CGST and SGST within ${site.address.state}, IGST elsewhere.`}
          >
            <GstinField
              id="billing-gstin"
              hint="If registered for GST: 15 characters, such as 27AAPFU0939F1ZV."
              error={fieldErrors?.gstin?.message}
              {...register('billing.gstin')}
            />
            <PanField
              id="billing-pan"
              error={fieldErrors?.pan?.message}
              {...register('billing.pan')}
            />
          </OrganisationFields>
        </div>
      </fieldset>

      <section aria-labelledby="checkout-price-heading" className={groups.group}>
        <h2 id="checkout-price-heading" className={styles.heading}>
          Price
        </h2>
        <QuoteView {...quote} />
        <p>
          <Link to="/add-cart">Change your cart</Link>
        </p>
      </section>

      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {/* The total and the form's one submit button, kept at the foot of the screen. */}
      <div className={styles.payBar}>
        {total === undefined ? null : (
          <p className={styles.payTotal}>
            Total <strong>{formatRupees(total)}</strong>{' '}
            <span className={styles.note}>incl. GST</span>
          </p>
        )}
        <BusyButton className={buttons.primary} busy={busy}>
          {total === undefined
            ? 'Place order and pay'
            : `Pay ${formatRupees(total, { wholeRupees: true })}`}
        </BusyButton>
      </div>
      <p className={styles.note}>
        You pay on our payment partner’s secure page, by card, UPI or wallet.
      </p>
    </AppForm>
  );
}
