import type { Artwork, PanelShape } from '../schema';
import { type Box, shadow, svgDocument, wall, wallDefs } from './canvas';
import { shade } from './colour';
import { boxFor, shapeElement } from './shapes';
import { faceLight, materialPattern, surfacePattern } from './texture';

type PanelArtwork = Extract<Artwork, { kind: 'panel' }>;
export type PanelView = 'main' | 'set';

const ceilingY = 96;

/** The panel's face with its relief, fibres and light, over a darker edge for its thickness. */
function panel(
  art: PanelArtwork,
  shape: PanelShape,
  box: Box,
  hex: string,
  edge: { dx: number; dy: number },
): string {
  const sides: string[] = [];
  const steps = Math.max(Math.abs(edge.dx), Math.abs(edge.dy));
  for (let i = steps; i > 0; i -= 2) {
    const t = i / steps;
    const at = { ...box, x: box.x + edge.dx * t, y: box.y + edge.dy * t };
    sides.push(shapeElement(shape, at, `fill="${shade(hex, -0.38)}"`));
  }
  const face = (fill: string) => shapeElement(shape, box, `fill="${fill}"`);
  return [
    ...sides,
    face(hex),
    art.surface === 'plain' ? '' : face('url(#surface)'),
    face('url(#material)'),
    face('url(#face-light)'),
  ].join('');
}

function depth(art: PanelArtwork): number {
  return art.material === 'foam' ? 14 : 7;
}

function onWall(art: PanelArtwork, items: { shape: PanelShape; box: Box; hex: string }[]): string {
  const d = depth(art);
  return items
    .map(
      ({ shape, box, hex }) =>
        shadow(shapeElement(shape, box, 'fill="#000"')) +
        panel(art, shape, box, hex, { dx: d * 0.6, dy: d }),
    )
    .join('');
}

function wallScene(art: PanelArtwork, view: PanelView): string {
  const [first = '#888888', second = first, third = second] = art.colours;
  if (view === 'main') {
    const size = art.shape === 'circle' ? 470 : art.shape === 'hexagon' ? 520 : 720;
    return onWall(art, [{ shape: art.shape, box: boxFor(art.shape, 600, 400, size), hex: first }]);
  }
  if (art.shape === 'circle') {
    return onWall(art, [
      { shape: 'circle', box: boxFor('circle', 400, 400, 360), hex: first },
      { shape: 'circle', box: boxFor('circle', 735, 320, 260), hex: second },
      { shape: 'circle', box: boxFor('circle', 820, 590, 190), hex: third },
    ]);
  }
  if (art.shape === 'hexagon') {
    const r = 92;
    const h = Math.sqrt(3) * r;
    const cells: [number, number][] = [
      [0, 0],
      [1.5 * r, -h / 2],
      [1.5 * r, h / 2],
      [0, h],
      [-1.5 * r, h / 2],
      [-1.5 * r, -h / 2],
      [0, -h],
    ];
    const hexes = [first, second, third];
    return onWall(
      art,
      cells.map(([dx, dy], i) => ({
        shape: 'hexagon',
        box: boxFor('hexagon', 600 + dx * 1.04, 400 + dy * 1.04, 2 * r),
        hex: hexes[i % 3] ?? first,
      })),
    );
  }
  return onWall(
    art,
    [first, second, third].map((hex, i) => ({
      shape: art.shape,
      box: { x: 175 + i * 300, y: i === 1 ? 230 : 160, w: 250, h: i === 1 ? 380 : 500 },
      hex,
    })),
  );
}

function ceiling(): string {
  return `${wall()}<rect width="1200" height="${ceilingY}" fill="#faf9f6"/><rect y="${ceilingY}" width="1200" height="4" fill="#000" opacity="0.07"/>`;
}

function cable(x: number, y: number): string {
  return `<line x1="${x.toFixed(1)}" y1="${ceilingY}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#4a4a4a" stroke-width="2"/>`;
}

