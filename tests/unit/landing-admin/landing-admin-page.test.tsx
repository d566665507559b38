import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileDownloadUrl } from 'contract/file';
import type {
  CreateLandingItemRequest,
  ReorderLandingRequest,
  UpdateStatCounterRequest,
} from 'contract/landing';
import { HttpResponse } from 'msw';
import { DatePickerProvider } from 'src/app/date-provider';
import { cropToBlob } from 'src/features/landing-admin/components/image-field/image-file';
import LandingAdminPage from 'src/features/landing-admin/routes/landing-admin-page';
import { failureBody } from 'src/mocks/envelope';
import { failure, ok } from '../msw-answer';
import { fill, saveAndConfirm, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import {
  answerLanding,
  answerReads,
  answerUpload,
  banners,
  counters,
  item,
  uploaded,
} from './landing-admin-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

// jsdom decodes no pictures and has no canvas: the browser's part of the crop stands in here.
// Everything around it — the frame, the sliders, the upload, the preview, the save — is real.
vi.mock('src/features/landing-admin/components/image-field/image-file', () => ({
  readImage: vi.fn(() =>
    Promise.resolve({ url: 'data:image/jpeg;base64,AA==', width: 1000, height: 1000, element: {} }),
  ),
  cropToBlob: vi.fn(() => Promise.resolve(new Blob(['webp'], { type: 'image/webp' }))),
}));

const NEW_FILE_ID = '22222222-2222-4222-8222-222222222222';
const picture = () => new File([new Uint8Array(64)], 'photo.jpg', { type: 'image/jpeg' });

function renderPage() {
  const result = renderWithProviders(
    <DatePickerProvider>
      <LandingAdminPage />
    </DatePickerProvider>,
    { route: '/landing', module: 'admin' },
  );
  // Every test picks files of its own: the browser's accept filter is not the check.
  return { ...result, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const bannerList = () => screen.findByRole('list', { name: 'แบนเนอร์' });
const rowTitles = async () =>
  within(await bannerList())
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByText(/แบนเนอร์/)[0]?.textContent);

async function openAddBanner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'เพิ่มแบนเนอร์' }));
  return screen.findByRole('dialog', { name: 'เพิ่มแบนเนอร์' });
}

