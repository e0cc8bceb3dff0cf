import { TOAST_TITLES } from '@prakar/shared/constants';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { requestToaster } from './toaster-state';

type ToastKind = keyof typeof TOAST_TITLES;

function show(kind: ToastKind, description: string): void {
  void requestToaster().then((toast) => {
    toast[kind](TOAST_TITLES[kind], { description });
  });
}

/**
 * A Warning toast that stays until `dismiss` is called or its one action is taken: for what the
 * visitor must act on in time, such as the coming idle sign-out.
 */
function warnUntilDismissed(
  id: string,
  description: string,
  action: { label: string; onClick: () => void },
): { dismiss: () => void } {
  void requestToaster().then((toast) => {
    toast.warning(TOAST_TITLES.warning, {
      id,
      description,
      duration: Number.POSITIVE_INFINITY,
      action,
    });
  });
  return { dismiss: () => void requestToaster().then((toast) => toast.dismiss(id)) };
}

/** Toasts titled Info, Success, Warning or Error; the text goes beneath. */
export const notify = {
  info: (description: string) => show('info', description),
  success: (description: string) => show('success', description),
  warning: (description: string) => show('warning', description),
  error: (description: string) => show('error', description),
  warnUntilDismissed,
};

/** An Error toast with the server's text, or "Failed due to service error". */
export function showServiceError(error: unknown): void {
  notify.error(serviceErrorMessage(error));
}