/** A raft seen from below: the outline flattened, cables up to the ceiling. */
function raft(art: PanelArtwork, box: Box, hex: string): string {
  const flat = { ...box, y: box.y + box.h * 0.35, h: box.h * 0.3 };
  return (
    cable(flat.x + flat.w * 0.18, flat.y + flat.h * 0.3) +
    cable(flat.x + flat.w * 0.82, flat.y + flat.h * 0.3) +
    panel(art, art.shape, flat, hex, { dx: 0, dy: depth(art) + 4 })
  );
}

function ceilingScene(art: PanelArtwork, view: PanelView): string {
  const [first = '#888888', second = first, third = second] = art.colours;
  const rafts =
    view === 'main'
      ? [{ box: boxFor(art.shape, 600, 420, 720), hex: first }]
      : [
          { box: boxFor(art.shape, 330, 330, 400), hex: second },
          { box: boxFor(art.shape, 860, 300, 360), hex: third },
          { box: boxFor(art.shape, 600, 560, 560), hex: first },
        ];
  return ceiling() + rafts.map(({ box, hex }) => raft(art, box, hex)).join('');
}

/** Vertical baffles hanging in a row, seen at an angle. */
function bafflesScene(art: PanelArtwork, view: PanelView): string {
  const hexes = view === 'main' ? art.colours.slice(0, 1) : art.colours.slice(0, 3);
  const boards: string[] = [];
  for (let i = 0; i < 6; i++) {
    const hex = hexes[i % hexes.length] ?? '#888888';
    const x = 110 + i * 170;
    const top = 170 + i * 6;
    const h = 380 - i * 10;
    const face = `<polygon points="${x},${top} ${x + 116},${top + 30} ${x + 116},${top + 30 + h} ${x},${top + h}"`;
    boards.push(
      cable(x + 14, top + 4) + cable(x + 102, top + 26),
      `<polygon points="${x + 116},${top + 30} ${x + 130},${top + 25} ${x + 130},${top + 25 + h} ${x + 116},${top + 30 + h}" fill="${shade(hex, -0.4)}"/>`,
      `${face} fill="${hex}"/>${face} fill="url(#material)"/>${face} fill="url(#face-light)"/>`,
    );
  }
  return ceiling() + boards.join('');
}

/** A corner trap: a tall prism standing in the corner of two walls. */
function trap(art: PanelArtwork, box: Box, hex: string): string {
  const cap = `<polygon points="${box.x},${box.y} ${box.x + box.w},${box.y} ${box.x + box.w / 2},${box.y - box.w * 0.22}" fill="${shade(hex, 0.14)}"/>`;
  const face = (fill: string) =>
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${fill}"/>`;
  return [
    `<ellipse cx="${box.x + box.w / 2}" cy="${box.y + box.h}" rx="${box.w * 0.7}" ry="18" fill="#000" opacity="0.25" filter="url(#soft)"/>`,
    cap,
    face(hex),
    art.surface === 'plain' ? '' : face('url(#surface)'),
    face('url(#material)'),
    face('url(#face-light)'),
  ].join('');
}

function cornerScene(art: PanelArtwork, view: PanelView): string {
  const room = `<rect width="600" height="900" fill="#ddd6cb"/><rect x="600" width="600" height="900" fill="#ece7df"/>
<polygon points="0,900 0,850 600,780 1200,850 1200,900" fill="url(#floor)"/><line x1="600" y1="0" x2="600" y2="780" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`;
  if (view === 'main')
    return room + trap(art, { x: 480, y: 200, w: 240, h: 580 }, art.colours[0] ?? '#444');
  return (
    wall(800) +
    art.colours
      .slice(0, 3)
      .map((hex, i) => trap(art, { x: 200 + i * 300, y: 260, w: 200, h: 530 }, hex))
      .join('')
  );
}

export function panelSvg(art: PanelArtwork, view: PanelView, seed: string): string {
  const defs = `${wallDefs}${materialPattern(art.material, seed)}${surfacePattern(art.surface, view === 'set' ? 0.7 : 1)}${faceLight}`;
  const scenes = {
    wall: (a: PanelArtwork, v: PanelView) => wall() + wallScene(a, v),
    ceiling: ceilingScene,
    baffles: bafflesScene,
    corner: cornerScene,
  };
  return svgDocument(defs, scenes[art.placement](art, view));
}
