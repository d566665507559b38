// Draws the seed images of the landing page (abstract artwork, no text) with ImageMagick 6 and
// cwebp. Run ONCE by hand when the artwork changes; the .webp files it writes are committed and
// the seed reads them (server/db/seed/landing.ts) — nothing here runs at server start.
//
//   apt-get install -y imagemagick webp
//   npx tsx server/db/seed/landing-images/generate.ts
//
// ImageMagick 6.9.11 closes stroked `path`/`bezier` shapes, so curves are drawn as polylines of
// sampled Bézier points instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// Debian's binaries, not a stand-in that may come first on PATH.
const CONVERT = '/usr/bin/convert';
const CWEBP = '/usr/bin/cwebp';

type Point = [number, number];

const f = (n: number) => n.toFixed(1);

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 48): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
      u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1],
    ]);
  }
  return out;
}

// ---------------------------------------------------------------- primitives (IM -draw strings)

const circle = (cx: number, cy: number, r: number, fill: string) =>
  `fill ${fill} stroke none circle ${f(cx)},${f(cy)} ${f(cx + r)},${f(cy)}`;
const ring = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  `fill none stroke ${stroke} stroke-width ${width} circle ${f(cx)},${f(cy)} ${f(cx + r)},${f(cy)}`;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string) =>
  `fill ${fill} stroke none roundrectangle ${f(x)},${f(y)} ${f(x + w)},${f(y + h)} ${r},${r}`;
const line = (points: Point[], stroke: string, width: number) =>
  `fill none stroke ${stroke} stroke-width ${width} stroke-linecap round stroke-linejoin round polyline ${points
    .map(([x, y]) => `${f(x)},${f(y)}`)
    .join(' ')}`;
const polygon = (points: Point[], fill: string) =>
  `fill ${fill} stroke none polygon ${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}`;

// ---------------------------------------------------------------- motifs

/** A sheet of paper with placeholder bars for text lines (no real text). */
function documentSheet(x: number, y: number, w: number, h: number, accent: string): string[] {
  const bars: string[] = [];
  const pad = w * 0.12;
  bars.push(rect(x, y, w, h, 14, 'rgba(255,255,255,0.94)'));
  bars.push(rect(x + pad, y + pad, w * 0.42, h * 0.06, 6, accent));
  for (let i = 0; i < 5; i++) {
    const width = i % 2 === 0 ? w - 2 * pad : (w - 2 * pad) * 0.72;
    bars.push(rect(x + pad, y + pad + h * 0.16 + i * h * 0.1, width, h * 0.035, 4, 'rgba(40,60,80,0.18)'));
  }
  bars.push(rect(x + w - pad - w * 0.3, y + h - pad - h * 0.07, w * 0.3, h * 0.07, 6, accent));
  return bars;
}

function checkBadge(cx: number, cy: number, r: number, fill: string): string[] {
  return [
    circle(cx, cy, r, fill),
    line(
      [
        [cx - r * 0.42, cy + r * 0.02],
        [cx - r * 0.1, cy + r * 0.34],
        [cx + r * 0.46, cy - r * 0.3],
      ],
      'white',
      Math.max(4, r * 0.16),
    ),
  ];
}

function medal(cx: number, cy: number, r: number, gold: string): string[] {
  return [
    polygon(
      [
        [cx - r * 0.9, cy - r * 2.4],
        [cx - r * 0.35, cy - r * 2.4],
        [cx + r * 0.2, cy - r * 0.6],
        [cx - r * 0.3, cy - r * 0.5],
      ],
      'rgba(229,57,53,0.95)',
    ),
    polygon(
      [
        [cx + r * 0.9, cy - r * 2.4],
        [cx + r * 0.35, cy - r * 2.4],
        [cx - r * 0.2, cy - r * 0.6],
        [cx + r * 0.3, cy - r * 0.5],
      ],
      'rgba(30,136,229,0.95)',
    ),
    circle(cx, cy, r, gold),
    ring(cx, cy, r * 0.72, 'rgba(255,255,255,0.7)', Math.max(3, r * 0.08)),
    polygon(star(cx, cy, r * 0.42, r * 0.18), 'rgba(255,255,255,0.9)'),
  ];
}

