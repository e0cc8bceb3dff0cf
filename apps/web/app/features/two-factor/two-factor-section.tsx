import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { formatIndianDate } from '@prakar/shared/dates';
import type { TwoFactorSetup, TwoFactorStatus } from '@prakar/shared/two-factor';
import { useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { CodeForm } from './code-form';
import { RecoveryCodesNotice } from './recovery-codes-notice';
import { SetUpTwoFactor } from './set-up-two-factor';
import styles from './two-factor.module.css';

export const TURNED_OFF = 'Two-step sign-in is off: your password alone now signs you in.';
const HEADING_ID = 'two-factor-heading';

type Change = 'newCodes' | 'turnOff' | undefined;

/** Two-step sign-in is on: the codes left, new recovery codes, and turning it off. */
function TwoFactorOn({
  status,
  onNewCodes,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
}) {
  const [change, setChange] = useState<Change>();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const regenerate = useApiMutation(twoFactorApi.regenerateRecoveryCodes);
  const turnOff = useApiMutation(twoFactorApi.turnOff, {
    onSuccess: () => {
      notify.success(TURNED_OFF);
      document.getElementById(HEADING_ID)?.focus();
    },
  });
  const left = status.recoveryCodesLeft;

  return (
    <>
      <p>
        <strong>On</strong>
        {status.enabledAt ? ` since ${formatIndianDate(status.enabledAt)}` : ''}: each sign-in asks
        for a code from your authenticator app after your password.
      </p>
      <p className={left <= 2 ? styles.warning : undefined}>
        {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
        {left <= 2 ? ' Make new ones before you run out.' : ''}
      </p>
      {change === 'newCodes' ? (
        <CodeForm
          id="two-factor-new-codes-code"
          legend="New recovery codes"
          submitLabel="Make new recovery codes"
          onCode={async (code) => {
            const { recoveryCodes } = await regenerate.mutateAsync({ body: { code } });
            regenerate.reset();
            setChange(undefined);
            onNewCodes(recoveryCodes);
          }}
        />
      ) : null}
      {change === 'turnOff' ? (
        <CodeForm
          id="two-factor-off-code"
          legend="Turn off two-step sign-in"
          label="Code from your authenticator app, or a recovery code"
          acceptsRecoveryCode
          submitLabel="Turn off two-step sign-in"
          onCode={(code) => turnOff.mutateAsync({ body: { code } })}
        />
      ) : null}
      <div className={styles.actions}>
        {change ? (
          <button type="button" className={buttons.secondary} onClick={() => setChange(undefined)}>
            Cancel
          </button>
        ) : (
          <>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setChange('newCodes')}
            >
              New recovery codes
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setConfirmingOff(true)}
            >
              Turn off
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmingOff}
        title="Turn off two-step sign-in?"
        message="Anyone who learns your password could then sign in as you. You will need a current code, or a recovery code, to turn it off."
        confirmLabel="Continue"
        cancelLabel="Keep it on"
        onConfirm={() => {
          setConfirmingOff(false);
          setChange('turnOff');
        }}
        onCancel={() => setConfirmingOff(false)}
      />
    </>
  );
}

/** Two-step sign-in is off: "Set up" asks the server for a new secret and shows it. */
function TwoFactorOff({ onSetUp }: { onSetUp: (setup: TwoFactorSetup) => void }) {
  const setUp = useApiMutation(twoFactorApi.setUp);
  return (
    <>
      <p>
        <strong>Off.</strong> With it on, signing in takes your password and a code from an
        authenticator app on your phone, so a stolen password alone does not open your account.
      </p>
      <BusyButton
        type="button"
        className={buttons.primary}
        busy={setUp.isPending}
        onClick={() =>
          setUp.mutate(
            {},
            {
              onSuccess: (setup) => {
                setUp.reset();
                onSetUp(setup);
              },
              onError: showServiceError,
            },
          )
        }
      >
        Set up two-step sign-in
      </BusyButton>
    </>
  );
}

/**
 * The profile's "Two-step sign-in": set up with an authenticator app, the recovery codes shown
 * once, new ones, and turning it off; every change needs a current code.
 */
export function TwoFactorSection({
  onTurnedOn,
}: {
  /** After the new recovery codes are saved, when it was just turned on. */
  onTurnedOn?: () => void;
} = {}) {
  const status = useApiQuery(twoFactorApi.status, {});
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  const body = () => {
    if (recoveryCodes) {
      return (
        <RecoveryCodesNotice
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(undefined);
            document.getElementById(HEADING_ID)?.focus();
            if (justTurnedOn) onTurnedOn?.();
            setJustTurnedOn(false);
          }}
        />
      );
    }
    if (setup) {
      return (
        <SetUpTwoFactor
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(undefined);
            setRecoveryCodes(codes);
            setJustTurnedOn(true);
          }}
        />
      );
    }
    if (status.isPending) return <p role="status">Loading…</p>;
    if (status.isError) {
      return (
        <LoadError
          message="We could not load your two-step sign-in."
          onRetry={() => void status.refetch()}
        />
      );
    }
    return status.data.enabled ? (
      <TwoFactorOn status={status.data} onNewCodes={setRecoveryCodes} />
    ) : (
      <TwoFactorOff onSetUp={setSetup} />
    );
  };

  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h2 id={HEADING_ID} tabIndex={-1} className={styles.heading}>
        Two-step sign-in
      </h2>
      {body()}
    </section>
  );
}
