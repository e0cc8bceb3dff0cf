import { leadsApi } from '@prakar/shared/api/leads';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import LeadPage from '#app/routes/portal/back-office/lead.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { leadDetail, PRIYA as priya } from '#tests/component/lead-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const asha = { id: 7, name: 'Asha Kulkarni', email: 'asha@prakartax.in' };

const lead = leadDetail({
  comments: 'We file 24Q and 26Q for twelve branches.\nCould someone call us?',
  organisation: { id: 'org-1', name: 'Kulkarni Textiles' },
  noteCount: 1,
  replyCount: 1,
  lastReplyAt: '2026-11-23T10:00:00.000Z',
  notes: [
    {
      id: 'note-1',
      at: '2026-11-23T09:00:00.000Z',
      author: priya,
      text: 'Existing customer: E-POI since 2024.',
    },
  ],
  replies: [
    {
      id: 'reply-1',
      at: '2026-11-23T10:00:00.000Z',
      author: priya,
      to: 'meera@kulkarni.in',
      subject: 'Re: Smart TDS for 12 TANs',
      body: 'We will call you tomorrow.',
      delivery: 'sent',
    },
  ],
});

// The assignees first: the message's own path, `/Leads/:id`, would answer for `/Leads/Assignees`.
const api = setupApiServer(
  answer(leadsApi.assignees, { assignees: [asha, priya] }),
  answer(leadsApi.neighbours, { previous: null, next: null }),
  answer(leadsApi.timeline, { entries: [], hasOlder: false }),
  answer(leadsApi.get, lead),
);
const requests = recordRequests(api);

const open = (search = '') =>
  renderScreen('/back-office/leads/:id', <LeadPage />, `/back-office/leads/${lead.id}${search}`);

const ready = () => screen.findByRole('heading', { level: 2, name: 'Meera Iyer' });

