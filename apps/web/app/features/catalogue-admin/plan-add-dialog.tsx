import type { Plan, Product } from '@prakar/shared/catalogue';
import { planPrice } from '@prakar/shared/plan-format';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { PlanAddForm } from './plan-add-form';

/** A product's Add a plan button and its dialog; the form starts empty each time. */
export function PlanAddDialog({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const added = (plan: Plan) => {
    setOpen(false);
    notify.success(
      `${product.name} ${plan.name} added: ${planPrice(plan)} a year, ${
        plan.isAvailable ? 'available to buy' : 'not available to buy yet'
      }.`,
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttons.secondary}>
        Add a plan<span className="visually-hidden"> to {product.name}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>Add a plan to {product.name}</Dialog.Title>
          <Dialog.Description className={styles.message}>
            The product page shows it at once, after the product’s other plans.
          </Dialog.Description>
          <PlanAddForm product={product} onAdded={added} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
