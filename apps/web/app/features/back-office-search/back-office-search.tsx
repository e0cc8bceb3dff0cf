import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import { Search, X } from 'lucide';
import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './back-office-search.module.css';
import { groupHeading, type SearchHit, searchGroups } from './search-groups';
import { useDebounced } from './use-debounced';
import { useSearchShortcut } from './use-search-shortcut';

const MIN_LENGTH = 2;
const TYPING_PAUSE_MS = 250;

/**
 * The back office's one search box, in the workspace's bar: organisations, orders, invoices,
 * credit notes, leads and applicants by part of a name, number, e-mail, GSTIN or PAN. A combobox
 * (WAI-ARIA APG): the arrow keys move through the results, Enter opens one, Escape closes them
 * and gives focus back to where it was. `/` or Ctrl+K (⌘K) reach it from anywhere; on a phone an
 * icon button opens it across the bar.
 */
export function BackOfficeSearch() {
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const asked = useDebounced(text.trim(), TYPING_PAUSE_MS);
  const enough = asked.length >= MIN_LENGTH;
  const results = useApiQuery(
    backOfficeSearchApi.search,
    { query: { q: asked } },
    { enabled: enough, keepPrevious: true },
  );
  const groups = enough && results.data ? searchGroups(results.data) : [];
  const hits: SearchHit[] = groups.flatMap((group) => group.hits);
  const shown = expanded && text.trim().length > 0;

  /** Opens the box (across the bar on a phone) and focuses it; Escape gives focus back to `from`. */
  const focusBox = useCallback((from: Element | null) => {
    if (from instanceof HTMLElement && from !== input.current) cameFrom.current = from;
    setPhoneOpen(true);
    input.current?.focus();
    // On a phone the box is drawn only once open: focus it again once it is.
    requestAnimationFrame(() => input.current?.focus());
  }, []);
  useSearchShortcut(useCallback(() => focusBox(document.activeElement), [focusBox]));

  function close(returnFocus: boolean) {
    setExpanded(false);
    setActive(-1);
    if (!returnFocus) return;
    const back = cameFrom.current;
    setPhoneOpen(false);
    cameFrom.current = null;
    if (back?.isConnected) back.focus();
  }

  function open(hit: SearchHit) {
    setText('');
    close(false);
    setPhoneOpen(false);
    cameFrom.current = null;
    navigate(hit.href);
  }

  function move(step: number) {
    setExpanded(true);
    if (hits.length === 0) return;
    const next =
      active < 0 && step < 0 ? hits.length - 1 : (active + step + hits.length) % hits.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const hit = shown ? hits[active] : undefined;
      if (!hit) return;
      event.preventDefault();
      open(hit);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  // Focus leaving the box and its results (not moving between them) closes the results.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setExpanded(false);
    setActive(-1);
    if (!text) setPhoneOpen(false);
  }

  function statusText(): string {
    if (text.trim().length < MIN_LENGTH) return 'Type two letters or more.';
    if (!enough || results.isPending || asked !== text.trim()) return 'Searching…';
    if (results.isError) return 'We could not search just now.';
    if (hits.length === 0) return `Nothing matches “${asked}”.`;
    const matches = groups.reduce((sum, group) => sum + group.total, 0);
    return `${matches.toLocaleString('en-IN')} found; the arrow keys move through them.`;
  }
  let index = -1;
  return (
    <div className={styles.search} data-open={phoneOpen}>
      <button
        ref={toggle}
        type="button"
        className={styles.iconButton}
        data-phone-only=""
        aria-label="Search the back office"
        onClick={() => focusBox(toggle.current)}
      >
        <Icon node={Search} size={20} />
      </button>
      <search className={styles.box} onBlur={onBlur}>
        <Icon node={Search} size={18} />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label="Search the back office"
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-expanded={shown && hits.length > 0}
          aria-controls={hits.length > 0 ? listboxId : undefined}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder="Search name, number, e-mail, GSTIN…"
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => setExpanded(true)}
          onKeyDown={onKeyDown}
        />
        <span className={styles.shortcut} aria-hidden="true">
          /
        </span>
        <span id={hintId} className="visually-hidden">
          Type two letters or more; the arrow keys move through the results and Enter opens one.
          Slash or Control+K comes back here from anywhere.
        </span>
        <button
          type="button"
          className={styles.iconButton}
          data-phone-only=""
          aria-label="Close the search"
          onClick={() => close(true)}
        >
          <Icon node={X} size={20} />
        </button>
        <div className={styles.popup} hidden={!shown}>
          <p role="status" className={hits.length > 0 ? 'visually-hidden' : styles.message}>
            {statusText()}
          </p>
          {results.isError && enough ? (
            <button type="button" className={styles.retry} onClick={() => void results.refetch()}>
              Try again
            </button>
          ) : null}
          {hits.length > 0 ? (
            <div id={listboxId} role="listbox" aria-label="Search results" className={styles.list}>
              {groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA APG), not a fieldset of fields
                <div
                  key={group.kind}
                  role="group"
                  aria-labelledby={`${id}-${group.kind}`}
                  className={styles.group}
                >
                  <div
                    role="presentation"
                    id={`${id}-${group.kind}`}
                    className={styles.groupHeading}
                  >
                    {groupHeading(group)}
                  </div>
                  {group.hits.map((hit) => {
                    index += 1;
                    const mine = index;
                    return (
                      <Link
                        key={hit.id}
                        id={optionId(mine)}
                        role="option"
                        aria-selected={mine === active}
                        tabIndex={-1}
                        to={hit.href}
                        className={styles.option}
                        onMouseMove={() => setActive(mine)}
                        onClick={(event) => {
                          event.preventDefault();
                          open(hit);
                        }}
                      >
                        <span className={styles.title}>{hit.title}</span>
                        <span className={styles.detail}>{hit.detail}</span>
                      </Link>
                    );
                  })}
                </div>
              ))}
            </div>
          ) : null}
        </div>
      </search>
    </div>
  );
}
