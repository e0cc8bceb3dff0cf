import {
  INCOME_TAX_ACT_NAMES,
  INCOME_TAX_ACTS,
  MATTER_KIND_LABELS,
  MATTER_KINDS,
} from '@prakar/shared/matter-deadlines';
import { MATTER_SUBJECT_LABELS, MATTER_SUBJECT_TYPES } from '@prakar/shared/matters';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { SelectField, TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import styles from './notice-fields.module.css';

type NoticeFact =
  | 'kind'
  | 'subjectType'
  | 'subject'
  | 'act'
  | 'year'
  | 'din'
  | 'servedOn'
  | 'dateInNotice'
  | 'description';

/** A notice's facts before anything is typed: a PAN, and nothing else chosen. */
export const EMPTY_NOTICE: Readonly<Record<NoticeFact, string>> = {
  kind: '',
  subjectType: 'pan',
  subject: '',
  act: '',
  year: '',
  din: '',
  servedOn: '',
  dateInNotice: '',
  description: '',
};

/** How the form speaks: to the firm's staff opening a matter, or to the client who has the notice. */
const WORDS = {
  staff: {
    kind: 'Kind',
    subjectType: 'Concerns a',
    servedOn: 'Served on',
    servedOnHint: undefined,
    dateInNoticeHint: 'Where the notice sets a date for the reply.',
    description: 'Description',
  },
  client: {
    kind: 'What the notice is',
    subjectType: 'It concerns a',
    servedOn: 'Date of service',
    servedOnHint: 'The day the notice reached you.',
    dateInNoticeHint: 'Where the notice sets a date for your reply.',
    description: 'What you need from us',
  },
} as const;

const KIND_CHOICES = labelledChoices(MATTER_KINDS, MATTER_KIND_LABELS);
const SUBJECT_CHOICES = labelledChoices(MATTER_SUBJECT_TYPES, MATTER_SUBJECT_LABELS);
const ACT_CHOICES = labelledChoices(INCOME_TAX_ACTS, INCOME_TAX_ACT_NAMES);

/**
 * A notice's facts, as the firm's New matter form and a client's request both ask for them: its
 * kind, the PAN/TAN/GSTIN and year it concerns, its DIN, its dates and what is wanted. `field` is
 * the form's `fieldsOf(form)`; the ids start with `idPrefix`.
 */
export function NoticeFields({
  idPrefix,
  voice,
  field,
}: {
  idPrefix: string;
  voice: keyof typeof WORDS;
  field: (name: NoticeFact) => UseFormRegisterReturn<string> & { error: string | undefined };
}) {
  const words = WORDS[voice];
  return (
    <>
      <SelectField
        id={`${idPrefix}-kind`}
        label={words.kind}
        required
        options={KIND_CHOICES}
        {...field('kind')}
      >
        <option value="">Choose…</option>
      </SelectField>
      <div className={styles.pair}>
        <SelectField
          id={`${idPrefix}-subject-type`}
          label={words.subjectType}
          required
          options={SUBJECT_CHOICES}
          {...field('subjectType')}
        />
        <TextField
          id={`${idPrefix}-subject`}
          label="PAN, TAN or GSTIN"
          required
          autoComplete="off"
          spellCheck={false}
          {...field('subject')}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          id={`${idPrefix}-act`}
          label="Act"
          required
          options={ACT_CHOICES}
          {...field('act')}
        >
          <option value="">Choose…</option>
        </SelectField>
        <TextField
          id={`${idPrefix}-year`}
          label="Year"
          required
          hint="Assessment year (1961 Act) or tax year (2025 Act), as 2024-25."
          autoComplete="off"
          {...field('year')}
        />
      </div>
      <TextField
        id={`${idPrefix}-din`}
        label="DIN"
        hint="The notice’s Document Identification Number, if it has one."
        autoComplete="off"
        spellCheck={false}
        {...field('din')}
      />
      <div className={styles.pair}>
        <TextField
          id={`${idPrefix}-served-on`}
          label={words.servedOn}
          type="date"
          required
          hint={words.servedOnHint}
          {...field('servedOn')}
        />
        <TextField
          id={`${idPrefix}-date-in-notice`}
          label="Date in the notice"
          type="date"
          hint={words.dateInNoticeHint}
          {...field('dateInNotice')}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-description`}
        label={words.description}
        rows={4}
        {...field('description')}
      />
    </>
  );
}
