import { site } from '@prakar/shared/site';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * This year by the browser's clock. The pre-rendered page says the year it was built in until its
 * start script puts the browser's year in (`data-this-year`, app/start/deferred-start.ts), and
 * hydration keeps that text (a mismatch here is expected, so not reported); once the page is live
 * the element is made again with the browser's year, so a page built last December says this one.
 */
function ThisYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? 'live' : 'built'} data-this-year suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

/** "© 2031 Prakar Tax Advisory Private Limited. All rights reserved." */
export function CopyrightLine() {
  return (
    <>
      © <ThisYear /> {site.legalName}. All rights reserved.
    </>
  );
}
