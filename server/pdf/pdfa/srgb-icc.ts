// An sRGB ICC profile (ICC.1:2001-04, version 2.1, display class, matrix/TRC) built in code: the
// OutputIntent of a PDF/A file must carry one (ISO 19005-3 §6.2), pdf-lib ships none, and no
// package here has one. Built from the published sRGB numbers (IEC 61966-2-1) — no file to
// license or keep, and the same bytes every time.

/** The profile's description; the OutputIntent names it the same way. */
export const SRGB_PROFILE_NAME = 'sRGB IEC61966-2.1';

const COPYRIGHT = 'No copyright, use freely';

/**
 * The colorants adapted to the D50 profile connection space (Bradford), and the media white
 * point D65, as the sRGB profiles in common use state them.
 */
const RED_XYZ = [0.436066, 0.222488, 0.013916] as const;
const GREEN_XYZ = [0.385147, 0.716873, 0.097076] as const;
const BLUE_XYZ = [0.143066, 0.060608, 0.714096] as const;
const WHITE_XYZ = [0.950455, 1, 1.08905] as const;
/** The profile connection space's illuminant, D50 (ICC header field at 68). */
const D50_XYZ = [0.9642, 1, 0.8249] as const;

/**
 * Points of the sampled transfer curve. Linear interpolation between 256 points is off by less
 * than one step of the table's 16-bit values (the curve bends gently), and costs 512 bytes where
 * the usual 1024 points cost 2 KB in every document.
 */
const CURVE_POINTS = 256;

const HEADER_SIZE = 128;
const TAG_ENTRY_SIZE = 12;

/** The sRGB transfer function (IEC 61966-2-1), encoded value → linear light, both 0…1. */
export function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

class Writer {
  private readonly bytes: number[] = [];

  get length(): number {
    return this.bytes.length;
  }

  u8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  u16(value: number): this {
    return this.u8(value >>> 8).u8(value);
  }

  u32(value: number): this {
    return this.u16(value >>> 16).u16(value & 0xffff);
  }

  ascii(text: string): this {
    for (const char of text) this.u8(char.charCodeAt(0));
    return this;
  }

  zeros(count: number): this {
    for (let i = 0; i < count; i++) this.u8(0);
    return this;
  }

  /** s15Fixed16Number: a signed 32-bit fixed-point number with 16 fraction bits. */
  s15f16(value: number): this {
    return this.u32(Math.round(value * 65536) >>> 0);
  }

  /** Pads to a 4-byte boundary: the ICC format aligns every tag's data. */
  align(): this {
    while (this.bytes.length % 4 !== 0) this.u8(0);
    return this;
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** textDescriptionType (ICC v2): ASCII, an empty Unicode part and an empty ScriptCode part. */
function descTag(text: string): Uint8Array {
  return new Writer()
    .ascii('desc')
    .zeros(4)
    .u32(text.length + 1)
    .ascii(text)
    .u8(0)
    .u32(0)
    .u32(0)
    .u16(0)
    .u8(0)
    .zeros(67)
    .toBytes();
}

function textTag(text: string): Uint8Array {
  return new Writer().ascii('text').zeros(4).ascii(text).u8(0).toBytes();
}

function xyzTag(xyz: readonly [number, number, number]): Uint8Array {
  const writer = new Writer().ascii('XYZ ').zeros(4);
  for (const value of xyz) writer.s15f16(value);
  return writer.toBytes();
}

/** curveType with a sampled table (a v2 profile has no parametric curve). */
function curveTag(): Uint8Array {
  const writer = new Writer().ascii('curv').zeros(4).u32(CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i++) {
    writer.u16(Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 65535));
  }
  return writer.toBytes();
}

function buildProfile(): Uint8Array {
  const curve = curveTag();
  // The three channels share one curve: the format lets tags point at the same data.
  const tags: [string, Uint8Array][] = [
    ['desc', descTag(SRGB_PROFILE_NAME)],
    ['cprt', textTag(COPYRIGHT)],
    ['wtpt', xyzTag(WHITE_XYZ)],
    ['rXYZ', xyzTag(RED_XYZ)],
    ['gXYZ', xyzTag(GREEN_XYZ)],
    ['bXYZ', xyzTag(BLUE_XYZ)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];

  const data = new Writer();
  const placed = new Map<Uint8Array, number>();
  const tableEnd = HEADER_SIZE + 4 + tags.length * TAG_ENTRY_SIZE;
  const entries = tags.map(([signature, bytes]) => {
    let offset = placed.get(bytes);
    if (offset === undefined) {
      data.align();
      offset = tableEnd + data.length;
      placed.set(bytes, offset);
      for (const byte of bytes) data.u8(byte);
    }
    return { signature, offset, size: bytes.length };
  });
  data.align();
  const size = tableEnd + data.length;

  const profile = new Writer()
    .u32(size)
    .zeros(4) // preferred CMM: none
    .u32(0x02100000) // version 2.1.0
    .ascii('mntr')
    .ascii('RGB ')
    .ascii('XYZ ')
    // A fixed creation date keeps the bytes the same from one build to the next.
    .u16(2026)
    .u16(1)
    .u16(1)
    .zeros(6)
    .ascii('acsp')
    .zeros(4) // primary platform: none
    .zeros(4) // flags: not embedded, may be used independently
    .zeros(8) // device manufacturer and model
    .zeros(8) // device attributes: reflective, glossy, positive, colour
    .u32(0) // rendering intent: perceptual
    .s15f16(D50_XYZ[0])
    .s15f16(D50_XYZ[1])
    .s15f16(D50_XYZ[2])
    .zeros(4) // creator
    .zeros(HEADER_SIZE - 84) // profile ID (v4 only) and reserved
    .u32(tags.length);
  for (const entry of entries) profile.ascii(entry.signature).u32(entry.offset).u32(entry.size);
  const bytes = new Uint8Array(size);
  bytes.set(profile.toBytes(), 0);
  bytes.set(data.toBytes(), tableEnd);
  return bytes;
}

let profile: Uint8Array | undefined;

/** The profile's bytes, built once per process (a copy is not made: do not change them). */
export function srgbIccProfile(): Uint8Array {
  return (profile ??= buildProfile());
}
