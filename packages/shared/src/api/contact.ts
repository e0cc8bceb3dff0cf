import { contactReceiptSchema, contactRequestSchema } from '#src/contact.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

/** API group "Details": messages from the contact panel and the contact-us page. */
export const contactApi = defineEndpoints('contact', {
  send: {
    method: 'POST',
    path: '/Details/Contact',
    tag: 'Details',
    signIn: 'none',
    summary:
      'Send a message to the firm (name, e-mail and comments are required); the sales team and the sender are e-mailed.',
    body: contactRequestSchema,
    responses: { 201: contactReceiptSchema, ...errorResponses(400, 413, 415, 429, 500) },
  },
});
