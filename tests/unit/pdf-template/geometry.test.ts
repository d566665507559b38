import {
  centredOn,
  clampBox,
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
});
