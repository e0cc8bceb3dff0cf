/** Every keyboard shortcut of the back office, as the `?` panel lists them. */
export interface Shortcut {
  keys: readonly string[];
  does: string;
  /** Where it works, when not on every screen. */
  where?: string;
}

export const BACK_OFFICE_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/'], does: 'Search the back office' },
  { keys: ['Ctrl', 'K'], does: 'Search the back office, from inside a field too (⌘K on a Mac)' },
  { keys: ['j'], does: 'Next message of the inbox’s view', where: 'On a lead' },
  { keys: ['k'], does: 'Previous message of the inbox’s view', where: 'On a lead' },
  { keys: ['j'], does: 'Next matter of the list’s page', where: 'On a matter' },
  { keys: ['k'], does: 'Previous matter of the list’s page', where: 'On a matter' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['Esc'], does: 'Close the search’s results, a dialog or the phone’s sections' },
];