function star(cx: number, cy: number, outer: number, inner: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points;
}

function stopwatch(cx: number, cy: number, r: number, stroke: string): string[] {
  return [
    circle(cx, cy, r, 'rgba(255,255,255,0.92)'),
    ring(cx, cy, r, stroke, Math.max(6, r * 0.1)),
    rect(cx - r * 0.16, cy - r * 1.36, r * 0.32, r * 0.26, 5, stroke),
    line(
      [
        [cx, cy],
        [cx + r * 0.45, cy - r * 0.5],
      ],
      stroke,
      Math.max(5, r * 0.08),
    ),
    circle(cx, cy, r * 0.08, stroke),
  ];
}

function pin(cx: number, cy: number, r: number, fill: string): string[] {
  return [
    polygon(
      [
        [cx - r * 0.8, cy + r * 0.5],
        [cx, cy + r * 2],
        [cx + r * 0.8, cy + r * 0.5],
      ],
      fill,
    ),
    circle(cx, cy, r, fill),
    circle(cx, cy, r * 0.4, 'white'),
  ];
}

function envelope(x: number, y: number, w: number, h: number, fill: string, stroke: string): string[] {
  return [
    rect(x, y, w, h, 12, fill),
    line(
      [
        [x + 8, y + 10],
        [x + w / 2, y + h * 0.55],
        [x + w - 8, y + 10],
      ],
      stroke,
      Math.max(4, w * 0.025),
    ),
  ];
}

/** Running-track lanes sweeping across the picture. */
function lanes(w: number, h: number, count: number, stroke: string, startY: number, gap: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const dy = i * gap;
    out.push(
      line(
        cubic(
          [-40, startY + dy],
          [w * 0.3, startY - h * 0.35 + dy],
          [w * 0.6, startY + h * 0.25 + dy],
          [w + 40, startY - h * 0.3 + dy],
        ),
        stroke,
        6,
      ),
    );
  }
  return out;
}

function dots(w: number, h: number, fill: string, seed: number, count: number): string[] {
  // A tiny linear congruential generator: the same picture on every run.
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => circle(next() * w, next() * h, 3 + next() * 6, fill));
}

// ---------------------------------------------------------------- the pictures

interface Picture {
  name: string;
  width: number;
  height: number;
  from: string;
  to: string;
  angle: number;
  shapes: string[];
  quality: number;
}

const BANNER = { width: 1600, height: 700, quality: 72 };
const CARD = { width: 800, height: 500, quality: 74 };

