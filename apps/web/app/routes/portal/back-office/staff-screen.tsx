import type { ReactNode } from 'react';
import { Page } from '#app/components/layout/page.tsx';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

/** A back-office screen: across the page's full width, for the firm's staff only. */
export function StaffScreen({ copy, children }: { copy: ScreenCopy; children: ReactNode }) {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="You do not have access to this page."
      >
        {children}
      </ScreenGate>
    </Page>
  );
}
