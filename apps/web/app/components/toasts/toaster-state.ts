import type { toast } from 'sonner';
import { createSmallStore } from '#app/lib/small-store.ts';

/**
 * The toast library loads with the first toast rather than with every page (it would cost the
 * home page about 9 KB of its JavaScript budget). Toasts wait until the toaster is mounted, so
 * none is lost while its code arrives.
 */
export const toasterWanted = createSmallStore(false);

type Toast = typeof toast;
let markReady: (api: Toast) => void = () => {};
const ready = new Promise<Toast>((resolve) => {
  markReady = resolve;
});

export function requestToaster(): Promise<Toast> {
  toasterWanted.set(true);
  return ready;
}

export function toasterMounted(api: Toast): void {
  markReady(api);
}
