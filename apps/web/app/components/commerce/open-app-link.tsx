import type { ProductCode } from '@prakar/shared/catalogue';
import type { MouseEvent, ReactNode } from 'react';
import { showServiceError } from '#app/components/toasts/notify.ts';
import { launchUrl } from '#app/lib/apps/launch-app.ts';

/**
 * A link that opens one of the firm's apps, another site, in the same tab. The server confirms
 * the user's access at the moment of opening; a refusal says why (and `onRefused` lets the page
 * redraw what it showed). `href` is where the link leads without the page's script.
 */
export function OpenAppLink({
  code,
  href,
  className,
  onRefused,
  children,
}: {
  code: ProductCode;
  href: string;
  className?: string;
  onRefused?: () => void;
  children: ReactNode;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    launchUrl(code).then(
      (url) => window.location.assign(url),
      (error: unknown) => {
        showServiceError(error);
        onRefused?.();
      },
    );
  };
  return (
    <a href={href} className={className} onClick={open}>
      {children}
    </a>
  );
}
