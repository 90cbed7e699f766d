import type { Artwork } from '../types';
import { itemSvg } from './item';
import { panelSvg } from './panel';
import { photoprintSvg } from './photoprint';

/** One picture of an artwork; `zoom` marks a close-up around that point of the main view. */
export interface View {
  svg: string;
  zoom?: { x: number; y: number };
}

/** Where a close-up of the main view looks: an edge of the panel, the middle of an item. */
function focus(artwork: Artwork): { x: number; y: number } {
  if (artwork.kind !== 'panel') return { x: 600, y: 470 };
  return {
    wall: { x: 780, y: 300 },
    ceiling: { x: 800, y: 430 },
    baffles: { x: 480, y: 330 },
    corner: { x: 600, y: 260 },
  }[artwork.placement];
}

/** The pictures of a product: the main one first, then one or two other views. */
export function productViews(artwork: Artwork, seed: string): View[] {
  switch (artwork.kind) {
    case 'panel': {
      const main = panelSvg(artwork, 'main', seed);
      return [
        { svg: main },
        { svg: panelSvg(artwork, 'set', seed) },
        { svg: main, zoom: focus(artwork) },
      ];
    }
    case 'photoprint':
      return [
        { svg: photoprintSvg(artwork.scene, 'main', seed) },
        { svg: photoprintSvg(artwork.scene, 'print', seed) },
      ];
    case 'item': {
      const main = itemSvg(artwork.item, artwork.colour, seed);
      return [{ svg: main }, { svg: main, zoom: focus(artwork) }];
    }
  }
}

/** A category's picture: panels as a set, everything else as its main view. */
export function categoryView(artwork: Artwork, seed: string): View {
  if (artwork.kind === 'panel') return { svg: panelSvg(artwork, 'set', seed) };
  const [main] = productViews(artwork, seed);
  if (!main) throw new Error('every artwork has a main view');
  return main;
}
