import type { PanelShape } from '../schema';
import type { Box } from './canvas';

const f = (n: number) => n.toFixed(1);

/** The outline of a panel of this shape filling `box`, with the given SVG attributes. */
export function shapeElement(shape: PanelShape, box: Box, attributes: string): string {
  const { x, y, w, h } = box;
  switch (shape) {
    case 'rectangle':
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="2" ${attributes}/>`;
    case 'rounded': {
      const r = Math.min(w, h) * 0.14;
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" ${attributes}/>`;
    }
    case 'circle':
      return `<ellipse cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" rx="${f(w / 2)}" ry="${f(h / 2)}" ${attributes}/>`;
    case 'hexagon': {
      const points = [
        [x + w / 4, y],
        [x + (3 * w) / 4, y],
        [x + w, y + h / 2],
        [x + (3 * w) / 4, y + h],
        [x + w / 4, y + h],
        [x, y + h / 2],
      ];
      return `<polygon points="${points.map(([px = 0, py = 0]) => `${f(px)},${f(py)}`).join(' ')}" ${attributes}/>`;
    }
  }
}

/** A box of this shape's natural proportions, centred on (cx, cy), `size` wide. */
export function boxFor(
  shape: PanelShape,
  cx: number,
  cy: number,
  size: number,
  aspect = 0.62,
): Box {
  const h =
    shape === 'circle' ? size : shape === 'hexagon' ? (size * Math.sqrt(3)) / 2 : size * aspect;
  return { x: cx - size / 2, y: cy - h / 2, w: size, h };
}
