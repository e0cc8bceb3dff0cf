import { z } from 'zod';

/*
 * A matter's documents (docs/decisions/0086): each kept in versions, none overwritten, readable by
 * the matter's organisation users with the Advisory matters power and by the firm's staff.
 */

/** What a document is to the matter. */
export const MATTER_DOCUMENT_KINDS = [
  'notice',
  'requested',
  'draft',
  'acknowledgement',
  'hearing_notice',
  'order',
  'attachment',
] as const;
export type MatterDocumentKind = (typeof MATTER_DOCUMENT_KINDS)[number];

export const MATTER_DOCUMENT_KIND_LABELS: Record<MatterDocumentKind, string> = {
  notice: 'Notice',
  requested: 'Requested document',
  draft: 'Draft for your approval',
  acknowledgement: 'Acknowledgement',
  hearing_notice: 'Hearing notice',
  order: 'Order',
  attachment: 'Attachment',
};

/** The types a matter's document is kept as, recognised by its content. */
export const MATTER_FILE_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
export type MatterFileType = (typeof MATTER_FILE_TYPES)[keyof typeof MATTER_FILE_TYPES];

/** Each upload may be at most this large (10 MB). */
export const MATTER_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What a PDF or a spreadsheet may unpack to once opened (100 MB): a scanned notice is a few megabytes. */
export const MATTER_FILE_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

/**
 * What an upload may be: a notice, an acknowledgement, a hearing notice or an order is a scan
 * (PDF or image); a document the firm asks the client for may also be a spreadsheet; a draft for
 * the client's approval is a PDF.
 */
export const MATTER_FILE_KINDS = ['scan', 'document', 'pdf'] as const;
export type MatterFileKind = (typeof MATTER_FILE_KINDS)[number];

const TYPE_NAMES: Record<MatterFileType, [name: string, extensions: string[]]> = {
  [MATTER_FILE_TYPES.pdf]: ['PDF', ['.pdf']],
  [MATTER_FILE_TYPES.jpeg]: ['JPEG', ['.jpg', '.jpeg']],
  [MATTER_FILE_TYPES.png]: ['PNG', ['.png']],
  [MATTER_FILE_TYPES.xlsx]: ['XLSX', ['.xlsx']],
  [MATTER_FILE_TYPES.csv]: ['CSV', ['.csv']],
};

const KIND_TYPES: Record<MatterFileKind, MatterFileType[]> = {
  scan: [MATTER_FILE_TYPES.pdf, MATTER_FILE_TYPES.jpeg, MATTER_FILE_TYPES.png],
  document: Object.values(MATTER_FILE_TYPES),
  pdf: [MATTER_FILE_TYPES.pdf],
};

const either = (names: string[]) =>
  names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** What one kind of upload takes, and the words that say so next to its field and in a refusal. */
export interface MatterFileRule {
  types: readonly MatterFileType[];
  /** The names a file of these types usually has, for the browser's first check. */
  extensions: readonly string[];
  /** For the file input's `accept` attribute. */
  accept: string;
  /** Said next to the file input, and in every refusal of a file. */
  rule: string;
  typeMessage: string;
  tooLargeMessage: string;
}

function ruleOf(kind: MatterFileKind): MatterFileRule {
  const types = KIND_TYPES[kind];
  const extensions = types.flatMap((type) => TYPE_NAMES[type][1]);
  const names = either(types.map((type) => TYPE_NAMES[type][0]));
  const rule = `A ${names} file of at most 10 MB.`;
  return {
    types,
    extensions,
    accept: [...extensions, ...types].join(','),
    rule,
    typeMessage: `This file is not a ${names}. ${rule}`,
    tooLargeMessage: `This file is larger than 10 MB. ${rule}`,
  };
}

export const MATTER_FILE_RULES: Record<MatterFileKind, MatterFileRule> = {
  scan: ruleOf('scan'),
  document: ruleOf('document'),
  pdf: ruleOf('pdf'),
};

/** The notice's: a scan. */
export const MATTER_FILE_ACCEPT = MATTER_FILE_RULES.scan.accept;
export const MATTER_FILE_RULE = MATTER_FILE_RULES.scan.rule;

/** The multipart field that carries the notice. */
export const NOTICE_FIELD = 'notice';

export const NOTICE_REQUIRED_MESSAGE = 'Please attach the notice.';
export const MATTER_FILE_TOO_LARGE_MESSAGE = MATTER_FILE_RULES.scan.tooLargeMessage;
export const MATTER_FILE_TYPE_MESSAGE = MATTER_FILE_RULES.scan.typeMessage;
export const MATTER_FILE_MISSING_MESSAGE = 'Please choose a file.';
export const MATTER_FILE_EXPANDS_TOO_FAR_MESSAGE =
  'This file unpacks to more than 100 MB when opened. Please save it again as a simple PDF or spreadsheet and upload that.';
export const MATTER_FILE_UNREADABLE_MESSAGE =
  'This PDF could not be read, or is protected by a password. Please save it again without a password and upload that.';

export const matterDocumentVersionSchema = z.object({
  /** 1 for the first upload, then one more for each new one. */
  version: z.number().int().positive(),
  /** The name it is downloaded under. */
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Who uploaded it: a staff member or one of the organisation's users, null if the account is gone. */
  uploadedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** ISO 8601. */
  uploadedAt: z.string(),
});
export type MatterDocumentVersion = z.infer<typeof matterDocumentVersionSchema>;

export const matterDocumentSchema = z.object({
  id: z.uuid(),
  what: z.enum(MATTER_DOCUMENT_KINDS),
  title: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: when the firm's retention period deleted its files, which are gone; null while kept. */
  deletedAt: z.string().nullable(),
  /** Oldest first. */
  versions: z.array(matterDocumentVersionSchema),
});
export type MatterDocument = z.infer<typeof matterDocumentSchema>;

export const matterDocumentListSchema = z.object({ documents: z.array(matterDocumentSchema) });
export type MatterDocumentList = z.infer<typeof matterDocumentListSchema>;

export const matterDocumentVersionParamsSchema = z.strictObject({
  id: z.uuid({ error: 'No such matter.' }),
  documentId: z.uuid({ error: 'No such document.' }),
  version: z.coerce.number({ error: 'No such version.' }).int().positive('No such version.'),
});
