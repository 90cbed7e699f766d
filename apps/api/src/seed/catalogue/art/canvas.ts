/** Every picture is drawn on this canvas and saved at this size (4:3). */
export const canvas = { width: 1200, height: 900 };

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Blur used for soft shadows; drawn once per document. */
export const shadowFilter =
  '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>';

/** A light plastered wall with a wooden floor: the room most pictures are set in. */
export const wallDefs = `${shadowFilter}
<linearGradient id="wall" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#f6f3ee"/><stop offset="1" stop-color="#e2dcd2"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ad88"/><stop offset="1" stop-color="#a88a66"/></linearGradient>
<radialGradient id="glow" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;

export function wall(floorY = 790): string {
  return `<rect width="1200" height="900" fill="url(#wall)"/>
<rect width="1200" height="${floorY}" fill="url(#glow)"/>
<rect y="${floorY}" width="1200" height="${900 - floorY}" fill="url(#floor)"/>
<rect y="${floorY - 14}" width="1200" height="14" fill="#f4f1eb"/>
<rect y="${floorY}" width="1200" height="3" fill="#000" opacity="0.08"/>`;
}

/**
 * A shape's soft drop shadow: the outline offset down-right, widened in a few faint steps. A
 * Gaussian blur looks the same but takes most of the render time of a picture.
 */
export function shadow(element: string, dx = 12, dy = 18): string {
  const steps = [30, 22, 14, 6]
    .map(
      (width) =>
        `<g stroke="#000" stroke-width="${width}" stroke-linejoin="round" fill="#000" opacity="0.045">${element}</g>`,
    )
    .join('');
  return `<g transform="translate(${dx} ${dy})">${steps}<g opacity="0.1">${element}</g></g>`;
}

/** The same picture, twice as large around `focus`: a close-up that stays sharp. */
export function zoomed(svg: string, focus: { x: number; y: number }): string {
  const x = Math.min(0, Math.max(-canvas.width, canvas.width / 2 - focus.x * 2));
  const y = Math.min(0, Math.max(-canvas.height, canvas.height / 2 - focus.y * 2));
  const start = svg.indexOf('</defs>') + '</defs>'.length;
  const end = svg.lastIndexOf('</svg>');
  return `${svg.slice(0, start)}<g transform="translate(${x} ${y}) scale(2)">${svg.slice(start, end)}</g></svg>`;
}
