import { isGuardedRoute, unlistedRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import type { MetaDescriptor } from 'react-router';
import type { PageCopy } from './page-copy';

/** `<title>` and description of a screen; private and personal screens stay out of search. */
export function pageMeta(copy: PageCopy): MetaDescriptor[] {
  const title =
    copy.route === 'home' ? `${site.name} — ${copy.title}` : `${copy.title} | ${site.name}`;
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: copy.summary }];
  if (isGuardedRoute(copy.route) || (unlistedRoutes as readonly string[]).includes(copy.route)) {
    meta.push({ name: 'robots', content: 'noindex' });
  }
  return meta;
}
