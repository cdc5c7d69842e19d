import type { Rect } from '../diff/compare.js';
import { decodePng, encodePng } from '../diff/png.js';

const OUTLINE = [230, 0, 126];
const WIDTH = 3;

/** The screenshot with each box outlined (magenta, 3 px, drawn inside the box where it reaches the edge). */
export function outlineBoxes(png: Buffer, boxes: Rect[]): Buffer {
  const image = decodePng(png);
  const { width, height, data } = image;
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    data[i] = OUTLINE[0];
    data[i + 1] = OUTLINE[1];
    data[i + 2] = OUTLINE[2];
    data[i + 3] = 255;
  };
  for (const box of boxes) {
    const x0 = Math.max(0, Math.round(box.x));
    const y0 = Math.max(0, Math.round(box.y));
    const x1 = Math.min(width - 1, Math.round(box.x + box.width) - 1);
    const y1 = Math.min(height - 1, Math.round(box.y + box.height) - 1);
    for (let t = 0; t < WIDTH; t++) {
      for (let x = x0; x <= x1; x++) {
        paint(x, y0 + t);
        paint(x, y1 - t);
      }
      for (let y = y0; y <= y1; y++) {
        paint(x0 + t, y);
        paint(x1 - t, y);
      }
    }
  }
  return encodePng({ width, height, data });
}
