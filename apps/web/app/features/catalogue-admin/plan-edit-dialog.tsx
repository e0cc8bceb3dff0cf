import type { Plan } from '@prakar/shared/catalogue';
import { planPrice } from '@prakar/shared/plan-format';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import table from '#app/components/data-table/data-table.module.css';
import styles from '#app/components/dialog/dialog.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { PlanEditForm } from './plan-edit-form';

/** A row's Edit button and its dialog; the form starts from the plan as it is each time. */
export function PlanEditDialog({ productName, plan }: { productName: string; plan: Plan }) {
  const [open, setOpen] = useState(false);
  const saved = (updated: Plan) => {
    setOpen(false);
    notify.success(
      `${productName} ${updated.name}: ${planPrice(updated)} a year, ${
        updated.isAvailable ? 'available to buy' : 'not available to buy'
      }.`,
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={table.rowButton}>
        Edit
        <span className="visually-hidden">
          {' '}
          {productName} {plan.name}
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.dialog} onFocus={keepFocusInView}>
          <Dialog.Title className={styles.title}>
            {productName} {plan.name}
          </Dialog.Title>
          <Dialog.Description className={styles.message}>
            Orders already placed keep their name and price; the product page shows the new ones at
            once.
          </Dialog.Description>
          <PlanEditForm plan={plan} onSaved={saved} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
