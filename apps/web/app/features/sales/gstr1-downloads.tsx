import { zodResolver } from '@hookform/resolvers/zod';
import { salesApi } from '@prakar/shared/api/sales';
import {
  GSTR1_SECTION_LABELS,
  GSTR1_SECTIONS,
  type Gstr1Section,
  gstr1QuerySchema,
} from '@prakar/shared/sales';
import { useForm } from 'react-hook-form';
import { DownloadButton } from '#app/components/data-table/download-button.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import { call } from '#app/lib/api-client.ts';
import { saveBlob } from '#app/lib/save-blob.ts';
import styles from './sales.module.css';
import { lastMonth } from './sales-view';

type MonthInput = { month: string };

/**
 * A month's GSTR-1 data: the JSON that GSTN's offline tool imports, and each section as the tool's
 * CSV template. The month is checked before anything is fetched; each download is audited.
 */
export function Gstr1Downloads() {
  const form = useForm<MonthInput, unknown, MonthInput>({
    resolver: zodResolver(gstr1QuerySchema),
    defaultValues: { month: lastMonth() },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const withMonth =
    (fetchFile: (month: string) => Promise<{ blob: Blob; filename: string }>) => async () => {
      if (!(await form.trigger('month'))) return;
      const { blob, filename } = await fetchFile(form.getValues('month'));
      saveBlob(blob, filename);
    };
  const json = withMonth((month) => call(salesApi.gstr1Json, { query: { month } }));
  const csv = (section: Gstr1Section) =>
    withMonth((month) => call(salesApi.gstr1Csv, { query: { month, section } }));

  return (
    <section aria-labelledby="gstr1-heading" className={styles.section}>
      <h2 id="gstr1-heading">GSTR-1 data</h2>
      <p className={styles.note}>
        The firm’s own sales of a month for its GSTR-1 return: the tax invoices issued in the month
        less the credit notes issued in it, dates in IST. Import the JSON into GSTN’s Returns
        Offline Tool, or a section’s CSV into its template.
      </p>
      <AppForm
        legend="GSTR-1 month"
        className={styles.form}
        onSubmit={form.handleSubmit(() => json())}
      >
        <div className={styles.fields}>
          <TextField
            id="gstr1-month"
            label="Return month"
            type="month"
            required
            hint="YYYY-MM"
            error={errors.month?.message}
            {...register('month')}
          />
        </div>
        <div className={styles.actions}>
          <DownloadButton className={buttons.primary} download={json}>
            Download JSON for the offline tool
          </DownloadButton>
        </div>
        <h3>Sections as CSV</h3>
        <ul className={styles.downloads}>
          {GSTR1_SECTIONS.map((section) => (
            <li key={section}>
              <DownloadButton download={csv(section)}>
                {GSTR1_SECTION_LABELS[section]}
              </DownloadButton>
            </li>
          ))}
        </ul>
      </AppForm>
    </section>
  );
}