const pictures: Picture[] = [
  {
    name: 'banner-running-events',
    ...BANNER,
    from: '#053B3F',
    to: '#00A76F',
    angle: 120,
    shapes: [
      circle(1300, 170, 260, 'rgba(255,255,255,0.08)'),
      circle(1380, 120, 120, 'rgba(255,213,79,0.85)'),
      ...lanes(1600, 700, 4, 'rgba(255,255,255,0.28)', 600, 34),
      ...dots(1600, 700, 'rgba(255,255,255,0.18)', 7, 28),
      ...medal(1160, 520, 70, 'rgba(255,193,7,0.95)'),
    ],
  },
  {
    name: 'banner-etax-service',
    ...BANNER,
    from: '#0D1B4C',
    to: '#1E88E5',
    angle: 135,
    shapes: [
      circle(260, 640, 300, 'rgba(255,255,255,0.06)'),
      circle(1450, 90, 200, 'rgba(255,255,255,0.07)'),
      ...documentSheet(980, 150, 300, 400, 'rgba(30,136,229,0.85)'),
      ...documentSheet(1080, 110, 300, 400, 'rgba(0,167,111,0.85)'),
      ...envelope(1290, 430, 200, 130, 'rgba(255,255,255,0.92)', 'rgba(13,27,76,0.55)'),
      ...checkBadge(1380, 160, 52, 'rgba(0,167,111,1)'),
      ...dots(1600, 700, 'rgba(255,255,255,0.14)', 11, 24),
    ],
  },
  {
    name: 'banner-organizer-tools',
    ...BANNER,
    from: '#4A148C',
    to: '#FF7043',
    angle: 110,
    shapes: [
      circle(1250, 350, 330, 'rgba(255,255,255,0.07)'),
      ...stopwatch(1060, 380, 140, 'rgba(74,20,140,0.9)'),
      ...medal(1380, 470, 86, 'rgba(255,202,40,0.97)'),
      ...lanes(1600, 700, 3, 'rgba(255,255,255,0.22)', 660, 30),
      ...dots(1600, 700, 'rgba(255,255,255,0.16)', 19, 26),
    ],
  },
  {
    name: 'product-event-calendar',
    ...CARD,
    from: '#00695C',
    to: '#26A69A',
    angle: 135,
    shapes: [
      rect(190, 80, 420, 340, 22, 'rgba(255,255,255,0.95)'),
      rect(190, 80, 420, 70, 22, 'rgba(255,112,67,0.95)'),
      ...Array.from({ length: 15 }, (_, i) =>
        rect(
          220 + (i % 5) * 76,
          175 + Math.floor(i / 5) * 76,
          56,
          56,
          10,
          [3, 8, 11].includes(i) ? 'rgba(0,167,111,0.9)' : 'rgba(38,166,154,0.16)',
        ),
      ),
      ...dots(800, 500, 'rgba(255,255,255,0.18)', 23, 14),
    ],
  },
  {
    name: 'product-virtual-run',
    ...CARD,
    from: '#1A237E',
    to: '#00ACC1',
    angle: 125,
    shapes: [
      line(cubic([80, 420], [260, 120], [480, 520], [720, 110]), 'rgba(255,255,255,0.85)', 10),
      line(cubic([80, 440], [300, 200], [520, 560], [740, 170]), 'rgba(255,255,255,0.25)', 6),
      ...pin(80, 380, 28, 'rgba(255,112,67,1)'),
      ...pin(720, 70, 28, 'rgba(0,230,118,1)'),
      ...dots(800, 500, 'rgba(255,255,255,0.2)', 29, 18),
    ],
  },
  {
    name: 'product-race-timing',
    ...CARD,
    from: '#BF360C',
    to: '#FFB300',
    angle: 120,
    shapes: [
      circle(620, 110, 150, 'rgba(255,255,255,0.1)'),
      ...stopwatch(310, 270, 130, 'rgba(191,54,12,0.95)'),
      ...medal(590, 330, 70, 'rgba(255,235,59,0.97)'),
      ...dots(800, 500, 'rgba(255,255,255,0.2)', 31, 14),
    ],
  },
  {
    name: 'product-etax-invoice',
    ...CARD,
    from: '#004D40',
    to: '#00A76F',
    angle: 140,
    shapes: [
      circle(130, 420, 160, 'rgba(255,255,255,0.07)'),
      ...documentSheet(250, 60, 260, 360, 'rgba(0,167,111,0.9)'),
      ...envelope(470, 270, 210, 140, 'rgba(255,255,255,0.95)', 'rgba(0,77,64,0.6)'),
      ...checkBadge(510, 110, 44, 'rgba(255,179,0,1)'),
    ],
  },
  {
    name: 'product-edocument-delivery',
    ...CARD,
    from: '#311B92',
    to: '#5C6BC0',
    angle: 130,
    shapes: [
      ...envelope(150, 200, 230, 150, 'rgba(255,255,255,0.95)', 'rgba(49,27,146,0.6)'),
      line(cubic([400, 280], [480, 160], [560, 300], [620, 170]), 'rgba(255,255,255,0.5)', 5),
      polygon(
        [
          [600, 120],
          [720, 90],
          [650, 200],
          [630, 160],
        ],
        'rgba(255,255,255,0.95)',
      ),
      polygon(
        [
          [600, 120],
          [630, 160],
          [650, 200],
          [620, 150],
        ],
        'rgba(200,200,255,0.9)',
      ),
      ...dots(800, 500, 'rgba(255,255,255,0.18)', 37, 16),
    ],
  },
  {
    name: 'product-pdf-signature',
    ...CARD,
    from: '#263238',
    to: '#D32F2F',
    angle: 130,
    shapes: [
      circle(660, 420, 180, 'rgba(255,255,255,0.06)'),
      ...documentSheet(230, 50, 280, 390, 'rgba(211,47,47,0.9)'),
      line(
        cubic([270, 360], [320, 290], [360, 400], [420, 330]).concat(
          cubic([420, 330], [450, 300], [470, 380], [500, 340]),
        ),
        'rgba(21,101,192,0.95)',
        5,
      ),
      circle(560, 330, 62, 'rgba(255,193,7,0.97)'),
      ring(560, 330, 46, 'rgba(255,255,255,0.85)', 5),
      polygon(star(560, 330, 26, 11), 'rgba(255,255,255,0.95)'),
    ],
  },
  {
    name: 'about-our-story',
    ...CARD,
    from: '#00796B',
    to: '#7CB342',
    angle: 115,
    shapes: [
      circle(300, 260, 150, 'rgba(255,255,255,0.16)'),
      circle(460, 240, 150, 'rgba(255,255,255,0.14)'),
      circle(380, 130, 90, 'rgba(255,213,79,0.75)'),
      ...lanes(800, 500, 3, 'rgba(255,255,255,0.3)', 470, 22),
    ],
  },
  {
    name: 'about-platform',
    ...CARD,
    from: '#0D47A1',
    to: '#26C6DA',
    angle: 135,
    shapes: (() => {
      const nodes: Point[] = [
        [180, 150],
        [360, 100],
        [560, 170],
        [250, 330],
        [470, 360],
        [650, 320],
      ];
      const edges: [number, number][] = [
        [0, 1],
        [1, 2],
        [0, 3],
        [1, 4],
        [2, 5],
        [3, 4],
        [4, 5],
        [1, 3],
      ];
      return [
        ...edges.map(([a, b]) => line([nodes[a]!, nodes[b]!], 'rgba(255,255,255,0.5)', 4)),
        ...nodes.map(([x, y], i) =>
          circle(x, y, i === 1 ? 34 : 24, i === 1 ? 'rgba(255,213,79,0.95)' : 'rgba(255,255,255,0.92)'),
        ),
      ];
    })(),
  },
  {
    name: 'about-security',
    ...CARD,
    from: '#1B5E20',
    to: '#00897B',
    angle: 125,
    shapes: [
      polygon(
        [
          [400, 70],
          [540, 120],
          [530, 290],
          [400, 420],
          [270, 290],
          [260, 120],
        ],
        'rgba(255,255,255,0.92)',
      ),
      ...checkBadge(400, 240, 70, 'rgba(0,167,111,1)'),
      ...dots(800, 500, 'rgba(255,255,255,0.16)', 43, 16),
    ],
  },
];

function render(picture: Picture, workDir: string): void {
  const png = path.join(workDir, `${picture.name}.png`);
  const args = [
    '-size',
    `${picture.width}x${picture.height}`,
    '-define',
    `gradient:angle=${picture.angle}`,
    `gradient:${picture.from}-${picture.to}`,
    ...picture.shapes.flatMap((shape) => ['-draw', shape]),
    '-strip',
    png,
  ];
  execFileSync(CONVERT, args);
  const out = path.join(here, `${picture.name}.webp`);
  execFileSync(CWEBP, [
    '-quiet',
    '-q',
    String(picture.quality),
    '-m',
    '6',
    '-metadata',
    'none',
    png,
    '-o',
    out,
  ]);
  console.log(`${picture.name}.webp ${picture.width}x${picture.height} ${statSync(out).size} bytes`);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'landing-images-'));
try {
  for (const picture of pictures) render(picture, workDir);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
