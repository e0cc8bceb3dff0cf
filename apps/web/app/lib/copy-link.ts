import { notify } from '#app/components/toasts/notify.ts';

/** Puts a payment link on the clipboard, and says whether it worked. */
export function copyPaymentLink(url: string): Promise<void> {
  return navigator.clipboard.writeText(url).then(
    () => notify.success('The payment link is copied.'),
    () => notify.error('The link could not be copied: select it and copy it yourself.'),
  );
}
