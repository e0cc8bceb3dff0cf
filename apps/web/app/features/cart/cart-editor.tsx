import type { CartLine } from '@prakar/shared/cart';
import type { Product } from '@prakar/shared/catalogue';
import { useState } from 'react';
import { EmptyCart } from '#app/components/commerce/empty-cart.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import {
  type CartSource,
  withoutPlan,
  withPlanChanged,
  withYears,
} from '#app/lib/cart/cart-items.ts';
import { useFocusReturn } from '#app/lib/focus-return.ts';
import styles from './cart.module.css';
import { CartLineItem, removeButtonId } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { usePlanParam } from './plan-param';
import { UnavailableItems } from './unavailable-items';

const CART_ID = 'cart-contents';

/**
 * The cart's lines, each with its plan and years to change and a Remove that asks first, the
 * subtotal, and the plan the address names (`?plan=`) added on arrival.
 */
export function CartEditor({
  products,
  source,
}: {
  products: readonly Product[];
  source: CartSource;
}) {
  const problem = usePlanParam(products, source.change);
  const [removing, setRemoving] = useState<CartLine>();
  const [busy, setBusy] = useState(false);
  // Where focus goes when the dialog closes: the line's button, or the cart when the line went.
  const focusReturn = useFocusReturn(() => document.getElementById(CART_ID));
  const { lines, change } = source;

  const ask = (line: CartLine) => {
    focusReturn.remember(document.getElementById(removeButtonId(line)));
    setRemoving(line);
  };

  const remove = async () => {
    if (!removing || busy) return;
    setBusy(true);
    if (await change((items) => withoutPlan(items, removing.planCode))) focusReturn.forget();
    setBusy(false);
    setRemoving(undefined);
  };

  return (
    <div id={CART_ID} tabIndex={-1} className={styles.cart} aria-busy={source.saving || undefined}>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <UnavailableItems
        items={source.unavailableItems}
        busy={source.saving}
        // A save keeps only the priced lines, so saving them as they are clears the rest.
        onRemove={() => void change((items) => items)}
      />
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ul className={styles.lines} aria-label="Plans in your cart">
            {lines.map((line) => (
              <CartLineItem
                key={line.productCode}
                line={line}
                product={products.find((product) => product.code === line.productCode)}
                onPlan={(planCode) =>
                  void change((items) => withPlanChanged(items, line.planCode, planCode))
                }
                onYears={(years) => void change((items) => withYears(items, line.planCode, years))}
                onRemove={() => ask(line)}
              />
            ))}
          </ul>
          <CartTotals
            subtotalPaise={source.subtotalPaise}
            blocked={lines.some((line) => !line.isAvailable) || source.unavailableItems.length > 0}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={removing ? `Remove ${removing.productName} ${removing.planName}?` : ''}
        message="It leaves your cart. You can add it again from the product’s page."
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
        focusReturn={focusReturn}
      />
    </div>
  );
}
