import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  CUSTOM_CATEGORY,
  CUSTOM_STYLE_NAME,
  findCatalogueStyle,
  type Style,
} from '@/entities/generation/model/style-catalogue';

/**
 * How the catalogue's styles read in the user's language: the one place that translates a
 * style's name, description and category for display. The catalogue (style-catalogue.ts) keeps
 * the canonical English names and descriptions, which are what requests send and generations
 * carry; only what a screen shows goes through here. A style name the catalogue does not know
 * (older data) and a self-described style's text are shown as they came.
 */
export const STYLE_TEXTS: Readonly<
  Partial<Record<string, { name: MessageDescriptor; description: MessageDescriptor }>>
> = {
  'Enhanced Existing': {
    name: msg`Enhanced Existing`,
    description: msg`Keeps your current layout and plants, adding fresh mulch, crisp bed edges and fuller planting where beds look thin.`,
  },
  'Enhanced Privacy': {
    name: msg`Enhanced Privacy`,
    description: msg`Screens seating areas from neighbors and the street with layered evergreens, tall grasses and slatted fence panels.`,
  },
  'Enhanced Outdoor Living': {
    name: msg`Enhanced Outdoor Living`,
    description: msg`Adds a paved patio with comfortable seating, a dining table and soft planting around it to turn the yard into an outdoor room.`,
  },
  'Enhanced Color': {
    name: msg`Enhanced Color`,
    description: msg`Keeps your layout and fills the beds with long-blooming perennials and flowering shrubs in a coordinated color palette.`,
  },
  'Natural Accent': {
    name: msg`Natural Accent`,
    description: msg`Keeps your layout and softens its edges with native grasses, perennials and a few boulders.`,
  },
  'Natural Meadow': {
    name: msg`Natural Meadow`,
    description: msg`Replaces much of the lawn with a meadow of wildflowers and native grasses crossed by a simple mown path.`,
  },
  'Natural Woodland': {
    name: msg`Natural Woodland`,
    description: msg`Creates a shady woodland feel with small understory trees, ferns, hostas and a winding bark-mulch path.`,
  },
  'Natural Stone': {
    name: msg`Natural Stone`,
    description: msg`Brings in natural stone with boulders, a dry-laid stone wall and flagstone steps set among low planting.`,
  },
  'Refined Traditional': {
    name: msg`Refined Traditional`,
    description: msg`Gives the yard a classic look with clipped boxwood, a neat lawn, brick edging and symmetrical flower borders.`,
  },
  'Refined Curb Appeal': {
    name: msg`Refined Curb Appeal`,
    description: msg`Smartens the front of the house with a welcoming path, tidy foundation planting, fresh mulch and accent lighting.`,
  },
  'Refined Formal': {
    name: msg`Refined Formal`,
    description: msg`Lays the yard out on clear lines with clipped hedges, gravel walks, matching planters and a central focal point.`,
  },
  'Refined Cottage': {
    name: msg`Refined Cottage`,
    description: msg`Fills tidy beds with roses, lavender, foxgloves and climbers along a picket fence and a curving gravel path.`,
  },
  'Gentle Modern': {
    name: msg`Gentle Modern`,
    description: msg`Adds clean lines with rectangular beds, large concrete pavers and drifts of grasses while keeping the yard soft and green.`,
  },
  'Gentle Zen': {
    name: msg`Gentle Zen`,
    description: msg`Creates a calm Japanese-inspired space with raked gravel, moss, stepping stones, a maple and a small water basin.`,
  },
  'Gentle Coastal': {
    name: msg`Gentle Coastal`,
    description: msg`Sets a relaxed seaside mood with sandy gravel, ornamental grasses, silvery plants and weathered wood accents.`,
  },
  'Adaptive Native': {
    name: msg`Adaptive Native`,
    description: msg`Replants the yard with regional native shrubs, grasses and wildflowers that thrive locally with little watering.`,
  },
  'Adaptive Xeriscape': {
    name: msg`Adaptive Xeriscape`,
    description: msg`Swaps thirsty lawn for gravel, boulders and drought-tolerant succulents, agaves and grasses that need little water.`,
  },
  'Adaptive Rain Garden': {
    name: msg`Adaptive Rain Garden`,
    description: msg`Adds a planted rain garden and a dry creek bed of river rock that collect runoff from the roof and paving.`,
  },
  'Subtle Symmetry': {
    name: msg`Subtle Symmetry`,
    description: msg`Balances both sides of the yard with mirrored beds, matching shrubs and a centered path or focal point.`,
  },
  'Subtle Structure': {
    name: msg`Subtle Structure`,
    description: msg`Adds quiet structure with low hedges, a few shaped evergreens and defined bed edges around your existing planting.`,
  },
  'Subtle Minimalist': {
    name: msg`Subtle Minimalist`,
    description: msg`Pares the yard back to a simple lawn or gravel area, a few sculptural plants and clean, uncluttered edges.`,
  },
  'Subtle Mediterranean': {
    name: msg`Subtle Mediterranean`,
    description: msg`Adds a sunny Mediterranean touch with gravel, terracotta pots, olive trees, lavender and rosemary.`,
  },
  'Seasonal Interest': {
    name: msg`Seasonal Interest`,
    description: msg`Plants for year-round appeal with spring bulbs, summer perennials, fall foliage and winter evergreens.`,
  },
  'Seasonal Bloom': {
    name: msg`Seasonal Bloom`,
    description: msg`Packs the beds with flowering shrubs and perennials chosen to bloom in waves from spring through fall.`,
  },
  'Seasonal Harvest': {
    name: msg`Seasonal Harvest`,
    description: msg`Adds neat raised vegetable beds, fruit trees and herbs so the yard looks good and gives a harvest each season.`,
  },
  'Low-Impact Beauty': {
    name: msg`Low-Impact Beauty`,
    description: msg`Keeps the yard attractive with tough, low-maintenance plants, mulched beds and less lawn to mow and water.`,
  },
  'Low-Impact Groundcover': {
    name: msg`Low-Impact Groundcover`,
    description: msg`Replaces much of the lawn with spreading groundcovers such as clover, creeping thyme and sedum that rarely need mowing.`,
  },
  'Low-Impact Pollinator': {
    name: msg`Low-Impact Pollinator`,
    description: msg`Plants drifts of nectar-rich flowers and native shrubs that feed bees and butterflies with little upkeep.`,
  },
  'Integrated Design': {
    name: msg`Integrated Design`,
    description: msg`Ties house and yard together with materials, colors and plant shapes that echo the architecture of the home.`,
  },
  'Integrated Hardscape': {
    name: msg`Integrated Hardscape`,
    description: msg`Connects patio, paths, steps and low walls in one matching paving material, with planting softening every edge.`,
  },
  'Integrated Water Feature': {
    name: msg`Integrated Water Feature`,
    description: msg`Builds a pond, fountain or small stream into the layout, framed by rocks and moisture-loving plants.`,
  },
  'Harmonious Blend': {
    name: msg`Harmonious Blend`,
    description: msg`Blends your existing plants with new ones in repeating colors and forms so the whole yard feels unified.`,
  },
  'Harmonious Texture': {
    name: msg`Harmonious Texture`,
    description: msg`Mixes fine grasses, bold leaves and soft mounding plants in a mostly green palette for rich, calm texture.`,
  },
  'Harmonious Color': {
    name: msg`Harmonious Color`,
    description: msg`Limits the planting to a few complementary flower and foliage colors repeated through every bed.`,
  },
  'Improved Flow': {
    name: msg`Improved Flow`,
    description: msg`Reworks paths, steps and openings so you move easily between the door, patio, lawn and garden areas.`,
  },
  'Improved Family Space': {
    name: msg`Improved Family Space`,
    description: msg`Makes room for play and gatherings with an open lawn, a shaded seating area and sturdy planting along the edges.`,
  },
  'Improved Entryway': {
    name: msg`Improved Entryway`,
    description: msg`Widens and brightens the approach to the front door with a generous path, planters and soft lighting.`,
  },
  'Balanced Proportions': {
    name: msg`Balanced Proportions`,
    description: msg`Resizes beds, lawn and paving so each area suits the scale of the house and the size of the yard.`,
  },
  'Balanced Lawn and Beds': {
    name: msg`Balanced Lawn and Beds`,
    description: msg`Keeps a healthy lawn framed by deep, curved planting beds for an even mix of open space and greenery.`,
  },
  'Balanced Sun and Shade': {
    name: msg`Balanced Sun and Shade`,
    description: msg`Adds a shade tree or pergola beside open sunny areas so the yard has comfortable spots at every time of day.`,
  },
  'Feline Fancy': {
    name: msg`Feline Fancy`,
    description: msg`Designs the yard for discerning cats with catnip borders, sunny lounging ledges and a birdbath to watch from afar.`,
  },
  'Feline Frenzy': {
    name: msg`Feline Frenzy`,
    description: msg`Turns the yard into a cat playground with climbing posts, tunnels through tall grasses and scratching logs.`,
  },
  'Feline Fiasco': {
    name: msg`Feline Fiasco`,
    description: msg`Shows the yard after the cats took charge, with flattened flowerbeds, dug-up mulch and a cat on every sunny surface.`,
  },
  'Feline Fabulous': {
    name: msg`Feline Fabulous`,
    description: msg`Gives cats a luxury retreat with a cushioned pergola, a drinking fountain and a velvety lawn for sunbathing.`,
  },
  'Feline Folly': {
    name: msg`Feline Folly`,
    description: msg`Adds a cat-shaped topiary, a tiny garden castle for naps and paths lined with catmint and cat grass.`,
  },
};

