import { ordersApi } from '@prakar/shared/api/orders';
import { Link } from 'react-router';
import { EmptyCart } from '#app/components/commerce/empty-cart.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { PrerenderedViews } from '#app/components/layout/prerendered-views.tsx';
import { useStoredCartCount } from '#app/lib/cart/stored-cart-count.ts';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import { useKnownUser } from '#app/lib/session/use-current-user.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { userHasPermission } from '#app/lib/user-permissions.ts';
import { isProfileComplete } from '#app/lib/user-record.ts';
import { AccountCheckout } from './account-checkout';
import { GuestCheckout } from './guest-checkout';

const loading = <p role="status">Loading your cart…</p>;

function Checkout() {
  const user = useKnownUser();
  const storedLines = useStoredCartCount();
  // Nobody known and nothing stored: the empty cart the page was pre-rendered with stays while
  // the session check runs.
  if (user === undefined) return storedLines === 0 ? <EmptyCart /> : loading;
  if (!user) return <GuestCheckout />;
  if (!userHasPermission(user, ordersApi.create.permission)) {
    return (
      <FormMessage tone="info">
        <p>Plans are bought by your organisation’s administrator.</p>
        <p>
          Please ask them to buy the plans in your cart, or to give you permission to make
          purchases. <Link to="/add-cart">Back to your cart</Link>
        </p>
      </FormMessage>
    );
  }
  if (!isProfileComplete(user)) {
    return (
      <FormMessage tone="info">
        <p>Before you buy, please complete your profile.</p>
        <p>
          The GST invoice needs your organisation’s legal name, PAN, state and PIN code.{' '}
          <Link to={`/user-profile?returnUrl=${encodeReturnUrl('/checkout')}`}>
            Complete your profile
          </Link>
        </p>
      </FormMessage>
    );
  }
  return <AccountCheckout key={user.UserId} userId={user.UserId} />;
}

/**
 * `/checkout`: anonymous visitors are asked to sign in; users who may not buy, or whose profile
 * lacks what an invoice needs, are told why; buyers confirm the billing details and place the
 * order. Pre-rendered, so it waits until it runs to look at the visitor.
 */
export function CheckoutSection() {
  return useHydrated() ? (
    <Checkout />
  ) : (
    <PrerenderedViews newcomer={<EmptyCart />} returning={loading} />
  );
}
