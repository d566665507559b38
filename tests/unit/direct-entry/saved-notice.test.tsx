import { screen, waitFor } from '@testing-library/react';
import type { UploadResult } from 'contract/customer-upload';
import { SavedNotice } from 'src/features/direct-entry/components/saved-notice';
import { renderWithProviders } from '../render';

// The notice after a direct entry or a correction is saved: the upload's number and a way there.

describe('SavedNotice', () => {
  it("names the upload and opens its page under the upload type's imports", async () => {
    const saved = { uploadId: 31 } as UploadResult;
    const { router, user } = renderWithProviders(<SavedNotice saved={saved} uploadType="ETAX" />);
    expect(screen.getByRole('alert')).toHaveTextContent('บันทึกเอกสารเป็นรายการนำเข้าเลขที่ 31 แล้ว');
    await user.click(screen.getByRole('button', { name: 'ดูรายการนำเข้า' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/import/etax/31'));
  });
});
