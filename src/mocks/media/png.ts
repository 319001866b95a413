/**
 * A tiny PNG writer for the fake shop's sample photos (seeded uploads, stories, tests): real,
 * decodable PNG files drawn from a colour scheme, without a canvas, so it runs in Node and in the
 * browser alike. The image data is stored uncompressed (deflate "stored" blocks), so the file size
 * is predictable: about width x height x 3 bytes.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(uint32(data.length), 0);
  out.set(typed, 4);
  out.set(uint32(crc32(typed)), 8 + data.length);
  return out;
}

/** zlib stream of `raw` in stored (uncompressed) deflate blocks of at most 65535 bytes. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const start = block * 65535;
    const length = Math.min(65535, raw.length - start);
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = length & 0xff;
    out[at + 2] = (length >>> 8) & 0xff;
    out[at + 3] = ~length & 0xff;
    out[at + 4] = (~length >>> 8) & 0xff;
    out.set(raw.subarray(start, start + length), at + 5);
    at += 5 + length;
  }
  out.set(uint32(adler32(raw)), at);
  return out;
}

export interface SamplePhotoOptions {
  width: number;
  height: number;
  /** Sky, ground and the trailer-hitch ball colours as [r, g, b]. */
  sky?: readonly [number, number, number];
  ground?: readonly [number, number, number];
  ball?: readonly [number, number, number];
}

/**
 * A sample photo as PNG bytes: a sky-to-ground gradient with a hitch ball in the middle (so a
 * preview is recognisable and two samples with different colours are told apart).
 */
export function samplePhotoPng({
  width,
  height,
  sky = [120, 170, 220],
  ground = [90, 80, 70],
  ball = [200, 200, 205],
}: SamplePhotoOptions): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3));
  const horizon = Math.round(height * 0.6);
  const radius = Math.min(width, height) * 0.18;
  const cx = width / 2;
  const cy = horizon - radius * 0.6;
  let at = 0;
  for (let y = 0; y < height; y += 1) {
    raw[at] = 0;
    at += 1;
    const base = y < horizon ? sky : ground;
    const shade = y < horizon ? 1 - (y / horizon) * 0.35 : 0.8 + ((y - horizon) / height) * 0.4;
    for (let x = 0; x < width; x += 1) {
      const inBall = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      const colour = inBall ? ball : base;
      const light = inBall ? 1.1 - (y - (cy - radius)) / (4 * radius) : shade;
      raw[at] = Math.min(255, Math.round(colour[0] * light));
      raw[at + 1] = Math.min(255, Math.round(colour[1] * light));
      raw[at + 2] = Math.min(255, Math.round(colour[2] * light));
      at += 3;
    }
  }
  const header = new Uint8Array([...uint32(width), ...uint32(height), 8, 2, 0, 0, 0]);
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The bytes as a data: URL (for stories and views rendered without the fake shop). */
export function pngDataUrl(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
