import { type CartLine, MAX_CART_YEARS } from '@prakar/shared/cart';
import type { Product } from '@prakar/shared/catalogue';
import { formatRupees } from '@prakar/shared/money';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { yearsLabel } from '#app/lib/cart/cart-items.ts';
import styles from './cart.module.css';

const YEARS = Array.from({ length: MAX_CART_YEARS }, (_, index) => index + 1);

/** The id of a line's Remove button, where focus returns when a removal is not confirmed. */
export const removeButtonId = (line: CartLine) => `cart-${line.productCode}-remove`;

/**
 * One product in the cart: its plan, which can be swapped for another plan of the same product,
 * the years, the prices and a Remove button. A plan the firm no longer sells is flagged.
 */
export function CartLineItem({
  line,
  product,
  onPlan,
  onYears,
  onRemove,
}: {
  line: CartLine;
  /** The product in the catalogue, for its other plans. */
  product: Product | undefined;
  onPlan: (planCode: string) => void;
  onYears: (years: number) => void;
  onRemove: () => void;
}) {
  const id = `cart-${line.productCode}`;
  const plans = (product?.plans ?? []).filter(
    (plan) => plan.isAvailable || plan.code === line.planCode,
  );
  const context = <span className="visually-hidden"> for {line.productName}</span>;

  return (
    <li
      className={line.isAvailable ? styles.line : `${styles.line} ${styles.withdrawn}`}
      data-plan={line.planCode}
    >
      <div className={styles.lineHead}>
        <h2 className={styles.heading}>
          <span className="unbroken">{line.productName}</span>
        </h2>
        <p>
          {line.planName} plan · {planLimitLabel(line)}
        </p>
      </div>
      {line.isAvailable ? null : (
        <p className={styles.flag}>
          We no longer sell this plan. Choose another plan, or remove it, to check out.
        </p>
      )}
      <div className={styles.choices}>
        <SelectField
          id={`${id}-plan`}
          label={<>Plan{context}</>}
          value={line.planCode}
          onChange={(event) => onPlan(event.target.value)}
        >
          {plans.length === 0 ? <option value={line.planCode}>{line.planName}</option> : null}
          {plans.map((plan) => (
            <option key={plan.code} value={plan.code}>
              {plan.name}: {planPrice(plan)} a year, {planLimitLabel(plan, { inSentence: true })}
              {plan.isAvailable ? '' : ' (no longer sold)'}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-years`}
          label={<>Years{context}</>}
          value={String(line.quantity)}
          onChange={(event) => onYears(Number(event.target.value))}
          options={YEARS.map((years) => ({ value: years, label: yearsLabel(years) }))}
        />
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>Price a year</dt>
          <dd>{formatRupees(line.unitPricePaise)}</dd>
        </div>
        <div>
          <dt>Amount for {yearsLabel(line.quantity)}</dt>
          <dd className={styles.amount}>{formatRupees(line.amountPaise)}</dd>
        </div>
      </dl>
      <div>
        <button type="button" id={`${id}-remove`} className={styles.remove} onClick={onRemove}>
          Remove
          <span className="visually-hidden">
            {' '}
            {line.productName} {line.planName}
          </span>
        </button>
      </div>
    </li>
  );
}
