import { inlinedLandingData, parseLandingData } from 'src/features/landing/api/landing-data';
import { banners, fullContent, inlineLandingData, statCounters } from './landing-fixtures';

// The content the server inlines into `/` (contract LANDING_DATA_ELEMENT_ID): read once, and
// anything unreadable counts as "not inlined", so the page falls back to the list calls.

afterEach(() => document.getElementById('landing-data')?.remove());

describe('parseLandingData', () => {
  it('reads every list of the inlined content', () => {
    expect(parseLandingData(JSON.stringify(fullContent))).toEqual(fullContent);
  });

  it.each([
    ['empty text', ''],
    ['bad JSON', '{"banners": ['],
    ['a JSON array', '[]'],
    ['a JSON string', '"banners"'],
    ['null', 'null'],
  ])('treats %s as no inlined content', (_, text) => {
    expect(parseLandingData(text)).toBeUndefined();
  });

  it('leaves out a list that is not an array, so the page asks for that one', () => {
    const data = parseLandingData(JSON.stringify({ banners, products: { broken: true }, aboutUs: null }));
    expect(data).toEqual({ banners });
    expect(data).not.toHaveProperty('products');
    expect(data).not.toHaveProperty('aboutUs');
  });

  it('drops malformed entries and keeps the good ones', () => {
    const data = parseLandingData(
      JSON.stringify({
        banners: [banners[0], { id: 'x', titleTh: 1 }, null, 'text'],
        statCounters: [statCounters[0], { id: 2, labelTh: 'no value', labelEn: 'no value' }],
      }),
    );
    expect(data).toEqual({ banners: [banners[0]], statCounters: [statCounters[0]] });
  });
});

describe('inlinedLandingData', () => {
  it('is undefined when the page carries no content (vite dev, preview)', () => {
    expect(inlinedLandingData()).toBeUndefined();
  });

  it('parses the element once and reuses the result', () => {
    const parse = vi.spyOn(JSON, 'parse');
    inlineLandingData(JSON.stringify({ banners }));

    const first = inlinedLandingData();
    const second = inlinedLandingData();

    expect(first).toEqual({ banners });
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('never throws on a broken element', () => {
    inlineLandingData('<not json>');
    expect(inlinedLandingData()).toBeUndefined();
  });
});
