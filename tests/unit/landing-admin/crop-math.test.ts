import { cropRect, panned, placement } from 'src/features/landing-admin/components/image-field/crop-math';

const BANNER = { width: 1600, height: 700 };

describe('crop math', () => {
  it('keeps the largest part of the target shape at zoom 1, centred, whatever the source shape', () => {
    // A tall photo: full width, a centred band.
    expect(cropRect({ width: 1600, height: 2000 }, BANNER, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({
      x: 0,
      y: 650,
      width: 1600,
      height: 700,
    });
    // A very wide one: full height, a centred slice.
    const wide = cropRect({ width: 4000, height: 700 }, BANNER, { zoom: 1, x: 0.5, y: 0.5 });
    expect(wide).toEqual({ x: 1200, y: 0, width: 1600, height: 700 });
  });

  it('zooms into the chosen corner and never beyond the picture', () => {
    const rect = cropRect({ width: 1600, height: 1400 }, BANNER, { zoom: 2, x: 1, y: 0 });
    expect(rect).toEqual({ x: 800, y: 0, width: 800, height: 350 });
    // Out-of-range values are held at the edges.
    expect(cropRect({ width: 1600, height: 1400 }, BANNER, { zoom: 9, x: -1, y: 3 })).toEqual(
      cropRect({ width: 1600, height: 1400 }, BANNER, { zoom: 4, x: 0, y: 1 }),
    );
  });

  it('draws the source so the frame shows the crop, and pans with the pointer without leaving a gap', () => {
    const source = { width: 1600, height: 1400 };
    const place = placement(source, { x: 800, y: 0, width: 800, height: 350 });
    expect([place.width, place.left, place.top + 0]).toEqual([200, -100, 0]);
    // Dragging right by half the frame shows more of the left; the band cannot move sideways at zoom 1.
    const view = { zoom: 2, x: 1, y: 0.5 };
    expect(panned(source, BANNER, view, 0.5, 0).x).toBeCloseTo(0.5);
    expect(panned(source, BANNER, { zoom: 1, x: 0.5, y: 0.5 }, 0.5, 0).x).toBe(0.5);
    expect(panned(source, BANNER, view, -3, 0).x).toBe(1);
  });
});
