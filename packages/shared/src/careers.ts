import { z } from 'zod';
import { indianMobileSchema } from './indian-formats';
import { multiLine } from './text';

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract'] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/** `GET /api/Masters/Careers/Openings`: one open position. */
export const openingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  employmentType: employmentTypeSchema,
  department: z.string(),
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  /** `YYYY-MM-DD`. */
  postedAt: z.string(),
  /** The last day it takes applications, `YYYY-MM-DD` (see `openingClosesOn`). */
  closesOn: z.string(),
});
export type Opening = z.infer<typeof openingSchema>;

export const openingListSchema = z.object({ openings: z.array(openingSchema) });
export type OpeningList = z.infer<typeof openingListSchema>;

/** A file's size as people read it: "48 KB" (1 KB at least). */
export function sizeInKb(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;
}

/** The résumé may be at most this large (5 MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeContentType = (typeof RESUME_CONTENT_TYPES)[keyof typeof RESUME_CONTENT_TYPES];

/** For the file input's `accept` attribute. */
export const RESUME_ACCEPT = `.pdf,.docx,${RESUME_CONTENT_TYPES.pdf},${RESUME_CONTENT_TYPES.docx}`;

/** The multipart field that carries the file. */
export const RESUME_FIELD = 'resume';

export const OPENING_CLOSED_MESSAGE =
  'This opening is no longer accepting applications. Please choose another one.';

export const RESUME_REQUIRED_MESSAGE = 'Please attach your résumé.';
export const RESUME_TOO_LARGE_MESSAGE =
  'Your résumé is larger than 5 MB. Please upload a smaller file.';
export const RESUME_TYPE_MESSAGE = 'Please upload your résumé as a PDF or Word (.docx) file.';

/**
 * What a résumé may unpack to once opened (50 MB): a PDF's compressed streams, a Word file's
 * zipped parts. A real résumé unpacks to a few megabytes; a "bomb" to gigabytes.
 */
export const RESUME_MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
export const RESUME_EXPANDS_TOO_FAR_MESSAGE =
  'Your résumé unpacks to more than 50 MB when opened, far more than a résumé needs. Please save it again as a simple PDF or Word file and upload that.';
export const RESUME_UNREADABLE_MESSAGE =
  'Your PDF could not be read, or is protected by a password. Please save it again without a password and upload that.';

/**
 * The text fields of a job application, sent as multipart/form-data together with the `resume`
 * file. The browser form and the API validate with this same schema.
 */
export const careerApplicationSchema = z.object({
  openingId: z
    .string({ error: 'Please choose the opening you are applying for.' })
    .trim()
    .pipe(z.uuid('Please choose the opening you are applying for.')),
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address, such as name@company.in.')),
  mobile: z
    .string({ error: 'Please enter your mobile number.' })
    .trim()
    .min(1, 'Please enter your mobile number.')
    .pipe(indianMobileSchema),
  coverNote: multiLine(
    z
      .string({ error: 'Please add a short cover note.' })
      .trim()
      .min(1, 'Please add a short cover note.')
      .max(3000, 'Please keep your cover note under 3,000 characters.'),
  ),
});
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>;
export type CareerApplication = z.output<typeof careerApplicationSchema>;

/** `POST /api/Details/Careers/Applications` → 201. */
export const careerApplicationReceiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type CareerApplicationReceipt = z.infer<typeof careerApplicationReceiptSchema>;
