import type { Scene } from '../schema';
import { mix } from './colour';
import { seededRandom } from './random';

type Random = () => number;
const f = (n: number) => n.toFixed(1);

interface SceneParts {
  defs: string;
  body: string;
}

function sky(top: string, horizon: string, bottom = horizon): string {
  return `<linearGradient id="sc-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.65" stop-color="${horizon}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const skyRect = '<rect width="1200" height="900" fill="url(#sc-sky)"/>';

/** A line of hills or peaks across the picture: a sum of sine waves, filled to the bottom. */
function ridgePoints(random: Random, base: number, amplitude: number, sharp: boolean): number[] {
  const waves = [1, 2, 3, 5, 8].map((k) => ({
    k,
    phase: random() * Math.PI * 2,
    amp: (amplitude / k ** (sharp ? 0.8 : 1.3)) * (0.6 + random() * 0.6),
  }));
  const ys: number[] = [];
  for (let x = 0; x <= 1200; x += 15) {
    const t = (x / 1200) * Math.PI * 2;
    const y = waves.reduce((sum, w) => {
      const s = Math.sin(w.k * t + w.phase);
      return sum + w.amp * (sharp ? 1 - 2 * Math.abs(s) : s);
    }, 0);
    ys.push(base - y);
  }
  return ys;
}

function ridgePath(ys: number[], fill: string, extra = ''): string {
  const line = ys.map((y, i) => `L${i * 15},${f(y)}`).join(' ');
  return `<path d="M0,900 ${line} L1200,900 Z" fill="${fill}" ${extra}/>`;
}

function layers(
  random: Random,
  count: number,
  options: {
    from: number;
    to: number;
    amplitude: number;
    far: string;
    near: string;
    sharp: boolean;
  },
): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    const base = options.from + (options.to - options.from) * t;
    const amplitude = options.amplitude * (1 - t * 0.55);
    out.push(
      ridgePath(
        ridgePoints(random, base, amplitude, options.sharp),
        mix(options.far, options.near, t),
      ),
    );
  }
  return out;
}

function sun(cx: number, cy: number, r: number, colour: string): string {
  return `<radialGradient id="sc-sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0.3" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>
<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#sc-sun)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;
}

function trees(random: Random, ys: number[], height: number, fill: string): string {
  const out: string[] = [];
  for (let x = 0; x < 1200; x += 10 + random() * 22) {
    const y = (ys[Math.round(x / 15)] ?? 600) + 6;
    const h = height * (0.6 + random() * 0.6);
    const w = h * 0.32;
    out.push(
      `<polygon points="${f(x - w / 2)},${f(y)} ${f(x)},${f(y - h)} ${f(x + w / 2)},${f(y)}" fill="${fill}"/>`,
    );
  }
  return out.join('');
}

