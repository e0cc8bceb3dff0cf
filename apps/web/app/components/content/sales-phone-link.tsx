import { site } from '@prakar/shared/site';

/** Non-breaking spaces keep the number on one line wherever the text around it wraps. */
const shownNumber = site.salesPhone.replaceAll(' ', '\u00a0');

/** The sales number as a link that dials it, after a word such as "Call" when one is given. */
export function SalesPhoneLink({ className, lead }: { className?: string; lead?: string }) {
  return (
    <a href={site.salesPhoneHref} className={className}>
      {lead ? `${lead}\u00a0${shownNumber}` : shownNumber}
    </a>
  );
}
