import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'user-profile',
  title: 'My profile',
  heading: 'My profile',
  summary:
    'Keep your name and mobile number, and your organisation’s legal name, PAN, state and PIN code up to date; they appear on your invoices.',
};

/** The firm's staff keep only their own details: the firm is no customer with billing details. */
export const staffCopy: ScreenCopy = {
  ...copy,
  summary:
    'Keep your name and mobile number up to date; the replies you send to leads are signed with your name.',
};
