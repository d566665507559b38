import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { FileDrop } from 'src/components/file-drop';
import { i18n } from 'src/lib/i18n';
import { server } from 'src/mocks/server';
import { renderWithProviders } from '../render';

const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: XLSX_TYPE });

/** The drop zone as a form would hold it: the chosen file kept outside, every change recorded. */
function renderDrop(accept = '.xlsx') {
  const changes: (File | null)[] = [];
  // Any request at all would be a bug: the checks are the browser's own.
  const requests: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  function Harness() {
    const [file, setFile] = useState<File | null>(null);
    return (
      <FileDrop
        file={file}
        accept={accept}
        label="เลือกไฟล์"
        onChange={(next) => {
          changes.push(next);
          setFile(next);
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />);
  // applyAccept: false — a user may pick any file in the browser's dialog ("All files").
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { ...result, user, changes, requests, input: screen.getByLabelText('เลือกไฟล์') };
}

describe('FileDrop', () => {
  it('refuses a file over 5 MB with the spec’s message, without calling the server', async () => {
    const { user, input, changes, requests } = renderDrop();
    await user.upload(input, xlsx('big.xlsx', 6 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ขนาดต้องไม่เกิน 5 MB');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(changes).toEqual([null]);
    expect(requests).toEqual([]);
  });

  it('refuses a file of the wrong type with the spec’s message', async () => {
    const { user, input, changes, requests } = renderDrop('.xlsx');
    await user.upload(input, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ชนิดไฟล์ไม่ถูกต้อง');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(changes).toEqual([null]);
    expect(requests).toEqual([]);
  });

  it('accepts an .xlsx and shows its name, size and type', async () => {
    const { user, input, changes } = renderDrop('.xlsx');
    const file = xlsx('invoices.xlsx', 1536);
    await user.upload(input, file);
    const chosen = await screen.findByTestId('chosen-file');
    expect(chosen).toHaveTextContent('invoices.xlsx');
    expect(chosen).toHaveTextContent('1.5 KB');
    expect(chosen).toHaveTextContent('XLSX');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(changes).toEqual([file]);
    // The browser's file dialog offers only the accepted types.
    expect(input).toHaveAttribute('accept', '.xlsx');
  });

  it('clears an earlier refusal once a good file is chosen, and lets the file be removed', async () => {
    const { user, input, changes } = renderDrop('.xlsx,.csv');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ชนิดไฟล์ไม่ถูกต้อง');
    await user.upload(input, new File(['a,b'], 'rows.CSV', { type: 'text/csv' }));
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('rows.CSV');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'นำออก' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(changes.at(-1)).toBeNull();
  });

  it('takes a dropped file through the same checks', async () => {
    const { changes } = renderDrop('.xlsx');
    const zone = screen.getByText(/ลากไฟล์มาวางที่นี่/).parentElement!;
    const drop = (file: File) => {
      const event = createEvent.drop(zone);
      Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
      fireEvent(zone, event);
    };
    drop(xlsx('big.xlsx', 6 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไฟล์ขนาดต้องไม่เกิน 5 MB');
    const good = xlsx('dropped.xlsx', 100);
    drop(good);
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('dropped.xlsx');
    expect(changes).toEqual([null, good]);
  });

  it('opens the file dialog from the keyboard', async () => {
    const { user, input } = renderDrop();
    const click = vi.spyOn(input, 'click');
    await user.tab();
    const button = screen.getByRole('button', { name: 'เลือกไฟล์' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('speaks English when English is chosen', async () => {
    const { user, input } = renderDrop();
    await act(() => i18n.changeLanguage('en'));
    await user.upload(input, xlsx('big.xlsx', 6 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('File must not exceed 5 MB');
    await user.upload(input, new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong file type');
  });
});
