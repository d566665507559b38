import {
  centredOn,
  clampBox,
  freeSpot,
  overlaps,
  MAX_SCALE,
  moveBox,
  resizeBox,
  roundPoints,
  scaleFor,
} from 'src/features/pdf-template/components/designer/geometry';

const page = { width: 400, height: 600 };
const box = { x: 100, y: 50, width: 110, height: 14 };

describe('designer geometry', () => {
  it('moves a box and stops it at every edge of the page', () => {
    expect(moveBox(box, 5, -3, page)).toEqual({ ...box, x: 105, y: 47 });
    expect(moveBox(box, -500, -500, page)).toEqual({ ...box, x: 0, y: 0 });
    expect(moveBox(box, 500, 900, page)).toEqual({ ...box, x: 290, y: 586 });
  });

  it('resizes from the top-left corner, never past the page nor under the smallest box', () => {
    expect(resizeBox(box, 10, 6, page)).toEqual({ ...box, width: 120, height: 20 });
    expect(resizeBox(box, 1000, 1000, page)).toEqual({ ...box, width: 300, height: 550 });
    expect(resizeBox(box, -1000, -1000, page)).toEqual({ ...box, width: 4, height: 4 });
  });

  it('shrinks a box larger than its page to the page, then moves it inside', () => {
    expect(clampBox({ x: 50, y: 50, width: 500, height: 700 }, page)).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 600,
    });
    // What else the box carries is kept.
    expect(clampBox({ ...box, id: 'a', x: -1 }, page)).toEqual({ ...box, id: 'a', x: 0 });
  });

  it('keeps points to one decimal', () => {
    expect(roundPoints(0.1 + 0.2)).toBe(0.3);
    expect(moveBox({ ...box, x: 10.04 }, 0.02, 0, page).x).toBe(10.1);
  });

  it('centres a size on the page', () => {
    expect(centredOn(page, { width: 80, height: 14 })).toEqual({ x: 160, y: 293 });
  });

  it('scales the page to the width given, never above twice its size', () => {
    expect(scaleFor(800, 400)).toBe(2);
    expect(scaleFor(595, 595)).toBe(1);
    expect(scaleFor(297.5, 595)).toBe(0.5);
    expect(scaleFor(5000, 400)).toBe(MAX_SCALE);
    expect(scaleFor(0, 400)).toBe(1);
  });

  it('places a new field where no field is: the start, else the nearest free spot down or up the page', () => {
    const size = { width: 110, height: 14 };
    const start = { x: 145, y: 293 };
    expect(freeSpot(start, size, [], page)).toEqual(start);
    const first = { ...start, ...size };
    const second = { ...size, ...freeSpot(start, size, [first], page) };
    expect(second).toEqual({ ...size, x: 145, y: 311 });
    const third = { ...size, ...freeSpot(start, size, [first, second], page) };
    expect(third).toEqual({ ...size, x: 145, y: 275 });
    for (const [a, b] of [
      [first, second],
      [first, third],
      [second, third],
    ] as const) {
      expect(overlaps(a, b)).toBe(false);
    }
  });

  it("places a table's field along its row, and never on a taken corner of a full page", () => {
    const size = { width: 60, height: 14 };
    const taken = [{ x: 170, y: 100, ...size }];
    expect(freeSpot({ x: 170, y: 100 }, size, taken, page, 'row')).toEqual({ x: 234, y: 100 });
    const wall = { x: 0, y: 0, ...page };
    const spot = freeSpot({ x: 10, y: 10 }, size, [wall, { x: 10, y: 10, ...size }], page);
    expect(spot).not.toEqual({ x: 10, y: 10 });
  });
});
