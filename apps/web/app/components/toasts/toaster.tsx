import { TOAST_DURATION_MS } from '@prakar/shared/constants';
import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTheme } from '#app/lib/theme.ts';
import { toasterMounted } from './toaster-state';

/** Toasts last 3 seconds. Sonner subscribes in its own effect, which runs before ours. */
export default function Toaster() {
  const theme = useTheme() ?? 'light';
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster duration={TOAST_DURATION_MS} position="top-right" closeButton theme={theme} />
  );
}
