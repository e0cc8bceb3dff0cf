import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ProductNamesWhole } from './product-names-whole';

it('joins each product’s “E-” to the rest of its name, in one run of text', () => {
  const { container } = render(
    <p>
      <ProductNamesWhole text="Open E-POI, Smart TDS and E-Form16 from one payroll-tax place." />
    </p>,
  );
  expect(container.querySelector('p')?.childNodes).toHaveLength(1);
  expect(container.textContent).toBe(
    'Open E-\u2060POI, Smart TDS and E-\u2060Form16 from one payroll-tax place.',
  );
});
