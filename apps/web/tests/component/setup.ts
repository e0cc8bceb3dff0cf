import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeProfileModal } from '#app/components/profile-modal/profile-modal-store.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { setUser } from '#app/lib/session/session-store.ts';

// happy-dom lacks `select.size`, which react-hook-form reads to tell a select the visitor changed
// before the form was ready from one it should set to its default value; browsers say 0.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

// happy-dom gives <wbr> (a line-break opportunity in an e-mail address) no display, and names
// computed across it then get spaces that browsers, which draw it inline, do not give them.
const browserDefaults = document.createElement('style');
browserDefaults.textContent = 'wbr { display: inline; }';
document.head.append(browserDefaults);

// `findBy…` and `waitFor` give up after 1 s by default, which a loaded machine (two workers, a
// browser suite beside them) can take to render a screen after a click; passing tests wait no
// longer for this, only a failing one does.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Code outside React (the session, sign-out) reaches the page's own cache: no test inherits it.
  queryClient.clear();
  // Nobody stays signed in for the next test, nor finds the profile modal left open.
  setUser(null);
  closeProfileModal();
  localStorage.clear();
  sessionStorage.clear();
  // Test files share a worker's modules: no spy or fake clock outlives its test.
  vi.restoreAllMocks();
  vi.useRealTimers();
});
