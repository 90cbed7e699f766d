import sharp from 'sharp';
import { productViews } from './art';
import type { Artwork } from './types';
const art: Artwork = { kind: 'panel', material: 'felt', shape: 'rectangle', surface: 'plain', placement: 'wall', colours: ['#94a58a', '#c8922e', '#3b3e42'] };
const [main] = productViews(art, 'x');
const variants: Record<string, string> = {
  full: main!.svg,
  noBlur: main!.svg.replace(/filter="url\(#soft\)"/g, ''),
  noMaterial: main!.svg.replace(/fill="url\(#material\)"/g, 'fill="none"'),
  noGlow: main!.svg.replace(/fill="url\(#glow\)"/g, 'fill="none"'),
  noBoth: main!.svg.replace(/filter="url\(#soft\)"/g, '').replace(/fill="url\(#material\)"/g, 'fill="none"'),
};
for (const [k, svg] of Object.entries(variants)) {
  for (const density of [72, 144]) {
    const t = performance.now();
    await sharp(Buffer.from(svg), { density }).raw().toBuffer();
    console.log(k, density, Math.round(performance.now() - t));
  }
}
for (const effort of [0, 2, 4]) {
  const raw = await sharp(Buffer.from(main!.svg)).raw().toBuffer();
  const t = performance.now();
  const out = await sharp(raw, { raw: { width: 1200, height: 900, channels: 4 } }).webp({ quality: 82, effort }).toBuffer();
  console.log('effort', effort, Math.round(performance.now() - t), out.length);
}
