import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { TwoFactorSetup } from '@prakar/shared/two-factor';
import { useEffect, useRef } from 'react';
import { useApiMutation } from '#app/lib/api-query.ts';
import { CodeForm } from './code-form';
import styles from './two-factor.module.css';

/**
 * A new secret to add to the authenticator app, as a QR code and typed out, and the code that
 * proves the app has it; `onConfirmed` gets the recovery codes the server answers once.
 */
export function SetUpTwoFactor({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirm = useApiMutation(twoFactorApi.confirm);

  return (
    <div className={styles.notice}>
      <h3 id="two-factor-set-up-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        Add your account to an authenticator app
      </h3>
      <ol className={styles.steps}>
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password or any other) and scan this QR code.
          <img
            className={styles.qr}
            src={setup.qrCode}
            alt="QR code to add your Prakar account to an authenticator app"
            width={200}
            height={200}
          />
        </li>
        <li>
          Cannot scan it? Type this key into the app instead (time-based):
          <code className={styles.secret}>{setup.secret}</code>
        </li>
        <li>Enter the 6-digit code the app now shows.</li>
      </ol>
      <CodeForm
        id="two-factor-confirm-code"
        legend="Confirm two-step sign-in"
        submitLabel="Turn on two-step sign-in"
        onCode={async (code) => {
          const { recoveryCodes } = await confirm.mutateAsync({ body: { code } });
          // The codes live in the notice only, not in the mutation's cached answer as well.
          confirm.reset();
          onConfirmed(recoveryCodes);
        }}
      />
    </div>
  );
}
