import type { Artwork } from '../schema';
import { zoomed } from './canvas';
import { itemSvg } from './item';
import { panelSvg } from './panel';
import { photoprintSvg } from './photoprint';

/** Where a close-up of the main view looks: an edge of the panel, the middle of an item. */
function focus(artwork: Artwork): { x: number; y: number } {
  if (artwork.kind !== 'panel') return { x: 600, y: 470 };
  const byPlacement = {
    wall: { x: 780, y: 300 },
    ceiling: { x: 800, y: 430 },
    baffles: { x: 480, y: 330 },
    corner: { x: 600, y: 260 },
  };
  return byPlacement[artwork.placement];
}

/** The pictures of a product as SVG documents: the main one first, then other views. */
export function productViews(artwork: Artwork, seed: string): string[] {
  switch (artwork.kind) {
    case 'panel': {
      const main = panelSvg(artwork, 'main', seed);
      return [main, panelSvg(artwork, 'set', seed), zoomed(main, focus(artwork))];
    }
    case 'photoprint':
      return [
        photoprintSvg(artwork.scene, 'main', seed),
        photoprintSvg(artwork.scene, 'print', seed),
      ];
    case 'item': {
      const main = itemSvg(artwork.item, artwork.colour, seed);
      return [main, zoomed(main, focus(artwork))];
    }
  }
}

/** A category's picture: panels as a set, everything else as its main view. */
export function categoryView(artwork: Artwork, seed: string): string {
  if (artwork.kind === 'panel') return panelSvg(artwork, 'set', seed);
  const [main] = productViews(artwork, seed);
  if (!main) throw new Error('every artwork has a main view');
  return main;
}
