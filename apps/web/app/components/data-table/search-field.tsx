import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';

/** How long typing must pause before the list is searched: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box that searches as you type, once typing pauses; Enter searches at once. `value` is
 * the search the list shows (from the address); the box keeps what is being typed meanwhile.
 */
export function SearchField({
  id,
  label,
  hint,
  value,
  onSearch,
  revision = 0,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onSearch: (search: string) => void;
  /** Changing it puts `value` back in the box: the page turned the last search down. */
  revision?: number;
}) {
  const [draft, setDraft] = useState(value);
  // The last search this box asked for, so its own answer arriving late never overwrites typing.
  const sent = useRef(value);

  // Back, Forward or a cleared filter changed the search: show it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setDraft(value);
  }, [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new `revision` resets the box
  useEffect(() => {
    if (revision === 0) return;
    sent.current = value;
    setDraft(value);
  }, [revision]);

  const send = (text: string) => {
    const query = text.trim();
    if (query === sent.current) return;
    sent.current = query;
    onSearch(query);
  };
  const sendLater = useEffectEvent(send);

  useEffect(() => {
    const timer = setTimeout(() => sendLater(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="search"
      maxLength={100}
      autoComplete="off"
      spellCheck={false}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        send(draft);
      }}
    />
  );
}