/** The categories' display names (the canonical category is the style name's first word). */
export const STYLE_CATEGORY_TEXTS: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  Enhanced: msg`Enhanced`,
  Natural: msg`Natural`,
  Refined: msg`Refined`,
  Gentle: msg`Gentle`,
  Adaptive: msg`Adaptive`,
  Subtle: msg`Subtle`,
  Seasonal: msg`Seasonal`,
  'Low-Impact': msg`Low-Impact`,
  Integrated: msg`Integrated`,
  Harmonious: msg`Harmonious`,
  Improved: msg`Improved`,
  Balanced: msg`Balanced`,
  Feline: msg`Feline`,
  [CUSTOM_CATEGORY]: msg`Custom`,
};

/** The display name of a self-described style ('Custom Style'). */
const CUSTOM_STYLE_TEXT = msg`Custom Style`;

/** A style's name as the user reads it; a name the catalogue does not know, as it came. */
export function styleNameText(i18n: I18n, name: string): string {
  const texts = STYLE_TEXTS[name];
  if (texts) return i18n._(texts.name);
  return name === CUSTOM_STYLE_NAME ? i18n._(CUSTOM_STYLE_TEXT) : name;
}

/**
 * A style's description as the user reads it: a catalogue style's own description translated,
 * any other (a self-described style's, one that differs from the catalogue's) as it came.
 */
export function styleDescriptionText(i18n: I18n, style: Style): string | undefined {
  const texts = STYLE_TEXTS[style.name];
  const catalogue = findCatalogueStyle(style.name);
  if (
    texts &&
    catalogue &&
    (style.description === undefined || style.description === catalogue.description)
  )
    return i18n._(texts.description);
  return style.description;
}

/** A category's display name ('Low-Impact', 'Custom'); one the catalogue does not know, as it came. */
export function styleCategoryText(i18n: I18n, category: string): string {
  const text = STYLE_CATEGORY_TEXTS[category];
  return text ? i18n._(text) : category;
}
