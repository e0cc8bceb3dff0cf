import { TOAST_DURATION_MS } from '@prakar/shared/constants';
import { useEffect, useState } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTheme } from '#app/lib/theme.ts';
import { toasterMounted } from './toaster-state';

/** Room between the sticky header's foot and the first toast. */
const GAP_PX = 8;

/** The sticky header's height now; 0 on a page without one. */
function headerHeight(): number {
  const header = document.querySelector('header');
  return header ? Math.ceil(header.getBoundingClientRect().height) : 0;
}

/**
 * The height of the page's sticky header, followed as it changes (its menus wrap with larger
 * text), so toasts open below it and never cover its controls.
 */
function useHeaderHeight(): number {
  // Measured at once: the first toast is drawn with the toaster, before any effect has run.
  const [height, setHeight] = useState(headerHeight);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setHeight(headerHeight());
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Toasts last 3 seconds. Sonner subscribes in its own effect, which runs before ours. */
export default function Toaster() {
  const theme = useTheme() ?? 'light';
  const top = useHeaderHeight() + GAP_PX;
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster
      duration={TOAST_DURATION_MS}
      position="top-right"
      offset={{ top, right: 16 }}
      mobileOffset={{ top, right: GAP_PX, left: GAP_PX }}
      closeButton
      theme={theme}
    />
  );
}
