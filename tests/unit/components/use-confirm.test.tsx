import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirm, type UseConfirm } from 'src/components/confirm-dialog';

let api: UseConfirm | undefined;

function Harness() {
  const confirmApi = useConfirm();
  useEffect(() => {
    api = confirmApi;
  });
  return (
    <div data-testid="page">
      <button type="button">behind</button>
      {confirmApi.confirmDialog}
    </div>
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'ยืนยัน', hidden: false });

/** Opens a prompt; its answer. */
function ask(message: string): Promise<boolean> | undefined {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = api?.confirm({ message });
  });
  return answer;
}

/** Lets the closing prompt's fade-out run to its end. */
function finishClosing() {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

describe('useConfirm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is titled for what it asks: the question, or a short title with the question below it', () => {
    render(<Harness />);
    act(() => void api?.confirm({ message: 'ยืนยันการเพิ่มข้อมูล' }));
    const prompt = screen.getByRole('alertdialog', { name: 'ยืนยันการเพิ่มข้อมูล' });
    expect(prompt).not.toHaveTextContent('แจ้งเตือนจากระบบ');
    expect(prompt).not.toHaveAccessibleDescription();
    fireEvent.click(confirmButton());
    finishClosing();

    act(() => void api?.confirm({ title: 'ออกจากหน้านี้', message: 'มีข้อมูลที่ยังไม่ได้บันทึก' }));
    expect(
      screen.getByRole('alertdialog', { name: 'ออกจากหน้านี้', description: 'มีข้อมูลที่ยังไม่ได้บันทึก' }),
    ).toBeInTheDocument();
  });

  it('resolves true on confirm and false on cancel, and hands the page back when closed', async () => {
    render(<Harness />);
    const first = ask('ลบหรือไม่');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('ลบหรือไม่');
    fireEvent.click(confirmButton());
    await expect(first).resolves.toBe(true);

    finishClosing();
    const second = ask('ยกเลิกหรือไม่');
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await expect(second).resolves.toBe(false);
    finishClosing();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'behind' })).toBeVisible();
    expect(document.body.style.overflow).toBe('');
  });

  // A save confirmed in the first prompt can answer (e.g. STALE_RECORD) and open the next
  // prompt at the very moment the first one finishes fading out. MUI then never runs the
  // second prompt's exit, and the page stayed aria-hidden and unscrollable after it closed.
  it('hands the page back when the next prompt opens as the previous one finishes closing', async () => {
    const { container } = render(<Harness />);
    const first = ask('บันทึกหรือไม่');
    fireEvent.click(confirmButton());
    await expect(first).resolves.toBe(true);

    let next: Promise<boolean> | undefined;
    act(() => {
      // The exit timer fires and the next prompt opens in the same render.
      vi.advanceTimersByTime(1000);
      next = api?.confirm({ message: 'โหลดข้อมูลล่าสุดหรือไม่' });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('โหลดข้อมูลล่าสุดหรือไม่');
    fireEvent.click(confirmButton());
    await expect(next).resolves.toBe(true);
    finishClosing();

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'behind' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
