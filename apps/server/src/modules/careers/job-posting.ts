import type { EmploymentType, Opening } from '@prakar/shared/careers';
import { escapeHtml } from '@prakar/shared/html';
import { endOfIstDay, formatInIndia } from '@prakar/shared/ist-calendar';
import { site } from '@prakar/shared/site';

/** schema.org's employment types, which job boards and search engines read. */
const EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Internship: 'INTERN',
  Contract: 'CONTRACTOR',
};

/** The city an opening names ("Pune (Baner)" → "Pune"). */
const cityOf = (location: string) => location.split(/[(,]/)[0]?.trim() || location;

/** Where the work is: the firm's office in its own city, else the city the opening names. */
function jobLocation(location: string): Record<string, unknown> {
  const { address } = site;
  const city = cityOf(location);
  const postal =
    city.toLowerCase() === address.city.toLowerCase()
      ? {
          streetAddress: `${address.line1}, ${address.line2}`,
          addressLocality: address.city,
          addressRegion: address.state,
          postalCode: address.pinCode,
        }
      : { addressLocality: city };
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', ...postal, addressCountry: 'IN' },
  };
}

/** The role as HTML, which job boards show as the posting: what it is, does and asks for. */
function descriptionHtml(opening: Opening): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(opening.description)}</p>`,
    `<h3>Responsibilities</h3>${list(opening.responsibilities)}`,
    `<h3>Requirements</h3>${list(opening.requirements)}`,
  ].join('');
}

/**
 * An open opening as schema.org JobPosting structured data, served in the careers page so search
 * engines and job boards list it (docs/decisions/0068). It takes applications until the end of its
 * last day in India.
 */
export function jobPostingJsonLd(opening: Opening): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: descriptionHtml(opening),
    identifier: { '@type': 'PropertyValue', name: site.name, value: opening.slug },
    datePosted: opening.postedAt,
    validThrough: formatInIndia(endOfIstDay(opening.closesOn), "yyyy-MM-dd'T'HH:mm:ssXXX"),
    employmentType: EMPLOYMENT_TYPES[opening.employmentType],
    occupationalCategory: opening.department,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: `${site.url}/icon-512.png`,
    },
    jobLocation: jobLocation(opening.location),
    url: `${site.url}/careers`,
  };
}
