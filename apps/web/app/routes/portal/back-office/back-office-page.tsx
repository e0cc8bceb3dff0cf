import type { ReactNode } from 'react';
import { Page } from '#app/components/layout/page.tsx';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import { BackOfficeFrame } from '#app/features/back-office/back-office-frame.tsx';
import { ScreenGate } from '#app/features/my-apps/screen-gate.tsx';

/** Every back-office screen: the firm's staff only, across the page, under the back office's navigation. */
export function BackOfficePage({ copy, children }: { copy: ScreenCopy; children: ReactNode }) {
  return (
    <Page copy={copy} wide>
      <ScreenGate
        permission="manage:all:platform"
        needsProfile={false}
        denied="The back office is for the firm’s staff."
      >
        <BackOfficeFrame>{children}</BackOfficeFrame>
      </ScreenGate>
    </Page>
  );
}
