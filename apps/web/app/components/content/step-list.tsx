import { ProductNamesWhole } from '#app/components/ui/product-names-whole.tsx';
import type { Step } from '#app/content/copy/types.ts';
import styles from './step-list.module.css';

/** A numbered process: how a product works, how an engagement runs, how we hire. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3>{step.title}</h3>
          <p>
            <ProductNamesWhole text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
