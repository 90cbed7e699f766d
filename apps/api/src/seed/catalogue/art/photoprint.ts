import type { Scene } from '../schema';
import { shadow, svgDocument, wall, wallDefs } from './canvas';
import { scene } from './scene';

export type PhotoprintView = 'main' | 'print';

const sideboard = `<rect x="300" y="668" width="600" height="108" rx="4" fill="#7a5a40"/>
<rect x="300" y="668" width="600" height="10" rx="3" fill="#8f6c4f"/>
<rect x="598" y="686" width="4" height="80" fill="#000" opacity="0.15"/>
<rect x="330" y="776" width="10" height="14" fill="#4a3626"/><rect x="860" y="776" width="10" height="14" fill="#4a3626"/>
<path d="M760,668 C748,640 752,612 770,600 C788,612 792,640 780,668 Z" fill="#e8e2d6"/>
<path d="M770,602 C764,584 752,574 740,570 M770,602 C776,582 790,572 804,568 M770,602 C770,586 772,576 770,560" stroke="#5f7a4a" stroke-width="5" fill="none"/>`;

/** The print on a living-room wall, or the printed picture itself. */
export function photoprintSvg(name: Scene, view: PhotoprintView, seed: string): string {
  const parts = scene(name, seed);
  if (view === 'print') return svgDocument(parts.defs, parts.body);
  const box = { x: 230, y: 110, w: 740, h: 493 };
  const frame = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"`;
  const picture = `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">${parts.body}</svg>`;
  return svgDocument(
    wallDefs + parts.defs,
    `${wall()}${shadow(`${frame} fill="#000"/>`)}<rect x="${box.x + 6}" y="${box.y + 9}" width="${box.w}" height="${box.h}" fill="#3a3a3a"/>${picture}${frame} fill="none" stroke="#000" stroke-opacity="0.12"/>${sideboard}`,
  );
}
