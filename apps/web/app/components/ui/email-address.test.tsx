import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EmailAddress } from './email-address';

it('offers line breaks only before the “@” and the dots, and reads as one address', () => {
  const { container } = render(<EmailAddress address="accounts.payable@kalyanigears.example" />);
  expect(container.innerHTML).toContain('accounts<wbr>.payable<wbr>@kalyanigears<wbr>.example');
  expect(container.textContent).toBe('accounts.payable@kalyanigears.example');
});
