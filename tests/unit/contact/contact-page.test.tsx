import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SEND_CONTACT_EMAIL_PATH } from 'contract/contact';
import { http, HttpResponse } from 'msw';
import ContactPage from 'src/features/contact/routes/contact-page';
import { i18n } from 'src/lib/i18n';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { renderWithProviders } from '../render';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`public:${key}`, options);
const field = (name: string) => t(`contact.form.${name}`);
// The form is a lazy chunk: its first field can take a moment to appear.
const LAZY = { timeout: 5_000 };

function serveContact(answer: () => Response = () => HttpResponse.json(okBody({})), hold?: Promise<void>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(SEND_CONTACT_EMAIL_PATH, async ({ request }) => {
      bodies.push(await request.json());
      // The answer waits until the test lets it go: "on its way" for as long as needed.
      if (hold) await hold;
      return answer();
    }),
  );
  return bodies;
}

async function renderForm() {
  const rendered = renderWithProviders(<ContactPage />, { module: 'public', route: '/contact-us' });
  await screen.findByRole('textbox', { name: field('name') }, LAZY);
  return rendered;
}

async function fillIn(user: Awaited<ReturnType<typeof renderForm>>['user'], tel = '081-234-5678') {
  await user.type(screen.getByRole('textbox', { name: field('name') }), '  สมชาย ใจดี ');
  await user.type(screen.getByRole('textbox', { name: field('email') }), 'somchai@example.com');
  if (tel) await user.type(screen.getByRole('textbox', { name: field('tel') }), tel);
  await user.type(screen.getByRole('textbox', { name: field('subject') }), 'สมัครงานวิ่ง');
  await user.type(screen.getByRole('textbox', { name: field('message') }), 'บรรทัดแรก{Enter}บรรทัดสอง');
}

const sendButton = () => screen.getByRole('button', { name: field('send') });

/** Sending a message harms nothing: no question first (issue 32 item 5). */
async function send(user: Awaited<ReturnType<typeof renderForm>>['user']) {
  await user.click(sendButton());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

describe('contact form', () => {
  it('asks for the required fields first, focuses the first, and sends nothing', async () => {
    const bodies = serveContact();
    const { user } = await renderForm();
    await user.click(sendButton());
    expect(await screen.findByText('กรุณากรอกชื่อ-นามสกุล')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกอีเมล')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกหัวข้อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกข้อความ')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: field('name') })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('checks the e-mail and the Thai phone number like the server', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: field('email') }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: field('tel') }), '12345');
    await user.tab();
    expect(await screen.findByText(t('contact.form.validation.email'))).toBeInTheDocument();
    expect(screen.getByText(t('contact.form.validation.tel'))).toBeInTheDocument();
  });

  it('sends without asking the trimmed values with the empty honeypot, says so in the form and clears it', async () => {
    const bodies = serveContact();
    const { user } = await renderForm();
    await fillIn(user);
    await send(user);

    // A notice of the form's own (no toast), announced politely.
    expect(await screen.findByRole('status')).toHaveTextContent(t('contact.form.sent'));
    expect(bodies).toEqual([
      {
        name: 'สมชาย ใจดี',
        email: 'somchai@example.com',
        tel: '0812345678',
        subject: 'สมัครงานวิ่ง',
        message: 'บรรทัดแรก\nบรรทัดสอง',
        website: '',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: field('name') })).toHaveValue(''));
  });

  it('leaves the phone number out when none is given', async () => {
    const bodies = serveContact();
    const { user } = await renderForm();
    await fillIn(user, '');
    await send(user);
    await screen.findByText(t('contact.form.sent'));
    expect(bodies[0]).not.toHaveProperty('tel');
  });

  it('cannot be sent twice while a message is on its way', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const bodies = serveContact(() => HttpResponse.json(okBody({})), hold);
    const { user } = await renderForm();
    await fillIn(user);
    await send(user);
    await waitFor(() => expect(sendButton()).toBeDisabled());
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Another way of submitting (Enter in a field) while it is on its way.
    fireEvent.submit(sendButton().closest('form')!);
    release();
    await screen.findByText(t('contact.form.sent'));
    expect(bodies).toHaveLength(1);
  });

  it('says when to try again after too many messages (429 Retry-After), keeping the values', async () => {
    serveContact(() =>
      HttpResponse.json(failureBody('429', 'Too many requests', []), {
        status: 429,
        headers: { 'Retry-After': '290' },
      }),
    );
    const { user } = await renderForm();
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('contact.form.tooMany', { minutes: 5 }));
    expect(screen.getByRole('textbox', { name: field('subject') })).toHaveValue('สมัครงานวิ่ง');
    expect(screen.queryByText(t('contact.form.sent'))).not.toBeInTheDocument();
  });

  it('marks the fields the server refuses and shows the failure', async () => {
    serveContact(() =>
      HttpResponse.json(failureBody('102', 'Invalid', [{ key: 'email', description: 'อีเมลนี้ใช้ไม่ได้' }]), {
        status: 400,
      }),
    );
    const { user } = await renderForm();
    await fillIn(user);
    await send(user);
    expect(await screen.findByText('อีเมลนี้ใช้ไม่ได้')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('contact.form.failed'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: field('email') })).toHaveFocus());
  });

  it('says the server cannot be reached when the call fails on the way', async () => {
    serveContact(() => HttpResponse.error());
    const { user } = await renderForm();
    await fillIn(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('contact.form.offline'));
  });

  it('hides the honeypot from people and assistive technology', async () => {
    await renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: field('website') })).not.toBeInTheDocument();
  });

  it('shows the form in English after a language switch', async () => {
    await renderForm();
    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('th');
    }
  });
});
