import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  type CareerApplicationReceipt,
  careerApplicationSchema,
  OPENING_CLOSED_MESSAGE,
  type OpeningList,
  RESUME_CONTENT_TYPES,
  RESUME_EXPANDS_TOO_FAR_MESSAGE,
  RESUME_FIELD,
  RESUME_MAX_EXPANDED_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  RESUME_UNREADABLE_MESSAGE,
  type ResumeContentType,
} from '@prakar/shared/careers';
import { istDay } from '@prakar/shared/ist-calendar';
import { refusingControlCharacters } from '@prakar/shared/text';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { type RequestOrigin, senderColumns } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { storeWithMails } from '#src/modules/mail/store-with-mails.ts';
import { VALIDATION_MESSAGE } from '#src/plugins/error-handler.ts';
import { type FileRefusal, formRefusal } from '#src/uploads/form-refusal.ts';
import { withoutActiveContent } from '#src/uploads/pdf-active-content.ts';
import { pdfExpandsBeyond } from '#src/uploads/pdf-expansion.ts';
import { zipExpandsBeyond } from '#src/uploads/zip-expansion.ts';
import type { ApplicationForm } from './application-form.ts';
import { applicationAcknowledgement, hiringNotification } from './careers-mails.ts';
import { createCareersRepository } from './careers-repository.ts';
import { detectResumeType, resumeFilename } from './resume-type.ts';

/** The form's text, read from multipart rather than by a route schema, under the same text rule. */
const applicationFieldsSchema = refusingControlCharacters(careerApplicationSchema);

type ResumeCheck =
  | { ok: true; type: ResumeContentType; filename: string; bytes: Buffer }
  | FileRefusal;

const expandsBeyond = {
  [RESUME_CONTENT_TYPES.pdf]: pdfExpandsBeyond,
  [RESUME_CONTENT_TYPES.docx]: zipExpandsBeyond,
};

/**
 * The résumé as it is to be stored, or its problem: missing (400), too large as sent or once
 * unpacked (413), not a PDF or DOCX (415), a PDF that can't be read (400). A PDF is stored
 * without anything in it that could act when staff open it (ADR 0069).
 */
async function checkResume(resume: ApplicationForm['resume']): Promise<ResumeCheck> {
  if (!resume || resume.bytes.length === 0) {
    return { ok: false, status: 400, message: RESUME_REQUIRED_MESSAGE };
  }
  if (resume.tooLarge) return { ok: false, status: 413, message: RESUME_TOO_LARGE_MESSAGE };
  const type = detectResumeType(resume.bytes);
  if (!type) return { ok: false, status: 415, message: RESUME_TYPE_MESSAGE };
  if (await expandsBeyond[type](resume.bytes, RESUME_MAX_EXPANDED_BYTES)) {
    return { ok: false, status: 413, message: RESUME_EXPANDS_TOO_FAR_MESSAGE };
  }
  const filename = resumeFilename(resume.filename, type);
  if (type === RESUME_CONTENT_TYPES.docx) return { ok: true, type, filename, bytes: resume.bytes };
  const bytes = await withoutActiveContent(resume.bytes);
  if (!bytes) return { ok: false, status: 400, message: RESUME_UNREADABLE_MESSAGE };
  return { ok: true, type, filename, bytes };
}

export function createCareersService(deps: { db: Database; outbox: MailOutbox; now: () => Date }) {
  const repository = createCareersRepository(deps.db);
  /** Openings open and close by the day in India, as the firm and its applicants count days. */
  const today = () => istDay(deps.now());
  return {
    async listOpenings(): Promise<OpeningList> {
      return { openings: await repository.listOpen(today()) };
    },

    /**
     * Checks the whole form at once, so a person sees every problem together: the text fields
     * against the shared schema, then the résumé by its content. The status follows the résumé
     * (413 too large, 415 wrong type) and is 400 otherwise. A valid application is stored with
     * the mail to the hiring team (résumé attached) and the acknowledgement, in one transaction.
     */
    async apply(form: ApplicationForm, sender: RequestOrigin): Promise<CareerApplicationReceipt> {
      const parsed = applicationFieldsSchema.safeParse(form.fields);
      const check = await checkResume(form.resume);
      if (!parsed.success || !check.ok) throw formRefusal(parsed, RESUME_FIELD, check);

      const application = parsed.data;
      const opening = await repository.findOpen(application.openingId, today());
      if (!opening) {
        throw new HttpError(400, ERROR_CODES.validation, VALIDATION_MESSAGE, {
          openingId: OPENING_CLOSED_MESSAGE,
        });
      }

      const resume = { filename: check.filename, contentType: check.type, bytes: check.bytes };
      const row = await storeWithMails(
        deps,
        (tx) =>
          createCareersRepository(tx).insertApplication({
            openingId: opening.id,
            name: application.name,
            email: application.email,
            mobile: application.mobile,
            coverNote: application.coverNote,
            resumeFilename: resume.filename,
            resumeContentType: resume.contentType,
            resumeBytes: resume.bytes,
            resumeSize: resume.bytes.length,
            ...senderColumns(sender),
          }),
        (stored) => {
          const details = { ...application, id: stored.id, receivedAt: stored.createdAt, resume };
          return [
            hiringNotification(details, opening),
            applicationAcknowledgement(details, opening),
          ];
        },
      );
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
