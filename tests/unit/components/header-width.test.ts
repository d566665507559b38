import { createTheme } from '@mui/material/styles';
import { typography } from 'src/theme/typography';

// The grid's columns are at least as wide as their headers (issue 19: "Provinc…" at 1440 px).
// jsdom cannot measure text: a canvas that gives 7 px a character stands in for the browser's.

class FakeCanvas {
  getContext() {
    return { font: '', measureText: (text: string) => ({ width: text.length * 7 }) };
  }
}

describe('headerMinWidth', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the title in the header font, plus the padding, plus the sort button when sortable', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    const { headerFont, headerMinWidth } = await import('src/components/data-table/header-width');
    const font = headerFont(createTheme({ typography }));
    expect(font).toBe('600 14px "LINE Seed Sans TH", "Anuphan Variable", "Noto Sans Thai", sans-serif');
    expect(headerMinWidth('Province', false, font)).toBe(8 * 7 + 24);
    expect(headerMinWidth('Province', true, font)).toBe(8 * 7 + 24 + 30);
  });

  it('is 0 where nothing can measure text, so the column keeps its own minimum', async () => {
    const { headerMinWidth } = await import('src/components/data-table/header-width');
    expect(headerMinWidth('Province', true, '600 14px sans-serif')).toBe(0);
  });
});
