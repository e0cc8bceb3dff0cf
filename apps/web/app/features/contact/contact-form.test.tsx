import { contactApi } from '@prakar/shared/api/contact';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import { onEndpoint, recordRequests, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { CONTACT_THANKS, ContactForm } from './contact-form';

const api = setupApiServer();
const requests = recordRequests(api);

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function fillIn(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(field(/^Name/), 'Asha Kulkarni');
  await user.type(field(/^Email/), 'asha@example.in');
  await user.type(field(/^Comments/), 'We need help with TDS returns.');
}

describe('ContactForm', () => {
  it('fills in a signed-in user’s name and e-mail, keeping what they typed', async () => {
    setUser({
      UserId: 7,
      RoleId: 2,
      IsAdmin: true,
      Name: 'Asha Kulkarni',
      Email: 'asha@example.in',
      IsProfileDataSaved: 'Yes',
    });
    renderScreen('/contact-us', <ContactForm />);

    await vi.waitFor(() => expect(field(/^Name/).value).toBe('Asha Kulkarni'));
    expect(field(/^Email/).value).toBe('asha@example.in');
    expect(field(/^Comments/).value).toBe('');
  });

  it('leaves the name and e-mail empty for a visitor', () => {
    renderScreen('/contact-us', <ContactForm />);
    expect(field(/^Name/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
  });

  it('sends the message, thanks the sender and starts afresh', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const onSent = vi.fn();
    let sent: unknown;
    api.use(
      onEndpoint(contactApi.send, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { id: 'message-1', receivedAt: '2026-11-25T10:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderScreen(
      '/contact-us',
      <ContactForm defaultSubject="Smart TDS" onSent={onSent} />,
    );

    expect(field(/^Subject/).value).toBe('Smart TDS');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(requests).toEqual(['POST /api/Details/Contact']);
    expect(sent).toEqual({
      name: 'Asha Kulkarni',
      email: 'asha@example.in',
      subject: 'Smart TDS',
      comments: 'We need help with TDS returns.',
      website: '',
    });
    expect(success).toHaveBeenCalledWith(CONTACT_THANKS);
    expect(field(/^Name/).value).toBe('');
  });

  it('keeps focus on Send Message while the message is on its way, and sends it once', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let answer = () => {};
    api.use(
      onEndpoint(
        contactApi.send,
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json(
                  { id: 'message-1', receivedAt: '2026-11-25T10:00:00.000Z' },
                  { status: 201 },
                ),
              );
          }),
      ),
    );
    const onSent = vi.fn();
    const { user } = renderScreen('/contact-us', <ContactForm onSent={onSent} />);
    await fillIn(user);
    const send = screen.getByRole('button', { name: 'Send Message' });

    await user.click(send);
    await vi.waitFor(() => expect(send.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(send);
    await user.click(send);
    answer();

    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(requests).toEqual(['POST /api/Details/Contact']);
  });

  it('checks the fields here before sending', async () => {
    const { user } = renderScreen('/contact-us', <ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter your name.')).toBeDefined();
    expect(document.activeElement).toBe(field(/^Name/));
    expect(requests).toEqual([]);
  });

  it('shows the server’s objection next to its field, and says why when it has none', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const message = 'That domain does not receive e-mail.';
    api.use(
      onEndpoint(contactApi.send, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message, fields: { email: message } } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderScreen('/contact-us', <ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByText(message)).id).toBe('contact-email-error');
    expect(document.activeElement).toBe(field(/^Email/));

    api.use(refuse(contactApi.send, 429, 'RATE_LIMITED', 'Too many messages: try again later.'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Too many messages: try again later.'),
    );
    expect(field(/^Name/).value).toBe('Asha Kulkarni');
  });
});
