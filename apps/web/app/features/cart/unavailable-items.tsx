import type { CartItem } from '@prakar/shared/cart';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import buttons from '#app/components/ui/button.module.css';
import { yearsLabel } from '#app/lib/cart/cart-items.ts';
import styles from './cart.module.css';

/**
 * Plans kept in the cart that the catalogue no longer has (withdrawn since they were chosen): named,
 * so they do not vanish without a word, with one way to clear them.
 */
export function UnavailableItems({
  items,
  onRemove,
  busy,
}: {
  items: readonly CartItem[];
  onRemove: () => void;
  busy: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.unavailable}>
      <FormMessage tone="info">
        {items.length === 1 ? 'A plan in your cart is' : 'Plans in your cart are'} no longer
        available:{' '}
        {items.map((item) => `${item.planCode} (${yearsLabel(item.quantity)})`).join(', ')}. Remove{' '}
        {items.length === 1 ? 'it' : 'them'} to check out.
      </FormMessage>
      <button type="button" className={buttons.secondary} onClick={onRemove} disabled={busy}>
        Remove {items.length === 1 ? 'it' : 'them'}
      </button>
    </div>
  );
}
