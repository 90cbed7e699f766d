import type { Item } from '../schema';
import { shadowFilter, svgDocument } from './canvas';
import { mix, shade } from './colour';
import { palette } from './palette';
import { seededRandom } from './random';
import { materialPattern } from './texture';

type Random = () => number;
const f = (n: number) => n.toFixed(1);

/** A seamless studio backdrop, as in a product photo. */
const studioDefs = `${shadowFilter}<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f5f1"/><stop offset="0.7" stop-color="#ebe6de"/><stop offset="1" stop-color="#ddd6cb"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9aa0a6"/><stop offset="0.45" stop-color="#e9ecef"/><stop offset="1" stop-color="#7d838a"/></linearGradient>
<linearGradient id="tube" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`;
const studio = '<rect width="1200" height="900" fill="url(#studio)"/>';

function floorShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="#000" opacity="0.22" filter="url(#soft)"/>`;
}

/** An upright cylinder (cartridge, can) with a label band in `colour`. */
function cylinder(x: number, y: number, w: number, h: number, colour: string, top: string): string {
  return `${floorShadow(x + w / 2, y + h, w * 0.8)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#f2f2ef"/>
<rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.45}" fill="${colour}"/>
<rect x="${x + 18}" y="${y + h * 0.42}" width="${w - 36}" height="8" fill="#fff" opacity="0.8"/>
<rect x="${x + 18}" y="${y + h * 0.48}" width="${(w - 36) * 0.6}" height="6" fill="#fff" opacity="0.6"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#tube)"/>${top}`;
}

function slab(x: number, y: number, w: number, h: number, depth: number, colour: string): string {
  return `<polygon points="${x},${y} ${x + depth},${y - depth * 0.5} ${x + w + depth},${y - depth * 0.5} ${x + w},${y}" fill="${shade(colour, 0.15)}"/>
<polygon points="${x + w},${y} ${x + w + depth},${y - depth * 0.5} ${x + w + depth},${y + h - depth * 0.5} ${x + w},${y + h}" fill="${shade(colour, -0.25)}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#material)"/>`;
}

