import { careersApi } from '@prakar/shared/api/careers';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import type { Opening } from '@prakar/shared/careers';
import { OPENING_SLOTS, TEMPLATE_OPENING } from '@prakar/shared/careers-page';
import { formatIndianDate } from '@prakar/shared/dates';
import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { useTwoInstancesServing } from '#test/two-instances-serving.ts';
import { signInPlatformAdmin } from '#test/users-helpers.ts';

/*
 * The careers page as the build writes it (features/careers/openings-list.tsx): the loading line
 * where the list goes, an empty data block, and the list drawn from TEMPLATE_OPENING with the text
 * for no openings. The server must serve it with the openings open today.
 */
const items = (list: readonly string[]) =>
  list.map((item) => `<li>${escapeHtml(item)}</li>`).join('');

function cardHtml(opening: Opening): string {
  const text = (value: string) => escapeHtml(value);
  return [
    `<li><article class="_opening" data-opening="${opening.slug}"><h3>${text(opening.title)}</h3>`,
    `<p class="_facts"><span>${text(opening.department)}</span><span>${text(opening.location)}</span>`,
    `<span>${text(opening.employmentType)}</span>`,
    `<span>Posted <time dateTime="${opening.postedAt}">${formatIndianDate(opening.postedAt)}</time></span>`,
    `<span>Apply by <time dateTime="${opening.closesOn}">${formatIndianDate(opening.closesOn)}</time></span></p>`,
    `<p>${text(opening.description)}</p><details class="_more"><summary>Responsibilities and requirements</summary>`,
    `<div class="_moreBody"><h4>Responsibilities</h4><ul>${items(opening.responsibilities)}</ul>`,
    `<h4>Requirements</h4><ul>${items(opening.requirements)}</ul></div></details>`,
    '<div><button type="button" class="_primary" aria-haspopup="dialog">Apply<span class="visually-hidden"> for <!-- -->',
    `${text(opening.title)}</span></button></div></article></li>`,
  ].join('');
}

const EMPTY = 'There are no openings right now.';
const careersHtml = [
  '<!DOCTYPE html><html><head><title>Careers | Prakar</title>',
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', name: site.name })}</script>`,
  '</head><body><h1>Careers</h1><section id="openings">',
  `<div ${OPENING_SLOTS.list}="" data-app-start="near"><div class="_placeholder" aria-busy="true"><p role="status">Loading current openings…</p></div></div>`,
  `<script type="application/json" ${OPENING_SLOTS.served}="">null</script>`,
  `<div hidden="" ${OPENING_SLOTS.template}=""><ul class="_openings">${cardHtml(TEMPLATE_OPENING)}</ul>`,
  `<p class="_empty">${EMPTY}</p></div>`,
  '</section><footer><ul><li>Footer</li></ul><p>Prakar</p></footer></body></html>',
].join('');

const files: Record<string, string> = {
  '__spa-fallback.html': '<!DOCTYPE html><html><head></head><body>Shell</body></html>',
  'careers/index.html': careersHtml,
};

const served = useTwoInstancesServing(files);

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const openOpenings = async (app: App) =>
  (await app.inject({ method: 'GET', url: `/api${careersApi.openings.path}` })).json()
    .openings as Opening[];

function jobPostingsOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks
    .map((block) => JSON.parse(block[1] ?? 'null') as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
}

const servedOf = (html: string) =>
  JSON.parse(
    new RegExp(`${OPENING_SLOTS.served}="">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? 'null',
  ) as Opening[] | null;

describe('the careers page served with the openings open today', () => {
  it('lists each open opening in its HTML, with its JobPosting data, and no template', async () => {
    const openings = await openOpenings(served.first.app);
    expect(openings.length).toBeGreaterThan(0);
    const page = await get(served.first.app, '/careers');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toContain('Loading current openings…');
    expect(html).not.toContain(OPENING_SLOTS.template);
    expect(html).not.toContain('_SLOT');
    expect(html).toContain(
      `<div ${OPENING_SLOTS.list}="" data-app-start="near"><ul class="_openings">${openings.map(cardHtml).join('')}</ul></div>`,
    );
    expect(servedOf(html)).toEqual(openings);
    expect(html).toContain('<footer><ul><li>Footer</li></ul><p>Prakar</p></footer>');

    const postings = jobPostingsOf(html.slice(0, html.indexOf('</head>')));
    expect(postings.map((posting) => posting.title)).toEqual(openings.map((item) => item.title));
    const [opening] = openings;
    expect(postings[0]).toMatchObject({
      '@context': 'https://schema.org',
      datePosted: opening?.postedAt,
      validThrough: `${opening?.closesOn}T23:59:59+05:30`,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Mumbai',
          addressRegion: 'Maharashtra',
          postalCode: site.address.pinCode,
          addressCountry: 'IN',
        },
      },
    });
    expect(postings[0]?.description).toContain(`<p>${escapeHtml(opening?.description ?? '')}</p>`);
  });

  it('shows a staff member’s new opening at once on both instances, and drops a closed one', async () => {
    const before = await get(served.first.app, '/careers');
    const staff = await signInPlatformAdmin(served.first.app);
    const created = await staff.call(careersAdminApi.createOpening, {
      body: {
        title: 'Tax & <Audit> Associate $&',
        department: 'Direct Tax',
        location: 'Pune (Baner)',
        employmentType: 'Internship',
        description: 'Returns "and" notices </script> for 60 clients.',
        responsibilities: 'Prepare returns\nReply to notices\nMeet clients',
        requirements: 'CA Inter',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const opening = (await openOpenings(served.first.app)).find(
      (item) => item.id === created.json().id,
    );
    if (!opening) throw new Error('The new opening is not open.');

    for (const app of [served.first.app, served.second]) {
      const page = await get(app, '/careers', { 'if-none-match': String(before.headers.etag) });
      expect(page.statusCode, 'the ETag changes with the openings').toBe(200);
      expect(page.body).toContain(cardHtml(opening));
      expect(page.body).toContain('<h3>Tax &amp; &lt;Audit&gt; Associate $&amp;</h3>');
      expect(servedOf(page.body)).toContainEqual(opening);
      const posting = jobPostingsOf(page.body).find((item) => item.title === opening.title);
      expect(posting).toMatchObject({
        employmentType: 'INTERN',
        datePosted: opening.postedAt,
        jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'IN' } },
      });
    }
    const again = await get(served.first.app, '/careers');
    expect(again.headers.etag, 'the same openings, the same page').toBe(
      (await get(served.first.app, '/careers')).headers.etag,
    );

    const closed = await staff.call(careersAdminApi.closeOpening, {
      params: { openingId: opening.id },
    });
    expect(closed.statusCode).toBe(200);
    const after = await get(served.second, '/careers');
    expect(after.body).not.toContain(`data-opening="${opening.slug}"`);
    expect(jobPostingsOf(after.body).map((item) => item.title)).not.toContain(opening.title);
  });

  it('says there are no openings, with no JobPosting, when none is open', async () => {
    const staff = await signInPlatformAdmin(served.first.app);
    for (const opening of await openOpenings(served.first.app)) {
      await staff.call(careersAdminApi.closeOpening, { params: { openingId: opening.id } });
    }
    const page = await get(served.first.app, '/careers');
    expect(page.body).toContain(
      `<div ${OPENING_SLOTS.list}="" data-app-start="near"><p class="_empty">${EMPTY}</p></div>`,
    );
    expect(servedOf(page.body)).toEqual([]);
    expect(jobPostingsOf(page.body)).toEqual([]);
  });
});
