import type { PanelRules, PhotoprintRules, panelShapes } from '@shop/contract';
import type { Language } from '@shop/site';

export type Localised<T> = Record<Language, T>;
export type PanelShape = (typeof panelShapes)[number];

export interface SpecRow {
  name: string;
  value: string;
}

export interface CategoryText {
  name: string;
  slug: string;
  description: string;
}

export interface ProductText {
  name: string;
  slug: string;
  summary: string;
  description: string;
}

/** How a panel's face looks in its pictures; material, colours and shape come from its rules. */
export type PanelSurface = 'plain' | 'grooves' | 'pyramid' | 'wedge' | 'egg';
/** Where the pictures show it: on a wall, hung from the ceiling, as baffles, in a room corner. */
export type PanelPlacement = 'wall' | 'ceiling' | 'baffles' | 'corner';
/** The generated landscapes photo prints are shown with. */
export type Scene =
  | 'forest'
  | 'dunes'
  | 'tulips'
  | 'sea'
  | 'mountains'
  | 'city'
  | 'aurora'
  | 'waves';
/** The things sold as they are, each drawn as a simple product shot. */
export type Item =
  | 'glue'
  | 'spray'
  | 'clips'
  | 'velcro'
  | 'cables'
  | 'samples'
  | 'measurement'
  | 'advice'
  | 'fibre-slabs'
  | 'fibre-roll';

export interface PanelLook {
  surface?: PanelSurface;
  placement?: PanelPlacement;
}

interface ProductBase {
  /** Unique within the shop; also names the product's image files. */
  sku: string;
  /** The product line shown in the archive's BRAND filter. */
  brandLabel: string;
  /** Keys of the shop's categories. */
  categories: string[];
  rating: { average: number; count: number };
  text: Localised<ProductText>;
  specs: Localised<SpecRow[]>;
}

export type ProductSeed = ProductBase &
  (
    | { kind: 'panel'; rules: PanelRules; look?: PanelLook }
    | { kind: 'photoprint'; rules: PhotoprintRules; scene: Scene }
    | { kind: 'standard'; priceCents: number; item: Item; colour?: string }
  );

/** What a picture shows, fully resolved: the input of the artwork functions. */
export type Artwork =
  | {
      kind: 'panel';
      material: PanelRules['material'];
      shape: PanelShape;
      surface: PanelSurface;
      placement: PanelPlacement;
      /** Hex colours; the first is the main one. */
      colours: string[];
    }
  | { kind: 'photoprint'; scene: Scene }
  | { kind: 'item'; item: Item; colour?: string };

export interface CategorySeed {
  key: string;
  text: Localised<CategoryText>;
  artwork: Artwork;
}

export interface CatalogueSeed {
  categories: CategorySeed[];
  products: ProductSeed[];
}
