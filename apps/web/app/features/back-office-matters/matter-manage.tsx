import { mattersApi } from '@prakar/shared/api/matters';
import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterDetail } from '@prakar/shared/matters';
import { type FormEvent, useState } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { AssignForm, useChoice } from '#app/components/staff/assign-form.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { serverFieldErrors } from '#app/lib/server-field-errors.ts';
import styles from './matters.module.css';

/** Who has the matter: one of the firm's administrators, or nobody. */
export function MatterAssignForm({ matter }: { matter: MatterDetail }) {
  return (
    <AssignForm id="matter-assignee" what="matter" record={matter} endpoint={mattersApi.assign} />
  );
}

/**
 * The firm's own target date, on or before the statutory due date: said next to the field before
 * it is sent, and the server's word shown there too. Clearing it leaves the statutory date alone.
 */
export function MatterTargetForm({ matter }: { matter: MatterDetail }) {
  const setTarget = useApiMutation(mattersApi.setTarget);
  const [choice, setChoice] = useChoice(matter.targetOn ?? '');
  const [error, setError] = useState<string>();
  const latest = matter.statutoryDueOn;

  const send = async (targetOn: string | null) => {
    setError(undefined);
    if (targetOn && latest && targetOn > latest) {
      setError(`Choose a date on or before the statutory due date, ${formatIndianDate(latest)}.`);
      return;
    }
    try {
      const result = await setTarget.mutateAsync({ params: { id: matter.id }, body: { targetOn } });
      notify.success(
        result.targetOn
          ? `Target date set to ${formatIndianDate(result.targetOn)}.`
          : 'Target date cleared.',
      );
    } catch (failure) {
      const { known, other } = serverFieldErrors<{ targetOn: string }>(failure, ['targetOn']);
      if (known[0] || other) setError(known[0]?.[1] ?? other);
      else showServiceError(failure);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setTarget.isPending) return;
    if (!choice) {
      setError('Choose a date, or clear the target instead.');
      return;
    }
    void send(choice);
  };

  return (
    <form
      className={styles.inline}
      onSubmit={submit}
      aria-label="The firm’s target date"
      noValidate
    >
      <TextField
        id="matter-target"
        label="Target date"
        type="date"
        value={choice}
        max={latest ?? undefined}
        error={error}
        hint={latest ? `On or before ${formatIndianDate(latest)}.` : undefined}
        onChange={(event) => setChoice(event.target.value)}
      />
      <div className={styles.actions}>
        <BusyButton className={buttons.secondary} busy={setTarget.isPending}>
          Set target
        </BusyButton>
        {matter.targetOn ? (
          <button
            type="button"
            className={buttons.secondary}
            disabled={setTarget.isPending}
            onClick={() => void send(null)}
          >
            Clear target
          </button>
        ) : null}
      </div>
    </form>
  );
}