describe('Landing page screen', () => {
  it('lists the banners by seq with their status, and previews the active ones', async () => {
    answerReads();
    const { user } = renderPage();

    expect(await rowTitles()).toEqual(['แบนเนอร์ 1', 'แบนเนอร์ 2', 'แบนเนอร์ซ่อน']);
    const list = await bannerList();
    expect(within(list).getAllByText('ใช้งาน')).toHaveLength(2);
    expect(within(list).getByText('ไม่ใช้งาน')).toBeInTheDocument();

    const preview = screen.getByTestId('landing-preview');
    expect(within(preview).getByRole('heading', { name: 'แบนเนอร์ 1' })).toBeInTheDocument();
    expect(within(preview).queryByText('แบนเนอร์ซ่อน')).not.toBeInTheDocument();
    // The figures, grouped as the public page groups them.
    expect(within(preview).getByText('48,000')).toBeInTheDocument();
    expect(preview).toHaveAttribute('data-mode', 'light');
    await user.click(screen.getByRole('button', { name: 'มืด' }));
    expect(preview).toHaveAttribute('data-mode', 'dark');
    expect(screen.getByRole('button', { name: 'มืด' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what is wrong under each field and sends nothing', async () => {
    answerReads();
    const create = answerLanding('createBanner', () => ok(item(9)));
    const { user } = renderPage();
    const dialog = await openAddBanner(user);

    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getAllByText('กรุณาระบุข้อมูล')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^หัวข้อ \(ภาษาไทย\)/ })).toHaveFocus();

    await fill(user, within(dialog).getByRole('textbox', { name: /^หัวข้อ \(ภาษาไทย\)/ }), 'ก'.repeat(201));
    await fill(user, within(dialog).getByRole('textbox', { name: /^ลิงก์/ }), 'javascript:alert(1)');
    await user.tab();
    expect(await within(dialog).findByText('ต้องไม่เกิน 200 ตัวอักษร')).toBeInTheDocument();
    expect(within(dialog).getByText('ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /^ลิงก์/ }), '//evil.example');
    await user.tab();
    expect(within(dialog).getByText('ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^ลิงก์/ }), '/about-us');
    await user.tab();
    await waitFor(() =>
      expect(
        within(dialog).queryByText('ต้องขึ้นต้นด้วย https:// หรือ / (ลิงก์ภายในเว็บไซต์)'),
      ).not.toBeInTheDocument(),
    );
    expect(create.bodies).toEqual([]);
  });

  it('crops a chosen picture to 16:7, uploads it, previews it as served, and saves the new banner with it', async () => {
    answerReads();
    const received = answerUpload(() => uploaded(NEW_FILE_ID));
    const create = answerLanding<CreateLandingItemRequest>('createBanner', (body) =>
      ok(item(9, { ...body })),
    );
    const { user } = renderPage();
    const dialog = await openAddBanner(user);

    await user.upload(within(dialog).getByLabelText('เลือกรูปภาพ'), picture());
    const frame = await within(dialog).findByTestId('crop-frame');
    expect(within(frame).getByRole('img', { name: 'ส่วนของรูปภาพที่จะใช้' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AA==',
    );

    // Not saved half way: the picture must be used or cancelled first.
    await fill(user, within(dialog).getByRole('textbox', { name: /^หัวข้อ \(ภาษาไทย\)/ }), 'ข่าวใหม่');
    await fill(user, within(dialog).getByRole('textbox', { name: /^หัวข้อ \(ภาษาอังกฤษ\)/ }), 'News');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('กรุณากดใช้รูปภาพที่ครอปหรือยกเลิกก่อนบันทึก')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);

    // The keyboard crops too: zoom in a step, then move to the bottom.
    const zoom = within(dialog).getByRole('slider', { name: 'ซูม' });
    zoom.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuetext', '1.10×');
    within(dialog).getByRole('slider', { name: 'ตำแหน่งแนวตั้ง' }).focus();
    await user.keyboard('{End}');

    await user.click(within(dialog).getByRole('button', { name: 'ใช้รูปภาพนี้' }));
    const shown = await within(dialog).findByRole('img', { name: 'รูปภาพตามที่แสดงบนหน้าเว็บไซต์' });
    expect(shown).toHaveAttribute('src', fileDownloadUrl(NEW_FILE_ID));
    expect(received).toEqual([{ type: 'image/webp' }]);
    const [, rect, target, budget] = vi.mocked(cropToBlob).mock.calls.at(-1)!;
    expect(target).toEqual({ width: 1600, height: 700 });
    expect(budget).toBe(80 * 1024);
    // 16:7 of a 1000 × 1000 picture, zoomed 1.1×, at the bottom, centred across.
    expect(rect.width).toBeCloseTo(1000 / 1.1);
    expect(rect.width / rect.height).toBeCloseTo(1600 / 700);
    expect(rect.y + rect.height).toBeCloseTo(1000);
    expect(rect.x).toBeCloseTo((1000 - rect.width) / 2);

    await saveAndConfirm(user, dialog);
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.last()).toEqual({
      titleTh: 'ข่าวใหม่',
      titleEn: 'News',
      imageFileId: NEW_FILE_ID,
      status: 'ACTIVE',
    });
  });

  it('says why an upload was refused under the picture and keeps the crop', async () => {
    answerReads();
    answerUpload(() =>
      HttpResponse.json(failureBody('415', 'Unsupported', [{ key: 'file', description: 'ชนิดไฟล์ไม่ถูกต้อง' }]), {
        status: 415,
      }),
    );
    const { user } = renderPage();
    const dialog = await openAddBanner(user);

    await user.upload(within(dialog).getByLabelText('เลือกรูปภาพ'), picture());
    await user.click(await within(dialog).findByRole('button', { name: 'ใช้รูปภาพนี้' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ชนิดไฟล์ไม่ถูกต้อง');
    expect(within(dialog).getByTestId('crop-frame')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ไม่ใช้รูปภาพนี้' }));
    expect(within(dialog).getByText('ไม่มีรูปภาพ')).toBeInTheDocument();
  });

  it('moves a banner with its buttons and its handle, saving the whole order each time', async () => {
    let current = banners;
    answerReads(() => current);
    const reorder = answerLanding<ReorderLandingRequest>('reorderBanner', (body) => {
      current = body.items.map(({ id }, index) => ({
        ...current.find((b) => b.id === id)!,
        seq: (index + 1) * 10,
        version: 2,
      }));
      return ok(current);
    });
    const { user } = renderPage();
    await bannerList();

    const down = screen.getByRole('button', { name: 'เลื่อน แบนเนอร์ 1 ลง' });
    await user.click(down);
    await waitFor(async () => expect(await rowTitles()).toEqual(['แบนเนอร์ 2', 'แบนเนอร์ 1', 'แบนเนอร์ซ่อน']));
    expect(reorder.last()).toEqual({
      items: [
        { id: 2, version: 1 },
        { id: 1, version: 1 },
        { id: 3, version: 1 },
      ],
    });
    // The focus stays with the moved banner, and a screen reader hears where it is now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'เลื่อน แบนเนอร์ 1 ลง' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('แบนเนอร์ 1 อยู่ลำดับที่ 2 จาก 3');

    // Alt + Up on the handle, with the versions the last save answered.
    screen.getByRole('button', { name: 'ย้าย แบนเนอร์ซ่อน' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(reorder.bodies).toHaveLength(2));
    expect(reorder.last()).toEqual({
      items: [
        { id: 2, version: 2 },
        { id: 3, version: 2 },
        { id: 1, version: 2 },
      ],
    });
    await waitFor(async () => expect(await rowTitles()).toEqual(['แบนเนอร์ 2', 'แบนเนอร์ซ่อน', 'แบนเนอร์ 1']));
    expect(screen.getByRole('button', { name: 'ย้าย แบนเนอร์ซ่อน' })).toHaveFocus();
    // The first one cannot go further up.
    expect(screen.getByRole('button', { name: 'เลื่อน แบนเนอร์ 2 ขึ้น' })).toBeDisabled();
  });

  it('puts the order back and reads the list again when the server refuses it', async () => {
    const searches = answerReads();
    answerLanding('reorderBanner', () =>
      failure(409, [{ key: 'STALE_RECORD', description: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่' }]),
    );
    const { user } = renderPage();
    await bannerList();
    const readsBefore = searches.bodies.length;

    await user.click(screen.getByRole('button', { name: 'เลื่อน แบนเนอร์ 2 ขึ้น' }));
    expect(await screen.findByText('บันทึกข้อมูลไม่สำเร็จแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(searches.bodies.length).toBeGreaterThan(readsBefore));
    expect(await rowTitles()).toEqual(['แบนเนอร์ 1', 'แบนเนอร์ 2', 'แบนเนอร์ซ่อน']);
  });

  it('edits a figure: value with thousands separators, refused when not a whole number', async () => {
    answerReads();
    const update = answerLanding<UpdateStatCounterRequest>('updateStatCounter', (body) =>
      ok({ ...counters[1]!, ...body, version: 2 }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'ตัวเลขสถิติ' }));
    await user.click(await screen.findByRole('button', { name: 'แก้ไข นักวิ่ง' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขตัวเลขสถิติ' });
    const value = within(dialog).getByRole('textbox', { name: /^ค่า/ });

    await fill(user, value, '12.5');
    await user.tab();
    expect(await within(dialog).findByText('ต้องเป็นจำนวนเต็ม')).toBeInTheDocument();
    await fill(user, value, '52,500');
    await saveAndConfirm(user, dialog);
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.last()).toEqual({ id: 2, version: 1, labelTh: 'นักวิ่ง', labelEn: 'Runners', value: 52500 });
  });
});
