import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { AppForm } from './app-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from './text-field';

interface Values {
  email: string;
  note: string;
  state: string;
  consent: boolean;
}

function Form({ onValues }: { onValues: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: { email: '', note: '', state: '', consent: false },
  });
  return (
    <AppForm legend="Details" onSubmit={handleSubmit(onValues)}>
      <TextField id="email" label="E-mail" {...register('email')} />
      <TextAreaField id="note" label="Note" {...register('note')} />
      <SelectField
        id="state"
        label="State"
        options={[
          { value: '', label: 'Choose' },
          { value: 'MH', label: 'Maharashtra' },
        ]}
        {...register('state')}
      />
      <CheckboxField id="consent" label="I agree" {...register('consent')} />
      <button type="submit">Send</button>
    </AppForm>
  );
}

/** The page as pre-rendered: plain HTML, no app running. */
function prerender(onValues: (values: Values) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onValues={onValues} />);
  document.body.append(container);
  return container;
}

describe('a pre-rendered form taken over by the app', () => {
  it('keeps what was typed, chosen and ticked before the app started, and sends it', async () => {
    const onValues = vi.fn();
    const container = prerender(onValues);
    const field = <T extends Element>(id: string) => container.querySelector(`#${id}`) as T;
    // As the browser does with no app running: the elements change, nobody is told.
    field<HTMLInputElement>('email').value = 'asha@example.in';
    field<HTMLTextAreaElement>('note').value = 'Form 16 for 2025-26';
    field<HTMLSelectElement>('state').value = 'MH';
    field<HTMLInputElement>('consent').checked = true;
    expect(container.querySelector('[disabled]')).toBeNull();

    await act(async () => {
      render(<Form onValues={onValues} />, { container, hydrate: true });
    });
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'asha@example.in');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));

    expect(onValues).toHaveBeenCalledWith(
      { email: 'asha@example.in', note: 'Form 16 for 2025-26', state: 'MH', consent: true },
      expect.anything(),
    );
  });

  it('leaves untouched fields to the form’s defaults', async () => {
    const onValues = vi.fn();
    const container = prerender(onValues);
    await act(async () => {
      render(<Form onValues={onValues} />, { container, hydrate: true });
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith(
      { email: '', note: '', state: '', consent: false },
      expect.anything(),
    );
  });
});
