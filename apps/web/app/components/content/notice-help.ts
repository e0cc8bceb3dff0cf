/** The call to action that opens a client's request for help with a notice (`/matters/new`). */
export const NOTICE_HELP_LABEL = 'Ask for help with a notice';
