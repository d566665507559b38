import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPost } from 'src/lib/api-client';
import { ApiError } from 'src/lib/api-error';
import { i18n } from 'src/lib/i18n';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { ErrorBanner, useErrorBanner } from 'src/providers/error-banner';
import { renderWithProviders } from '../render';

const SAVE = '/api/app/customerUserController/create';

function SaveScreen({ timeLimitMs }: { timeLimitMs?: number }) {
  const { message } = useErrorBanner();
  const options = timeLimitMs === undefined ? undefined : { timeLimitMs };
  return (
    <>
      <ErrorBanner />
      <button type="button" onClick={() => void apiPost(SAVE, {}, options).catch(() => undefined)}>
        save
      </button>
      <output aria-label="banner message">{message}</output>
    </>
  );
}

function answerSave(status: number, body: unknown) {
  server.use(http.post(SAVE, () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

it("shows one line per detail of a '102' failure, translating known keys", async () => {
  answerSave(
    409,
    failureBody('102', 'Duplicate', [
      { key: 'CUSTOMER_USER_DUPLICATE', description: 'มีชื่อผู้ใช้นี้แล้ว' },
      { key: 'email', description: 'รูปแบบอีเมลไม่ถูกต้อง' },
      { key: 'branchCodes', description: 'ต้องเลือกอย่างน้อยหนึ่งสาขา' },
    ]),
  );
  const { user } = renderWithProviders(<SaveScreen />);

  await user.click(screen.getByRole('button', { name: 'save' }));

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('ชื่อผู้ใช้ซ้ำ มีชื่อผู้ใช้นี้แล้ว');
  expect(banner).toHaveTextContent('อีเมล รูปแบบอีเมลไม่ถูกต้อง');
  // No translation for this key: the raw key is shown.
  expect(banner).toHaveTextContent('branchCodes ต้องเลือกอย่างน้อยหนึ่งสาขา');
  expect(screen.getByRole('status', { name: 'banner message' })).toHaveTextContent(
    ['ชื่อผู้ใช้ซ้ำ มีชื่อผู้ใช้นี้แล้ว', 'อีเมล รูปแบบอีเมลไม่ถูกต้อง', 'branchCodes ต้องเลือกอย่างน้อยหนึ่งสาขา'].join(' '),
  );
});

it('shows the generic Thai message for any other failure', async () => {
  answerSave(500, failureBody('500', 'Unexpected error'));
  const { user } = renderWithProviders(<SaveScreen />);

  await user.click(screen.getByRole('button', { name: 'save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ');
});

it("shows the generic message for a '102' without details; no answer is not sent to the administrator", async () => {
  answerSave(422, failureBody('102', 'Refused'));
  const { user } = renderWithProviders(<SaveScreen />);
  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ');

  // Issue 32: a network failure is no fault to report: it says to check the line and try again.
  server.use(http.post(SAVE, () => HttpResponse.error()));
  await user.click(screen.getByRole('button', { name: 'save' }));
  const banner = await screen.findByRole('alert');
  await waitFor(() =>
    expect(banner).toHaveTextContent('ติดต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง'),
  );
  expect(banner).not.toHaveTextContent('ผู้ดูแลระบบ');

  // The retry goes through: "cannot reach the server" is no longer true, and the banner goes.
  answerSave(200, okBody({ saved: true }));
  await user.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('a save with no answer in its time limit fails as such; the next answer clears it (issue 32)', async () => {
  // A paused server: the request is taken and never answered.
  server.use(http.post(SAVE, () => new Promise<never>(() => undefined)));
  const { user } = renderWithProviders(<SaveScreen timeLimitMs={200} />);
  await user.click(screen.getByRole('button', { name: 'save' }));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('เซิร์ฟเวอร์ไม่ตอบกลับภายในเวลาที่กำหนด ข้อมูลที่กรอกไว้ยังอยู่ กรุณาลองใหม่อีกครั้ง');
  expect(banner).not.toHaveTextContent('ผู้ดูแลระบบ');

  answerSave(200, okBody({ saved: true }));
  await user.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it('closing empties the message', async () => {
  answerSave(500, failureBody('500', 'Unexpected error'));
  const { user } = renderWithProviders(<SaveScreen />);
  await user.click(screen.getByRole('button', { name: 'save' }));
  await screen.findByRole('alert');

  await user.click(screen.getByRole('button', { name: 'ปิดข้อความแจ้งข้อผิดพลาด' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'banner message' })).toBeEmptyDOMElement();
});

it('clears itself when the user navigates', async () => {
  answerSave(500, failureBody('500', 'Unexpected error'));
  const { user, router } = renderWithProviders(<SaveScreen />, { route: '/customers' });
  await user.click(screen.getByRole('button', { name: 'save' }));
  await screen.findByRole('alert');

  await act(() => router.navigate('/templates'));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('stays quiet after a success and follows a language switch', async () => {
  answerSave(200, okBody({}));
  const { user } = renderWithProviders(<SaveScreen />);
  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  answerSave(500, failureBody('500', 'Unexpected error'));
  await user.click(screen.getByRole('button', { name: 'save' }));
  await screen.findByRole('alert');
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please contact the administrator.');
});

it('can be shown by code with show(error)', async () => {
  function Shower() {
    const { show } = useErrorBanner();
    return (
      <>
        <ErrorBanner />
        <button
          type="button"
          onClick={() =>
            show(
              new ApiError({
                status: 400,
                code: '102',
                message: 'x',
                details: [{ key: 'tel', description: 'สั้นเกินไป' }],
              }),
            )
          }
        >
          show
        </button>
      </>
    );
  }
  const { user } = renderWithProviders(<Shower />);
  await user.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์ สั้นเกินไป');
});
