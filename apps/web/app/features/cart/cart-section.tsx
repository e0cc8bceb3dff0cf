import type { Product } from '@prakar/shared/catalogue';
import { useLocation } from 'react-router';
import { EmptyCart } from '#app/components/commerce/empty-cart.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { PrerenderedViews } from '#app/components/layout/prerendered-views.tsx';
import { useStoredCartCount } from '#app/lib/cart/stored-cart-count.ts';
import { useAccountCart } from '#app/lib/cart/use-account-cart.ts';
import { CATALOGUE_ERROR, useCatalogue } from '#app/lib/cart/use-catalogue.ts';
import { useKnownUser } from '#app/lib/session/use-current-user.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { CartEditor } from './cart-editor';
import { useLocalCart } from './use-local-cart';

const loading = <p role="status">Loading your cart…</p>;

function GuestCart({ products }: { products: readonly Product[] }) {
  return <CartEditor products={products} source={useLocalCart(products)} />;
}

function AccountCart({ userId, products }: { userId: number; products: readonly Product[] }) {
  const { cart, saving, change } = useAccountCart(userId);
  if (cart.isPending) return loading;
  if (cart.isError) {
    return <LoadError message="We could not load your cart." onRetry={() => void cart.refetch()} />;
  }
  const { lines, subtotalPaise, unavailableItems } = cart.data;
  return (
    <CartEditor
      products={products}
      source={{ lines, subtotalPaise, unavailableItems, saving, change }}
    />
  );
}

function CartLoader() {
  const user = useKnownUser();
  const storedLines = useStoredCartCount();
  // Read once the page runs (this is never pre-rendered): `?plan=` adds a plan.
  const { search } = useLocation();
  // The plans of every product: prices for an anonymous cart, other plans to switch to for all.
  const catalogue = useCatalogue();
  if (catalogue.isPending || user === undefined) {
    // Nobody known, nothing stored, no plan to add: the empty cart the page was pre-rendered
    // with stays while the rest loads (a session the check finds after all brings its cart).
    return !user && storedLines === 0 && !search ? <EmptyCart /> : loading;
  }
  if (catalogue.isError) {
    return <LoadError message={CATALOGUE_ERROR} onRetry={() => void catalogue.refetch()} />;
  }
  const { products } = catalogue.data;
  return user ? (
    <AccountCart key={user.UserId} userId={user.UserId} products={products} />
  ) : (
    <GuestCart products={products} />
  );
}

/**
 * `/add-cart`: an anonymous visitor's cart lives in this browser, a signed-in user's on the
 * server. The page is pre-rendered with a newcomer's empty cart, and waits until it runs to read
 * either.
 */
export function CartSection() {
  return useHydrated() ? (
    <CartLoader />
  ) : (
    <PrerenderedViews newcomer={<EmptyCart />} returning={loading} />
  );
}
