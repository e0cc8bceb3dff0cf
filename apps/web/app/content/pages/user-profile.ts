import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'user-profile',
  title: 'My profile',
  heading: 'My profile',
  summary:
    'Keep your name and mobile number, and your organisation’s legal name, PAN, state and PIN code up to date; they appear on your invoices.',
};
