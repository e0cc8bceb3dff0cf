import { z } from 'zod';
import { multiLine } from './text.ts';

/**
 * The contact side panel and the contact-us form. The same schema validates the form in the
 * browser and the request on the server. `website` is a honeypot: people never see it, bots fill it.
 */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address, such as name@company.in.')),
  subject: z.string().trim().max(150, 'Please keep the subject under 150 characters.').default(''),
  comments: multiLine(
    z
      .string()
      .trim()
      .min(1, 'Please tell us how we can help.')
      .max(2000, 'Please keep your message under 2,000 characters.'),
  ),
  website: z.string().max(0, 'Leave this field empty.').optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * What the API accepts: the form's schema, except that a filled honeypot passes validation, so
 * the server can answer a bot exactly as it answers a person (201) and drop the message quietly.
 */
export const contactRequestSchema = contactMessageSchema.extend({
  website: z.string().max(2_000).optional(),
});

export const contactReceiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
