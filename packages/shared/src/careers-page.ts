import type { EmploymentType, Opening } from './careers.ts';

/*
 * The careers page as served (docs/decisions/0068): the build marks where the openings go and
 * draws one card from `TEMPLATE_OPENING`; the server fills in the openings open today as it sends
 * the page, with their structured data, and the app hydrates what it sent.
 */

/**
 * The marks of a pre-rendered careers page: where the list goes, the openings it was filled with
 * (which the app starts from), and, written only at build time, the list drawn with the template
 * opening alone and the text for no openings, which the server keeps and takes out of the page.
 */
export const OPENING_SLOTS = {
  list: 'data-openings-slot',
  served: 'data-served-openings',
  template: 'data-openings-template',
} as const;

/** An opening whose every text is one the server finds in the card drawn from it and replaces. */
export const TEMPLATE_OPENING: Opening = {
  id: 'OPENING_ID_SLOT',
  slug: 'opening-slug-slot',
  title: 'OPENING_TITLE_SLOT',
  location: 'OPENING_LOCATION_SLOT',
  // Never shown as a type: the card prints it, and the server replaces it like any other text.
  employmentType: 'OPENING_EMPLOYMENT_TYPE_SLOT' as EmploymentType,
  department: 'OPENING_DEPARTMENT_SLOT',
  description: 'OPENING_DESCRIPTION_SLOT',
  responsibilities: ['OPENING_RESPONSIBILITY_SLOT'],
  requirements: ['OPENING_REQUIREMENT_SLOT'],
  postedAt: '1901-02-03',
  closesOn: '1902-04-05',
};
