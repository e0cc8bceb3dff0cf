import { ERROR_CODES } from '@prakar/shared/api-error';
import { formatIndianDate } from '@prakar/shared/dates';
import { istDay } from '@prakar/shared/ist-calendar';
import type { MatterDocumentKind } from '@prakar/shared/matter-documents';
import { fileMatterSchema, setHearingSchema } from '@prakar/shared/matter-papers';
import { HttpError } from '#src/http-error.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type { UploadForm } from '#src/uploads/upload-form.ts';
import { checkPaperForm } from './matter-paper-form.ts';
import type { PapersContext, StepTools } from './matter-papers-context.ts';
import type { KeptFile } from './matter-papers-repository.ts';

export const FILED_IN_FUTURE_MESSAGE = 'The filing date cannot be after today.';
export const HEARING_PASSED_MESSAGE = 'The hearing date cannot be before today.';

const invalid = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { [field]: message });

/** Keeps `file` as version 1 of a new document of the matter. */
async function keep(
  { papers, matter, at }: StepTools,
  current: CurrentUser,
  what: MatterDocumentKind,
  title: string,
  file: KeptFile,
) {
  const documentId = await papers.insertDocument(matter.id, what, title, at);
  await papers.addVersion(documentId, file, current.account.id, at);
  return documentId;
}

/**
 * What the firm files and what comes back (issue 47): the acknowledgement with the day of filing
 * (to Filed), each hearing with its day and time in India, forum and notice (to Hearing; several,
 * the next one shown), and the order (to Order received). The client is mailed a link each time.
 */
export function createMatterFiling({ deps, step }: PapersContext) {
  const today = () => istDay(deps.now());

  return {
    file: async (current: CurrentUser, id: string, form: UploadForm, origin: RequestOrigin) => {
      const { fields, file } = await checkPaperForm(form, {
        fields: fileMatterSchema,
        kind: 'scan',
        fallbackName: 'acknowledgement',
      });
      if (fields.filedOn > today()) throw invalid('filedOn', FILED_IN_FUTURE_MESSAGE);
      return step(current, 'firm', id, origin, async (tools) => {
        const { tx, matter, papers, at } = tools;
        await deps.matters.move(tx, current, matter, { status: 'filed' }, origin);
        if (!file) return;
        const acknowledgementId = await keep(
          tools,
          current,
          'acknowledgement',
          'Acknowledgement',
          file,
        );
        await papers.insertFiling({
          matterId: id,
          filedOn: fields.filedOn,
          acknowledgementId,
          byUserId: current.account.id,
          at,
        });
        await tools.audit({
          action: 'matter_filed',
          after: { number: matter.number, filedOn: fields.filedOn, filename: file.storedName },
        });
        await tools.mail({
          subject: 'Filed',
          happened: `We filed ${matter.number} on ${formatIndianDate(fields.filedOn)}. The acknowledgement is with the matter.`,
          action: 'see it',
        });
      });
    },

    setHearing: async (
      current: CurrentUser,
      id: string,
      form: UploadForm,
      origin: RequestOrigin,
    ) => {
      const { fields, file } = await checkPaperForm(form, {
        fields: setHearingSchema,
        kind: 'scan',
        fallbackName: 'hearing-notice',
        optional: true,
      });
      if (fields.on < today()) throw invalid('on', HEARING_PASSED_MESSAGE);
      return step(current, 'firm', id, origin, async (tools) => {
        const { tx, matter, papers, at } = tools;
        await deps.matters.move(tx, current, matter, { status: 'hearing' }, origin);
        const noticeDocumentId = file
          ? await keep(tools, current, 'hearing_notice', 'Hearing notice', file)
          : null;
        await papers.insertHearing({
          matterId: id,
          hearingOn: fields.on,
          hearingTime: fields.time,
          forum: fields.forum,
          place: fields.place,
          noticeDocumentId,
          createdByUserId: current.account.id,
          createdAt: at,
        });
        await tools.audit({
          action: 'matter_hearing_set',
          after: { number: matter.number, on: fields.on, time: fields.time, forum: fields.forum },
        });
        await tools.mail({
          subject: 'Hearing set',
          happened: `A hearing of ${matter.number} is set for ${formatIndianDate(fields.on)} at ${fields.time} (India time).`,
          action: 'see where and prepare with us',
        });
      });
    },

    uploadOrder: async (
      current: CurrentUser,
      id: string,
      form: UploadForm,
      origin: RequestOrigin,
    ) => {
      const { file } = await checkPaperForm(form, { kind: 'scan', fallbackName: 'order' });
      return step(current, 'firm', id, origin, async (tools) => {
        await deps.matters.move(
          tools.tx,
          current,
          tools.matter,
          { status: 'order_received' },
          origin,
        );
        if (!file) return;
        await keep(tools, current, 'order', 'Order', file);
        await tools.audit({
          action: 'matter_document_uploaded',
          after: {
            number: tools.matter.number,
            what: 'order',
            filename: file.storedName,
            version: 1,
          },
        });
        await tools.mail({
          subject: 'Order received',
          happened: `The order in ${tools.matter.number} has come. It is with the matter.`,
          action: 'read it',
        });
      });
    },
  };
}