const scenes: Record<Scene, (random: Random) => SceneParts> = {
  mountains: (random) => ({
    defs: sky('#7faad6', '#f1e2c9'),
    body:
      skyRect +
      layers(random, 4, {
        from: 420,
        to: 720,
        amplitude: 150,
        far: '#9fb0c6',
        near: '#27384a',
        sharp: true,
      }).join(''),
  }),
  dunes: (random) => ({
    defs: sky('#f3b98a', '#fde9cf'),
    body:
      skyRect +
      sun(820, 290, 70, '#fff3d6') +
      layers(random, 4, {
        from: 520,
        to: 800,
        amplitude: 60,
        far: '#eec08f',
        near: '#b4643a',
        sharp: false,
      }).join(''),
  }),
  forest: (random) => {
    const out: string[] = [];
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const ys = ridgePoints(random, 470 + 290 * t, 40, false);
      const fill = mix('#aebfb1', '#1c3628', t);
      out.push(ridgePath(ys, fill), trees(random, ys, 50 + 60 * t, fill));
      out.push('<rect width="1200" height="900" fill="#eef1ea" opacity="0.12"/>');
    }
    return { defs: sky('#c3d2cb', '#eef1ea'), body: skyRect + out.join('') };
  },
  sea: (random) => {
    const glints: string[] = [];
    for (let i = 0; i < 40; i++) {
      const y = 530 + random() * 330;
      const w = 20 + random() * 120 * ((y - 500) / 400);
      glints.push(
        `<rect x="${f(600 - w / 2 + (random() - 0.5) * 120)}" y="${f(y)}" width="${f(w)}" height="3" fill="#fff1c9" opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`,
      );
    }
    return {
      defs: `${sky('#6d7fb0', '#f6ae79', '#fde2b2')}<linearGradient id="sc-sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d99a79"/><stop offset="1" stop-color="#26435f"/></linearGradient>`,
      body: `${skyRect}${sun(600, 470, 58, '#fff0c4')}<rect y="520" width="1200" height="380" fill="url(#sc-sea)"/>${glints.join('')}`,
    };
  },
  tulips: (random) => {
    const colours = ['#d8313b', '#f2c230', '#e96a9a', '#ef7d2d', '#c1272d', '#f4e04d'];
    const stripes: string[] = [];
    const vanish = 600;
    for (let i = -14; i < 14; i++) {
      const colour = colours[(i + 14) % colours.length] ?? '#d8313b';
      const x0 = vanish + i * 16;
      const x1 = vanish + i * 260;
      stripes.push(
        `<polygon points="${x0},470 ${x0 + 10},470 ${x1 + 170},900 ${x1},900" fill="${colour}"/>`,
        `<polygon points="${x0 + 10},470 ${x0 + 16},470 ${x1 + 260},900 ${x1 + 170},900" fill="#4f7f35"/>`,
      );
    }
    const mill = `<g fill="#2d3530"><polygon points="918,470 942,470 936,405 924,405"/><g stroke="#2d3530" stroke-width="5"><line x1="930" y1="405" x2="${930 + 60}" y2="${405 - 38}"/><line x1="930" y1="405" x2="${930 - 60}" y2="${405 + 38}"/><line x1="930" y1="405" x2="${930 - 38}" y2="${405 - 60}"/><line x1="930" y1="405" x2="${930 + 38}" y2="${405 + 60}"/></g></g>`;
    return {
      defs: sky('#78b6e6', '#e6f2fb'),
      body: `${skyRect}${ridgePath(ridgePoints(random, 468, 6, false), '#3f5f3a')}<rect y="470" width="1200" height="430" fill="#4f7f35"/>${stripes.join('')}${mill}`,
    };
  },
  city: (random) => {
    const buildings: string[] = [];
    for (let x = -20; x < 1220; ) {
      const w = 40 + random() * 90;
      const h = 80 + random() * 300;
      buildings.push(
        `<rect x="${f(x)}" y="${f(600 - h)}" width="${f(w)}" height="${f(h)}" fill="#1a2136"/>`,
      );
      for (let wy = 600 - h + 14; wy < 590; wy += 22) {
        for (let wx = x + 8; wx < x + w - 12; wx += 16) {
          if (random() < 0.35)
            buildings.push(
              `<rect x="${f(wx)}" y="${f(wy)}" width="7" height="10" fill="#ffd27a" opacity="0.85"/>`,
            );
        }
      }
      x += w + 4;
    }
    return {
      defs: `${sky('#1d2748', '#c77a66', '#f0a072')}<linearGradient id="sc-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f5c"/><stop offset="1" stop-color="#10162a"/></linearGradient>`,
      body: `${skyRect}${buildings.join('')}<rect y="600" width="1200" height="300" fill="url(#sc-water)"/>`,
    };
  },
  aurora: (random) => {
    const stars: string[] = [];
    for (let i = 0; i < 140; i++) {
      stars.push(
        `<circle cx="${f(random() * 1200)}" cy="${f(random() * 600)}" r="${f(0.6 + random() * 1.4)}" fill="#fff" opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`,
      );
    }
    const bands = ['#3df2a0', '#7ee8c4', '#9b6bf2']
      .map((colour, i) => {
        const ys = ridgePoints(random, 260 + i * 70, 70, false);
        const d = ys.map((y, j) => `${j === 0 ? 'M' : 'L'}${j * 15},${f(y)}`).join(' ');
        return `<path d="${d}" stroke="${colour}" stroke-width="${60 - i * 12}" fill="none" opacity="0.55" filter="url(#sc-blur)"/>`;
      })
      .join('');
    return {
      defs: `${sky('#050d1c', '#12324a')}<filter id="sc-blur" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`,
      body: `${skyRect}${stars.join('')}${bands}${ridgePath(ridgePoints(random, 700, 90, true), '#08121d')}`,
    };
  },
  waves: (random) => ({
    defs: sky('#f0f5f4', '#d7e9e8'),
    body:
      skyRect +
      layers(random, 7, {
        from: 180,
        to: 820,
        amplitude: 55,
        far: '#c5e2df',
        near: '#0e3b57',
        sharp: false,
      }).join(''),
  }),
};

/** A generated landscape for a photo print, drawn on the 1200 × 900 canvas. */
export function scene(name: Scene, seed: string): SceneParts {
  return scenes[name](seededRandom(`${name}:${seed}`));
}
