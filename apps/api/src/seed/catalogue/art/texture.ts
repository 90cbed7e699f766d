import type { PanelRules } from '@shop/contract';
import type { PanelSurface } from '../schema';
import { seededRandom } from './random';

const f = (n: number) => n.toFixed(1);

/**
 * Fine fibres (felt) or pores (foam) as a repeating tile in black and white at low opacity,
 * so one tile suits every colour it is laid over.
 */
export function materialPattern(material: PanelRules['material'], seed: string): string {
  const random = seededRandom(seed);
  const size = material === 'felt' ? 90 : 70;
  const marks: string[] = [];
  if (material === 'felt') {
    for (let i = 0; i < 260; i++) {
      const x = random() * size;
      const y = random() * size;
      const angle = random() * Math.PI;
      const length = 2 + random() * 6;
      const colour = random() < 0.5 ? '#fff' : '#000';
      marks.push(
        `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(angle) * length)}" y2="${f(y + Math.sin(angle) * length)}" stroke="${colour}" stroke-opacity="${(0.05 + random() * 0.1).toFixed(2)}" stroke-width="0.9"/>`,
      );
    }
  } else {
    for (let i = 0; i < 150; i++) {
      const r = 0.5 + random() * 1.8;
      marks.push(
        `<circle cx="${f(random() * size)}" cy="${f(random() * size)}" r="${f(r)}" fill="#000" fill-opacity="${(0.12 + random() * 0.18).toFixed(2)}"/>`,
      );
    }
  }
  return `<pattern id="material" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${marks.join('')}</pattern>`;
}

/**
 * The relief of the panel's face as light and shade: milled grooves, foam pyramids, wedges or
 * egg-crate bumps. `scale` shrinks the relief for small panels in a set.
 */
export function surfacePattern(surface: PanelSurface, scale = 1): string {
  const s = (n: number) => f(n * scale);
  switch (surface) {
    case 'plain':
      return '';
    case 'grooves':
      return `<pattern id="surface" width="${s(46)}" height="10" patternUnits="userSpaceOnUse"><rect width="${s(4)}" height="10" fill="#000" opacity="0.32"/><rect x="${s(4)}" width="${s(2)}" height="10" fill="#fff" opacity="0.18"/></pattern>`;
    case 'pyramid': {
      const c = 84 * scale;
      const m = c / 2;
      return `<pattern id="surface" width="${f(c)}" height="${f(c)}" patternUnits="userSpaceOnUse">
<polygon points="0,0 ${f(c)},0 ${f(m)},${f(m)}" fill="#fff" opacity="0.22"/>
<polygon points="0,0 ${f(m)},${f(m)} 0,${f(c)}" fill="#fff" opacity="0.08"/>
<polygon points="${f(c)},0 ${f(c)},${f(c)} ${f(m)},${f(m)}" fill="#000" opacity="0.18"/>
<polygon points="0,${f(c)} ${f(m)},${f(m)} ${f(c)},${f(c)}" fill="#000" opacity="0.32"/></pattern>`;
    }
    case 'wedge':
      return `<linearGradient id="wedge-light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.92" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
<pattern id="surface" width="${s(60)}" height="10" patternUnits="userSpaceOnUse"><rect width="${s(60)}" height="10" fill="url(#wedge-light)"/></pattern>`;
    case 'egg':
      return `<radialGradient id="egg-light" cx="0.38" cy="0.35" r="0.65"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
<pattern id="surface" width="${s(70)}" height="${s(70)}" patternUnits="userSpaceOnUse"><rect width="${s(70)}" height="${s(70)}" fill="#000" opacity="0.12"/><circle cx="${s(35)}" cy="${s(35)}" r="${s(33)}" fill="url(#egg-light)"/></pattern>`;
  }
}

/** Light falling from the top left across a panel. */
export const faceLight =
  '<linearGradient id="face-light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>';
