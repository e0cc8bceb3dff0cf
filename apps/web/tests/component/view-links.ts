import { screen, within } from '@testing-library/react';

/** The views above a staff list, each as its name and its `aria-current` ("page" for the one shown). */
export const viewLinks = () =>
  within(screen.getByRole('navigation', { name: 'Views' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);
