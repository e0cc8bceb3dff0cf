import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** A form with one field and a BusyButton; returns how often the form was submitted. */
function renderForm(busy: boolean) {
  const submitted = vi.fn();
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <input aria-label="Name" />
        <BusyButton busy={busy}>Save</BusyButton>
      </form>,
    ),
  );
  return { submitted, button: container.querySelector('button') as HTMLButtonElement };
}

describe('BusyButton', () => {
  it('submits its form while not busy', () => {
    const { submitted, button } = renderForm(false);
    expect(button.type).toBe('submit');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    act(() => button.click());
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('while busy, keeps focus and takes no second submission', () => {
    const { submitted, button } = renderForm(true);
    button.focus();
    act(() => button.click());
    expect(submitted).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('runs its own click handler only while not busy', () => {
    const onClick = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    const render = (busy: boolean) =>
      act(() =>
        root?.render(
          <BusyButton type="button" busy={busy} onClick={onClick}>
            Pay
          </BusyButton>,
        ),
      );
    render(true);
    act(() => container.querySelector('button')?.click());
    expect(onClick).not.toHaveBeenCalled();
    render(false);
    act(() => container.querySelector('button')?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