const items: Record<Item, (random: Random, colour: string) => string> = {
  glue: (_random, colour) =>
    [420, 640]
      .map((x) =>
        cylinder(
          x,
          250,
          150,
          470,
          colour,
          `<polygon points="${x + 55},250 ${x + 95},250 ${x + 82},150 ${x + 68},150" fill="#f2f2ef" stroke="#ccc"/>`,
        ),
      )
      .join(''),
  spray: (_random, colour) =>
    cylinder(
      500,
      260,
      200,
      460,
      colour,
      '<path d="M500,272 Q600,180 700,272 Z" fill="url(#metal)"/><rect x="580" y="190" width="40" height="40" rx="6" fill="#333"/>',
    ),
  clips: (random) => {
    const out: string[] = [];
    for (let i = 0; i < 8; i++) {
      const x = 260 + (i % 4) * 190 + random() * 30;
      const y = 320 + Math.floor(i / 4) * 220 + random() * 30;
      const angle = (random() - 0.5) * 40;
      out.push(
        `<g transform="rotate(${f(angle)} ${f(x + 60)} ${f(y + 40)})">${floorShadow(x + 60, y + 90, 70)}<rect x="${f(x)}" y="${f(y)}" width="120" height="80" rx="10" fill="url(#metal)"/><rect x="${f(x + 10)}" y="${f(y + 30)}" width="100" height="14" rx="7" fill="#000" opacity="0.25"/><circle cx="${f(x + 30)}" cy="${f(y + 62)}" r="7" fill="#555"/><circle cx="${f(x + 90)}" cy="${f(y + 62)}" r="7" fill="#555"/></g>`,
      );
    }
    return out.join('');
  },
  velcro: () => {
    const out: string[] = [];
    for (let i = 0; i < 5; i++) {
      const y = 240 + i * 100;
      const fill = i % 2 === 0 ? '#2a2a2a' : '#f4f4f1';
      out.push(
        `${floorShadow(600, y + 70, 300)}<rect x="300" y="${y}" width="600" height="60" rx="8" fill="${fill}"/><rect x="300" y="${y}" width="600" height="60" rx="8" fill="url(#material)"/>`,
      );
    }
    return out.join('');
  },
  cables: () => {
    const out = ['<rect width="1200" height="90" fill="#faf9f6"/>'];
    for (const x of [360, 520, 680, 840]) {
      out.push(
        `<circle cx="${x}" cy="90" r="22" fill="url(#metal)"/><line x1="${x}" y1="90" x2="${x}" y2="640" stroke="#666" stroke-width="3"/><rect x="${x - 11}" y="560" width="22" height="60" rx="6" fill="url(#metal)"/><path d="M${x},640 q-30,60 0,120 q30,40 0,70" stroke="#666" stroke-width="3" fill="none"/>`,
      );
    }
    return out.join('');
  },
  samples: (random) => {
    const codes = Object.values(palette);
    const out: string[] = [floorShadow(600, 760, 380)];
    for (let i = 0; i < 11; i++) {
      const angle = -60 + i * 12;
      const hex = codes[Math.floor(random() * codes.length)] ?? '#888888';
      out.push(
        `<g transform="rotate(${angle} 600 760)"><rect x="560" y="230" width="80" height="520" rx="12" fill="${hex}"/><rect x="560" y="230" width="80" height="520" rx="12" fill="url(#material)"/><circle cx="600" cy="720" r="9" fill="#ddd" stroke="#999"/></g>`,
      );
    }
    return out.join('');
  },
  measurement: () => {
    const curve = Array.from({ length: 60 }, (_, i) => {
      const x = 640 + i * 7;
      const y = 300 + 240 * (1 - Math.exp(-i / 18)) + Math.sin(i * 1.7) * 10 * Math.exp(-i / 25);
      return `${i === 0 ? 'M' : 'L'}${f(x)},${f(y)}`;
    }).join(' ');
    return `<rect x="620" y="260" width="460" height="340" rx="12" fill="#fff" stroke="#d0cbc2"/>
<line x1="640" y1="560" x2="1060" y2="560" stroke="#999"/><line x1="640" y1="280" x2="640" y2="560" stroke="#999"/>
<path d="${curve}" stroke="#c8922e" stroke-width="4" fill="none"/>
${floorShadow(330, 790, 160)}<line x1="330" y1="330" x2="330" y2="700" stroke="#333" stroke-width="10"/>
<line x1="330" y1="700" x2="220" y2="790" stroke="#333" stroke-width="8"/><line x1="330" y1="700" x2="440" y2="790" stroke="#333" stroke-width="8"/><line x1="330" y1="700" x2="330" y2="795" stroke="#333" stroke-width="8"/>
<rect x="318" y="200" width="24" height="140" rx="10" fill="url(#metal)"/><circle cx="330" cy="196" r="20" fill="#2b2b2b"/>`;
  },
  advice: () => {
    const panels = ['#94a58a', '#c8922e', '#1f5660', '#94a58a'];
    return `${floorShadow(600, 770, 420)}<rect x="220" y="170" width="760" height="580" fill="#fff" transform="rotate(-3 600 460)"/>
<g transform="rotate(-3 600 460)" stroke="#d9e2ea"><path d="${Array.from({ length: 19 }, (_, i) => `M${220 + i * 40},170 V750`).join(' ')}"/><path d="${Array.from({ length: 15 }, (_, i) => `M220,${170 + i * 40} H980`).join(' ')}"/></g>
<g transform="rotate(-3 600 460)"><rect x="300" y="250" width="600" height="420" fill="none" stroke="#2b2b2b" stroke-width="8"/>${panels.map((hex, i) => `<rect x="${340 + i * 140}" y="262" width="100" height="14" fill="${hex}"/>`).join('')}<rect x="330" y="420" width="240" height="110" fill="none" stroke="#888" stroke-width="3" stroke-dasharray="10 8"/></g>`;
  },
  'fibre-slabs': (_random, colour) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `${i === 0 ? floorShadow(600, 760, 380) : ''}${slab(330, 640 - i * 110, 500, 100, 70, colour)}`,
      )
      .join(''),
  'fibre-roll': (_random, colour) => {
    const rings = Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="770" cy="520" r="${230 - i * 24}" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="3"/>`,
    ).join('');
    return `${floorShadow(600, 760, 360)}<rect x="300" y="290" width="470" height="460" fill="${colour}"/><rect x="300" y="290" width="470" height="460" fill="url(#material)"/><rect x="300" y="290" width="470" height="460" fill="url(#tube)" opacity="0.6" transform="rotate(90 535 520)"/>
<circle cx="770" cy="520" r="230" fill="${mix(colour, '#ffffff', 0.1)}"/><circle cx="770" cy="520" r="230" fill="url(#material)"/>${rings}<circle cx="770" cy="520" r="30" fill="${shade(colour, -0.4)}"/>`;
  },
};

/** Product shot of an accessory, service or insulation pack. */
export function itemSvg(item: Item, colour: string | undefined, seed: string): string {
  const material = item === 'clips' || item === 'cables' ? 'foam' : 'felt';
  return svgDocument(
    studioDefs + materialPattern(material, seed),
    studio + items[item](seededRandom(seed), colour ?? '#c8922e'),
  );
}
