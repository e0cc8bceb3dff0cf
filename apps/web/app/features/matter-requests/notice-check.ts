import { NOTICE_REQUIRED_MESSAGE } from '@prakar/shared/matter-documents';
import { matterFileProblem } from '#app/components/matters/matter-file-check.ts';

/** What is wrong with the chosen notice: a scan (PDF, JPEG or PNG) of at most 10 MB is needed. */
export const noticeProblem = (file: { name: string; size: number } | undefined) =>
  matterFileProblem(file, 'scan', NOTICE_REQUIRED_MESSAGE);
