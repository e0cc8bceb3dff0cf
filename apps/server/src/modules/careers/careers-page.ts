import type { LiveContent } from '#src/plugins/static-host.ts';
import { type HtmlPage, htmlPage, type WebBuild } from '#src/plugins/web-build.ts';
import type { CareersService } from './careers-service.ts';
import { fillOpenings, findOpeningSlots } from './opening-slots.ts';

const ROUTE = 'careers';

/**
 * The careers page of a build, served with the openings open today in its HTML and their
 * JobPosting structured data (docs/decisions/0068). The openings are read on every request, as
 * the API reads them; the filled and compressed page is kept while they stay the same.
 */
export function careersPage(careers: CareersService) {
  return (build: WebBuild): LiveContent => {
    const built = build.pages.get(`${ROUTE}/index.html`);
    const slots = built && findOpeningSlots(built.raw.toString('utf8'));
    let kept: { key: string; page: Promise<HtmlPage> } | undefined;

    return {
      async page(route, page) {
        if (route !== ROUTE || !slots) return page;
        const { openings } = await careers.listOpenings();
        const key = JSON.stringify(openings);
        if (kept?.key !== key) {
          const filled = htmlPage(Buffer.from(fillOpenings(slots, openings), 'utf8'), page.csp);
          kept = { key, page: filled };
          filled.catch(() => {
            if (kept?.page === filled) kept = undefined;
          });
        }
        return kept.page;
      },
      file: async () => undefined,
    };
  };
}
