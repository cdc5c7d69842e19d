import type { Rect } from '../diff/compare.js';
import type { LaidOutElement, PageLayout } from './layout.js';

export type DifferenceKind = 'missing' | 'size' | 'position' | 'wrap';

/** Something laid out differently in two engines that a person would notice. */
export interface LayoutDifference {
  selector: string;
  kind: DifferenceKind;
  /** The element's own text, to recognise it. */
  text: string;
  /** Its box in each engine (null where it is not shown), in page coordinates. */
  boxes: [Rect | null, Rect | null];
  /** What differs, in words and pixels. */
  detail: string;
}

/**
 * How far two boxes may differ and still be the same layout: half the font size, or 5 % of the
 * box, whichever is larger. Engines shape the same text a pixel or two apart, and a long box
 * accumulates that; a box that moved or changed size by more is laid out differently.
 */
function tolerance(fontSize: number, size: number): number {
  return Math.max(fontSize / 2, 0.05 * size);
}

const round = (r: Rect): Rect => ({
  x: Math.round(r.x),
  y: Math.round(r.y),
  width: Math.round(r.width),
  height: Math.round(r.height),
});

interface Pair {
  a: LaidOutElement;
  b: LaidOutElement;
  parentA: LaidOutElement | null;
  parentB: LaidOutElement | null;
}

/** The difference of one element present in both, if beyond tolerance. */
function differenceOf({ a, b, parentA, parentB }: Pair): LayoutDifference | null {
  const fontSize = Math.max(a.fontSize, b.fontSize);
  const boxes: [Rect, Rect] = [round(a.box), round(b.box)];
  const dw = b.box.width - a.box.width;
  const dh = b.box.height - a.box.height;
  if (
    Math.abs(dw) > tolerance(fontSize, Math.max(a.box.width, b.box.width)) ||
    Math.abs(dh) > tolerance(fontSize, Math.max(a.box.height, b.box.height))
  ) {
    return {
      selector: a.selector,
      kind: 'size',
      text: a.text,
      boxes,
      detail: `${boxes[0].width}×${boxes[0].height} px against ${boxes[1].width}×${boxes[1].height} px`,
    };
  }
  if (a.lines > 0 && b.lines > 0 && a.lines !== b.lines) {
    return {
      selector: a.selector,
      kind: 'wrap',
      text: a.text,
      boxes,
      detail: `its text takes ${a.lines} line(s) against ${b.lines}`,
    };
  }
  // Where it sits in its parent: a parent that moved carries its children along.
  const dx = b.box.x - (parentB?.box.x ?? 0) - (a.box.x - (parentA?.box.x ?? 0));
  const dy = b.box.y - (parentB?.box.y ?? 0) - (a.box.y - (parentA?.box.y ?? 0));
  const within = parentA?.box ?? a.box;
  if (Math.abs(dx) > tolerance(fontSize, within.width) || Math.abs(dy) > tolerance(fontSize, within.height)) {
    return {
      selector: a.selector,
      kind: 'position',
      text: a.text,
      boxes,
      detail: `${Math.round(Math.abs(dx))} px ${dx > 0 ? 'right' : 'left'}, ${Math.round(Math.abs(dy))} px ${dy > 0 ? 'lower' : 'higher'} within its parent`,
    };
  }
  return null;
}

/**
 * The elements of a page laid out differently in two engines: shown in one only, resized beyond
 * tolerance, their text wrapping on another number of lines, or moved within their parent. Masked
 * elements are left out. A box that only follows another is not reported again: a child resized
 * like its parent, or a parent whose height follows content already reported.
 */
export function compareLayouts(first: PageLayout, second: PageLayout, limit = 50): LayoutDifference[] {
  const inFirst = new Map(first.elements.map((e) => [e.selector, e]));
  const inSecond = new Map(second.elements.map((e) => [e.selector, e]));
  // Every difference, masked elements' too: what a masked element pushes along is not reported.
  const found = new Map<string, LayoutDifference>();
  const masked = new Set<string>();
  const parentOf = (layout: PageLayout, e: LaidOutElement) => layout.elements[e.parent] ?? null;
  const missing = (e: LaidOutElement, layout: PageLayout, boxes: LayoutDifference['boxes']) => {
    // Only where it starts: what is inside a missing element is missing with it.
    const parent = parentOf(layout, e);
    if (parent && found.get(parent.selector)?.kind === 'missing') return;
    found.set(e.selector, {
      selector: e.selector,
      kind: 'missing',
      text: e.text,
      boxes,
      detail: `shown in ${layout.engine} only`,
    });
  };
  for (const a of first.elements) {
    const b = inSecond.get(a.selector);
    if (a.masked || b?.masked) masked.add(a.selector);
    if (!a.visible && !b?.visible) continue;
    if (!b?.visible) missing(a, first, [round(a.box), null]);
    else if (!a.visible) missing(b, second, [null, round(b.box)]);
    else {
      const difference = differenceOf({ a, b, parentA: parentOf(first, a), parentB: parentOf(second, b) });
      if (difference) found.set(a.selector, difference);
    }
  }
  for (const b of second.elements) {
    if (!b.visible || inFirst.has(b.selector)) continue;
    if (b.masked) masked.add(b.selector);
    missing(b, second, [null, round(b.box)]);
  }
  return [...found.values()]
    .filter((d) => !masked.has(d.selector) && !follows(d, found, [first, second]))
    .slice(0, limit);
}

/**
 * Whether a difference only follows another: an element pushed along by a difference before it in
 * its parent (a notice shown above it, a sibling grown taller); resized as its parent was (the same
 * change in width and height); or a box whose height alone changed around a difference inside it.
 */
function follows(d: LayoutDifference, found: Map<string, LayoutDifference>, layouts: PageLayout[]): boolean {
  const where = (selector: string) => {
    for (const layout of layouts) {
      const index = layout.elements.findIndex((e) => e.selector === selector);
      if (index >= 0) return { layout, index, element: layout.elements[index] };
    }
    return null;
  };
  const self = where(d.selector);
  if (!self) return false;
  const others = [...found.values()].filter((x) => x !== d);
  if (d.kind === 'position') {
    const parent = self.layout.elements[self.element.parent]?.selector;
    return others.some((x) => {
      const other = where(x.selector);
      const otherParent = other?.layout.elements[other.element.parent]?.selector;
      return other !== null && otherParent === parent && other.index < self.index && x.kind !== 'position';
    });
  }
  if (d.kind !== 'size' || !d.boxes[0] || !d.boxes[1]) return false;
  const delta = (x: LayoutDifference) =>
    x.boxes[0] && x.boxes[1]
      ? { w: x.boxes[1].width - x.boxes[0].width, h: x.boxes[1].height - x.boxes[0].height }
      : null;
  const own = delta(d)!;
  const parent = self.layout.elements[self.element.parent];
  const parentFound = parent && found.get(parent.selector);
  const parentDelta = parentFound && delta(parentFound);
  const slack = self.element.fontSize;
  if (parentDelta && Math.abs(parentDelta.w - own.w) <= slack && Math.abs(parentDelta.h - own.h) <= slack)
    return true;
  if (Math.abs(own.w) > slack) return false;
  const inside = (x: LayoutDifference) => {
    const other = where(x.selector);
    for (let e = other?.element; other && e && e.parent >= 0; ) {
      e = other.layout.elements[e.parent];
      if (e?.selector === d.selector) return true;
    }
    return false;
  };
  return others.some(inside);
}
