import { PNG } from 'pngjs';
import type { RgbaImage } from './compare.js';

export function decodePng(bytes: Uint8Array): RgbaImage {
  const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return {
    data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength),
    width: png.width,
    height: png.height,
  };
}

/** Diff images are mostly flat colour: no filter and a middle deflate level are fast and small. */
export function encodePng(image: RgbaImage): Buffer {
  return PNG.sync.write(
    {
      width: image.width,
      height: image.height,
      data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    } as PNG,
    { deflateLevel: 6, filterType: 0 },
  );
}

/** Width and height from the IHDR chunk, without decoding. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
