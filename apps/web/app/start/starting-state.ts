import { SIGNED_IN_HINT_COOKIE, STORAGE_KEYS } from '@prakar/shared/constants';

/**
 * Stored state a pre-rendered page can't show: the signed-in user, a cart, and the corporate
 * sign-in page the visitor came through (the app's sign-in links lead back to it). With any of
 * them, or a query in the address (a confirmation, an invitation, a reset or payment link), the
 * page is not what was pre-rendered: the app starts at once (`deferred-start.ts`).
 */
export const STARTING_KEYS: readonly string[] = [
  STORAGE_KEYS.userData,
  STORAGE_KEYS.userCart,
  STORAGE_KEYS.isFromCorporateLandingPage,
];

/** What `<html>` carries when the visitor is such a returning one. */
export const RETURNING_ATTRIBUTE = 'data-returning';

/**
 * Runs in `<head>` before the first paint and marks a returning visitor (stored state above, or
 * the signed-in hint cookie, whatever the storage holds): the start begins at once
 * for them, and the pages the app draws show them a loading line, not the newcomer's view they
 * were pre-rendered with (`PrerenderedViews`). Plain ES5, hashed into the page's CSP by the server.
 */
export const RETURNING_SCRIPT = `(function(){var k=${JSON.stringify(STARTING_KEYS)},r=!!location.search||/(?:^|; )${SIGNED_IN_HINT_COOKIE}=1/.test(document.cookie);try{for(var i=0;i<k.length;i++)if(localStorage.getItem(k[i])!==null)r=true}catch(e){}if(r)document.documentElement.setAttribute(${JSON.stringify(RETURNING_ATTRIBUTE)},"")})()`;
