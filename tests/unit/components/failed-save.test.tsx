import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MockInstance } from 'vitest';
import { failureBody, okBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { PageFormHarness, RowActionHarness, SAVE } from './form-dialog-harness';

// Issue 19, item 1: a save that cannot reach the server (or gets a 5xx) says so where the user is
// — the failure toast and the banner brought into view — keeps what was typed, and saving again
// works once the server answers. Item 5: Escape on a page form is its Cancel, asked about first.

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const GENERIC = 'เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ';
const NETWORK = 'ติดต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง';
const FAILED = 'บันทึกข้อมูลไม่สำเร็จแล้ว';

let saves: unknown[] = [];
/** Answers the saves in turn: 'network' (no answer), an HTTP status with a failure, or 200. */
function answerSaves(...answers: ('network' | number)[]) {
  let index = 0;
  server.use(
    http.post(SAVE, async ({ request }) => {
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      if (answer === 'network') return HttpResponse.error();
      saves.push(await request.json());
      if (answer === 200) return HttpResponse.json(okBody({ code: '10', name: 'typed', version: 1 }));
      return HttpResponse.json(failureBody(String(answer), 'Unavailable'), { status: answer });
    }),
  );
}

/** Every element asked to scroll into view (`this` of each call). */
let scrolled: MockInstance<Element['scrollIntoView']>;
beforeEach(() => {
  saves = [];
  scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
});
afterEach(() => scrolled.mockRestore());

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** The page's error banner saying `text` (the confirm prompt and toasts are not alerts of the page). */
const banner = (text = GENERIC) =>
  screen.findByText(text).then((line) => line.closest('[role="alert"]') as HTMLElement);

/** The failure toast, and the network banner (not the generic one) brought into view. */
async function expectNetworkFailureShown() {
  expect(await screen.findByText(FAILED)).toBeInTheDocument();
  const shown = await banner(NETWORK);
  expect(shown).not.toHaveTextContent(GENERIC);
  await waitFor(() => expect(scrolled.mock.contexts).toContain(shown));
}

async function confirmPrompt(user: ReturnType<typeof fastUser>, text: string) {
  const prompt = await screen.findByRole('alertdialog');
  expect(prompt).toHaveTextContent(text);
  await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

function renderPageForm() {
  const result = renderWithProviders(<></>, {
    routes: [
      { path: '/', element: <PageFormHarness /> },
      { path: '/list', element: <h1>the list</h1> },
    ],
  });
  return { ...result, user: fastUser() };
}

describe('a page form whose save fails', () => {
  it('no answer, then a 5xx: toast, the banner says why and is scrolled to, values kept; then it saves', async () => {
    answerSaves('network', 503, 200);
    const { user } = renderPageForm();
    await fill(user, box('Code'), '10');
    await fill(user, box('Name'), 'typed');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmPrompt(user, 'ยืนยันการเพิ่มข้อมูล');
    await expectNetworkFailureShown();
    expect(box('Code')).toHaveValue('10');
    expect(box('Name')).toHaveValue('typed');

    // A server fault: the generic line only, and the banner is brought into view again.
    scrolled.mockClear();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmPrompt(user, 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() => expect(screen.queryByText(NETWORK)).not.toBeInTheDocument());
    const again = await banner();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(again));
    expect(box('Name')).toHaveValue('typed');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmPrompt(user, 'ยืนยันการเพิ่มข้อมูล');
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(saves).toEqual([
      { code: '10', name: 'typed' },
      { code: '10', name: 'typed' },
    ]);
  });

  it('a refusal said on its field scrolls nothing: the field alone says it, no toast', async () => {
    server.use(
      http.post(SAVE, () =>
        HttpResponse.json(failureBody('102', 'Validation', [{ key: 'name', description: 'ชื่อนี้ใช้ไม่ได้' }]), {
          status: 400,
        }),
      ),
    );
    const { user } = renderPageForm();
    await fill(user, box('Code'), '10');
    await fill(user, box('Name'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await confirmPrompt(user, 'ยืนยันการเพิ่มข้อมูล');
    await waitFor(() => expect(box('Name')).toHaveAccessibleDescription('ชื่อนี้ใช้ไม่ได้'));
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('Escape on a page form', () => {
  it('with unsaved changes asks first: staying keeps the values, discarding leaves', async () => {
    const { user, router } = renderPageForm();
    await fill(user, box('Name'), 'typed');
    await user.keyboard('{Escape}');
    let prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('มีข้อมูลที่ยังไม่ได้บันทึก');
    // Escape in the prompt answers the prompt (stay): it does not leave as well.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(box('Name')).toHaveValue('typed');

    await user.click(box('Name'));
    await user.keyboard('{Escape}');
    prompt = await screen.findByRole('alertdialog');
    await user.click(within(prompt).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    expect(await screen.findByRole('heading', { name: 'the list' })).toBeInTheDocument();
  });

  it('with nothing changed leaves at once, as Cancel does', async () => {
    const { user } = renderPageForm();
    await user.click(box('Code'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'the list' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('a row action whose call fails', () => {
  it('toasts, brings the banner into view, and running it again works', async () => {
    answerSaves('network', 200);
    const { user } = renderWithProviders(<RowActionHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete 10' }));
    await confirmPrompt(user, 'ยืนยันการลบข้อมูล');
    await expectNetworkFailureShown();

    await user.click(screen.getByRole('button', { name: 'Delete 10' }));
    await confirmPrompt(user, 'ยืนยันการลบข้อมูล');
    expect(await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(saves).toEqual([{ code: '10', status: 'DELETE' }]);
  });
});