describe('a lead’s own screen', () => {
  it('shows the sender, the customer they belong to, the conversation and the notes', async () => {
    signInWith(['manage:all:platform']);
    open();
    await ready();
    expect(screen.getByRole('link', { name: 'Kulkarni Textiles' }).getAttribute('href')).toBe(
      '/back-office/organisations/org-1',
    );
    expect(screen.getByRole('link', { name: 'meera@kulkarni.in' })).toBeDefined();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    const entries = within(thread).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Meera Iyer wrote: Smart TDS for 12 TANs23 November 2026, 2:05 pm ISTWe file 24Q and 26Q for twelve branches.\nCould someone call us?',
      'Priya Shah replied to meera@kulkarni.in: Re: Smart TDS for 12 TANs23 November 2026, 3:30 pm ISTWe will call you tomorrow.Sent',
    ]);
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(notes.textContent).toContain('Existing customer: E-POI since 2024.');
  });

  it('steps to the messages either side in the inbox’s view, by link or by j and k', async () => {
    signInWith(['manage:all:platform']);
    const NEWER = '5c1f0a9e-0000-4000-8000-00000000000a';
    const OLDER = '5c1f0a9e-0000-4000-8000-00000000000b';
    api.use(
      answer(leadsApi.neighbours, {
        previous: { id: NEWER, name: 'Asha Nair' },
        next: { id: OLDER, name: 'Dev Malhotra' },
      }),
    );
    const view = '?status=open&assignee=9';
    const { user, location } = open(view);
    await ready();
    const steps = screen.getByRole('navigation', { name: 'Messages in the inbox' });
    const next = await within(steps).findByRole('link', { name: 'Next: Dev Malhotra' });
    expect(next.getAttribute('href')).toBe(`/back-office/leads/${OLDER}${view}`);
    expect(
      within(steps).getByRole('link', { name: 'Previous: Asha Nair' }).getAttribute('href'),
    ).toBe(`/back-office/leads/${NEWER}${view}`);
    expect(
      within(steps).getByRole('link', { name: 'Back to the inbox' }).getAttribute('href'),
    ).toBe(`/back-office/leads${view}`);
    expect(requests).toContain(`GET /api/BackOffice/Leads/${lead.id}/Neighbours${view}`);

    // A j typed into a field is the field's.
    await user.type(screen.getByRole('textbox', { name: /New note/ }), 'j');
    expect(location().pathname).toBe(`/back-office/leads/${lead.id}`);
    await user.click(screen.getByRole('heading', { level: 2, name: 'Meera Iyer' }));
    await user.keyboard('j');
    expect(location().pathname + location().search).toBe(`/back-office/leads/${OLDER}${view}`);
    await ready();
    await within(screen.getByRole('navigation', { name: 'Messages in the inbox' })).findByRole(
      'link',
      { name: 'Previous: Asha Nair' },
    );
    await user.keyboard('k');
    expect(location().pathname + location().search).toBe(`/back-office/leads/${NEWER}${view}`);
  });

  it('shows no step beyond either end of the inbox', async () => {
    signInWith(['manage:all:platform']);
    open();
    await ready();
    const steps = screen.getByRole('navigation', { name: 'Messages in the inbox' });
    await vi.waitFor(() =>
      expect(requests).toContain(`GET /api/BackOffice/Leads/${lead.id}/Neighbours`),
    );
    expect(within(steps).queryByRole('link', { name: /Next|Previous/ })).toBeNull();
    expect(steps.textContent).toContain('Next →');
  });

  it('says so when the message does not exist', async () => {
    signInWith(['manage:all:platform']);
    api.use(refuse(leadsApi.get, 404, 'NOT_FOUND', 'This message does not exist, or was deleted.'));
    open();
    expect(await screen.findByText(/This message does not exist, or was deleted\./)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toBeDefined();
  });

  it('assigns the message and changes its status', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      onEndpoint(leadsApi.assign, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...lead, assignee: priya });
      }),
      onEndpoint(leadsApi.setStatus, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...lead, status: 'in_progress' });
      }),
    );
    const { user } = open();
    await ready();
    await screen.findByRole('option', { name: 'Priya Shah' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Priya Shah');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Assigned to Priya Shah.'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Marked as in progress.'));
    expect(sent).toEqual([{ assigneeId: 9 }, { status: 'in_progress' }]);
    expect(requests).toContain(`PUT /api/BackOffice/Leads/${lead.id}/Assignee`);
    expect(requests).toContain(`PUT /api/BackOffice/Leads/${lead.id}/Status`);
  });

  it('adds a note, and says what is missing first', async () => {
    signInWith(['manage:all:platform']);
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(leadsApi.addNote, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(lead, { status: 201 });
      }),
    );
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write the note.')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /New note/ }), 'Called: demo on Monday.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(sent).toEqual({ text: 'Called: demo on Monday.' }));
  });

  it('shows the e-mail exactly as it will go, and sends it only when confirmed', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(leadsApi.reply, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...lead, status: 'answered' }, { status: 201 });
      }),
    );
    const { user } = open();
    await ready();
    const subject = screen.getByRole<HTMLInputElement>('textbox', { name: /Subject/ });
    expect(subject.value).toBe('Re: Smart TDS for 12 TANs');
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Dear Meera,{enter}Yes.');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Send this e-mail?' });
    expect(dialog.textContent).toContain(
      'To Meera Iyer <meera@kulkarni.in>, subject “Re: Smart TDS for 12 TANs”. The message will then be answered.',
    );
    expect(dialog.querySelector('pre')?.textContent).toBe(
      [
        'Dear Meera,',
        'Yes.',
        '',
        'Asha Kulkarni',
        'Prakar Tax Advisory',
        '+91 22 4972 1800',
        '',
        'On 23 November 2026, 2:05 pm IST, Meera Iyer wrote:',
        '> We file 24Q and 26Q for twelve branches.',
        '> Could someone call us?',
      ].join('\n'),
    );
    // Keep editing sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(sent).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: /Keep the message in progress/ }));
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const again = await screen.findByRole('alertdialog', { name: 'Send this e-mail?' });
    expect(again.textContent).toContain('The message will then be in progress.');
    await user.click(within(again).getByRole('button', { name: 'Send e-mail' }));
    await vi.waitFor(() =>
      expect(sent).toEqual({
        subject: 'Re: Smart TDS for 12 TANs',
        body: 'Dear Meera,\nYes.',
        status: 'in_progress',
      }),
    );
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Reply sent to meera@kulkarni.in.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts the server’s refusal back on the form', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      refuse(
        leadsApi.reply,
        429,
        'RATE_LIMITED',
        'We have already sent several e-mails to this address. Please try again in 40 minutes.',
      ),
    );
    const { user } = open();
    await ready();
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(
      await screen.findByText(
        'We have already sent several e-mails to this address. Please try again in 40 minutes.',
      ),
    ).toBeDefined();
  });
});
