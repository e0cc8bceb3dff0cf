import { chooseTheme, THEME_SWITCH_ATTRIBUTE, useTheme } from '#app/lib/theme.ts';
import { MoonIcon } from './icons';
import styles from './nav.module.css';

const LABEL = 'Dark theme';

/**
 * Turns the dark theme on or off: a toggle button whose pressed state says whether the page is
 * dark. The page follows the system's setting until the visitor presses it (lib/theme.ts).
 * `compact` is the header bar's icon button; the phone menu shows the name and the state in words.
 */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const dark = useTheme() === 'dark';
  const toggle = () => chooseTheme(dark ? 'light' : 'dark');
  if (compact) {
    return (
      <button
        type="button"
        className={styles.themeButton}
        aria-pressed={dark}
        {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}
        title={LABEL}
        onClick={toggle}
      >
        <MoonIcon />
        <span className="visually-hidden">{LABEL}</span>
      </button>
    );
  }
  return (
    <button type="button" className={styles.mobileLink} aria-pressed={dark} onClick={toggle}>
      {LABEL}
      <span className={styles.themeState} aria-hidden="true">
        {dark ? 'On' : 'Off'}
      </span>
    </button>
  );
}
