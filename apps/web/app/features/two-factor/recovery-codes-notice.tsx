import { formatRecoveryCode } from '@prakar/shared/two-factor';
import { useEffect, useRef } from 'react';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import styles from './two-factor.module.css';

export const RECOVERY_CODES_ONCE =
  'Keep these somewhere safe, apart from your phone: each one signs you in once if you lose your authenticator app. They will not be shown again.';
export const CODES_COPIED = 'The recovery codes are copied.';
const COPY_REFUSED = 'The codes could not be copied: please write them down or download them.';
export const RECOVERY_CODES_FILE = 'prakar-recovery-codes.txt';

/** The ten recovery codes, the only time they are shown: copy, download, then "saved". */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that asked for them has gone: the news goes where the user's attention should be.
  useEffect(() => heading.current?.focus(), []);
  const shown = codes.map(formatRecoveryCode);
  const text = `Prakar Tax Advisory recovery codes (each works once)\n\n${shown.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify.success(CODES_COPIED),
      () => notify.error(COPY_REFUSED),
    );

  return (
    <section className={styles.notice} aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Your recovery codes
      </h3>
      <FormMessage tone="info">{RECOVERY_CODES_ONCE}</FormMessage>
      <ol className={styles.codes} aria-label="Recovery codes">
        {shown.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => void copy()}>
          Copy codes
        </button>
        <a
          className={buttons.secondary}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={RECOVERY_CODES_FILE}
        >
          Download as .txt
        </a>
        <button type="button" className={buttons.primary} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
