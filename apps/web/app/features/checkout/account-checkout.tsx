import { profileApi } from '@prakar/shared/api/profile';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyCart } from '#app/components/commerce/empty-cart.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { itemsOf } from '#app/lib/cart/cart-store.ts';
import { useAccountCart } from '#app/lib/cart/use-account-cart.ts';
import { BillingForm } from './billing-form';

/**
 * A signed-in buyer's checkout: their saved cart and their organisation's details from the
 * profile, then the billing form. A cart with a plan no longer sold goes back to the cart first.
 */
export function AccountCheckout({ userId }: { userId: number }) {
  const { cart } = useAccountCart(userId);
  const profile = useApiQuery(profileApi.get, {});
  const lines = cart.data?.lines;
  const items = useMemo(() => itemsOf(lines ?? []), [lines]);

  if (cart.isError) {
    return <LoadError message="We could not load your cart." onRetry={() => void cart.refetch()} />;
  }
  if (profile.isError) {
    return (
      <LoadError
        message="We could not load your organisation’s billing details."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (!lines || !profile.data) {
    return <p role="status">Loading your cart and billing details…</p>;
  }
  if (lines.length === 0) return <EmptyCart />;
  if (lines.some((line) => !line.isAvailable)) {
    return (
      <FormMessage tone="error">
        <p>Your cart has a plan we no longer sell.</p>
        <p>
          <Link to="/add-cart">Go back to your cart</Link> to choose another plan or remove it.
        </p>
      </FormMessage>
    );
  }
  return <BillingForm profile={profile.data} items={items} />;
}
