/**
 * The design styles a generation can target (spec §3 'Style'). A style's name is
 * '{Category} {Specific name}', and styles are grouped by that first word. Instead of a catalogue
 * style the user may describe their own: the literal 'Custom Style' with a free-text description.
 */

/** A style as generations carry it and requests send it: a name and, maybe, a description. */
export type Style = { name: string; description?: string };

/** A catalogue style always has a description. */
type CatalogueStyle = Required<Style>;

/** The style name a generation carries when the user describes the style themselves. */
export const CUSTOM_STYLE_NAME = 'Custom Style';

/** The category the style picker shows for a self-described style. */
export const CUSTOM_CATEGORY = 'Custom';

/** 40 design variants in 12 categories, then 5 humorous 'Feline' styles. */
export const STYLE_CATALOGUE: readonly CatalogueStyle[] = [
  {
    name: 'Enhanced Existing',
    description:
      'Keeps your current layout and plants, adding fresh mulch, crisp bed edges and fuller planting where beds look thin.',
  },
  {
    name: 'Enhanced Privacy',
    description:
      'Screens seating areas from neighbors and the street with layered evergreens, tall grasses and slatted fence panels.',
  },
  {
    name: 'Enhanced Outdoor Living',
    description:
      'Adds a paved patio with comfortable seating, a dining table and soft planting around it to turn the yard into an outdoor room.',
  },
  {
    name: 'Enhanced Color',
    description:
      'Keeps your layout and fills the beds with long-blooming perennials and flowering shrubs in a coordinated color palette.',
  },
  {
    name: 'Natural Accent',
    description:
      'Keeps your layout and softens its edges with native grasses, perennials and a few boulders.',
  },
  {
    name: 'Natural Meadow',
    description:
      'Replaces much of the lawn with a meadow of wildflowers and native grasses crossed by a simple mown path.',
  },
  {
    name: 'Natural Woodland',
    description:
      'Creates a shady woodland feel with small understory trees, ferns, hostas and a winding bark-mulch path.',
  },
  {
    name: 'Natural Stone',
    description:
      'Brings in natural stone with boulders, a dry-laid stone wall and flagstone steps set among low planting.',
  },
  {
    name: 'Refined Traditional',
    description:
      'Gives the yard a classic look with clipped boxwood, a neat lawn, brick edging and symmetrical flower borders.',
  },
  {
    name: 'Refined Curb Appeal',
    description:
      'Smartens the front of the house with a welcoming path, tidy foundation planting, fresh mulch and accent lighting.',
  },
  {
    name: 'Refined Formal',
    description:
      'Lays the yard out on clear lines with clipped hedges, gravel walks, matching planters and a central focal point.',
  },
  {
    name: 'Refined Cottage',
    description:
      'Fills tidy beds with roses, lavender, foxgloves and climbers along a picket fence and a curving gravel path.',
  },
  {
    name: 'Gentle Modern',
    description:
      'Adds clean lines with rectangular beds, large concrete pavers and drifts of grasses while keeping the yard soft and green.',
  },
  {
    name: 'Gentle Zen',
    description:
      'Creates a calm Japanese-inspired space with raked gravel, moss, stepping stones, a maple and a small water basin.',
  },
  {
    name: 'Gentle Coastal',
    description:
      'Sets a relaxed seaside mood with sandy gravel, ornamental grasses, silvery plants and weathered wood accents.',
  },
  {
    name: 'Adaptive Native',
    description:
      'Replants the yard with regional native shrubs, grasses and wildflowers that thrive locally with little watering.',
  },
  {
    name: 'Adaptive Xeriscape',
    description:
      'Swaps thirsty lawn for gravel, boulders and drought-tolerant succulents, agaves and grasses that need little water.',
  },
  {
    name: 'Adaptive Rain Garden',
    description:
      'Adds a planted rain garden and a dry creek bed of river rock that collect runoff from the roof and paving.',
  },
  {
    name: 'Subtle Symmetry',
    description:
      'Balances both sides of the yard with mirrored beds, matching shrubs and a centered path or focal point.',
  },
  {
    name: 'Subtle Structure',
    description:
      'Adds quiet structure with low hedges, a few shaped evergreens and defined bed edges around your existing planting.',
  },
  {
    name: 'Subtle Minimalist',
    description:
      'Pares the yard back to a simple lawn or gravel area, a few sculptural plants and clean, uncluttered edges.',
  },
  {
    name: 'Subtle Mediterranean',
    description:
      'Adds a sunny Mediterranean touch with gravel, terracotta pots, olive trees, lavender and rosemary.',
  },
  {
    name: 'Seasonal Interest',
    description:
      'Plants for year-round appeal with spring bulbs, summer perennials, fall foliage and winter evergreens.',
  },
  {
    name: 'Seasonal Bloom',
    description:
      'Packs the beds with flowering shrubs and perennials chosen to bloom in waves from spring through fall.',
  },
  {
    name: 'Seasonal Harvest',
    description:
      'Adds neat raised vegetable beds, fruit trees and herbs so the yard looks good and gives a harvest each season.',
  },
  {
    name: 'Low-Impact Beauty',
    description:
      'Keeps the yard attractive with tough, low-maintenance plants, mulched beds and less lawn to mow and water.',
  },
  {
    name: 'Low-Impact Groundcover',
    description:
      'Replaces much of the lawn with spreading groundcovers such as clover, creeping thyme and sedum that rarely need mowing.',
  },
  {
    name: 'Low-Impact Pollinator',
    description:
      'Plants drifts of nectar-rich flowers and native shrubs that feed bees and butterflies with little upkeep.',
  },
  {
    name: 'Integrated Design',
    description:
      'Ties house and yard together with materials, colors and plant shapes that echo the architecture of the home.',
  },
  {
    name: 'Integrated Hardscape',
    description:
      'Connects patio, paths, steps and low walls in one matching paving material, with planting softening every edge.',
  },
  {
    name: 'Integrated Water Feature',
    description:
      'Builds a pond, fountain or small stream into the layout, framed by rocks and moisture-loving plants.',
  },
  {
    name: 'Harmonious Blend',
    description:
      'Blends your existing plants with new ones in repeating colors and forms so the whole yard feels unified.',
  },
  {
    name: 'Harmonious Texture',
    description:
      'Mixes fine grasses, bold leaves and soft mounding plants in a mostly green palette for rich, calm texture.',
  },
  {
    name: 'Harmonious Color',
    description:
      'Limits the planting to a few complementary flower and foliage colors repeated through every bed.',
  },
  {
    name: 'Improved Flow',
    description:
      'Reworks paths, steps and openings so you move easily between the door, patio, lawn and garden areas.',
  },
  {
    name: 'Improved Family Space',
    description:
      'Makes room for play and gatherings with an open lawn, a shaded seating area and sturdy planting along the edges.',
  },
  {
    name: 'Improved Entryway',
    description:
      'Widens and brightens the approach to the front door with a generous path, planters and soft lighting.',
  },
  {
    name: 'Balanced Proportions',
    description:
      'Resizes beds, lawn and paving so each area suits the scale of the house and the size of the yard.',
  },
  {
    name: 'Balanced Lawn and Beds',
    description:
      'Keeps a healthy lawn framed by deep, curved planting beds for an even mix of open space and greenery.',
  },
  {
    name: 'Balanced Sun and Shade',
    description:
      'Adds a shade tree or pergola beside open sunny areas so the yard has comfortable spots at every time of day.',
  },
  {
    name: 'Feline Fancy',
    description:
      'Designs the yard for discerning cats with catnip borders, sunny lounging ledges and a birdbath to watch from afar.',
  },
  {
    name: 'Feline Frenzy',
    description:
      'Turns the yard into a cat playground with climbing posts, tunnels through tall grasses and scratching logs.',
  },
  {
    name: 'Feline Fiasco',
    description:
      'Shows the yard after the cats took charge, with flattened flowerbeds, dug-up mulch and a cat on every sunny surface.',
  },
  {
    name: 'Feline Fabulous',
    description:
      'Gives cats a luxury retreat with a cushioned pergola, a drinking fountain and a velvety lawn for sunbathing.',
  },
  {
    name: 'Feline Folly',
    description:
      'Adds a cat-shaped topiary, a tiny garden castle for naps and paths lined with catmint and cat grass.',
  },
];

/** A style's category: the first word of its name ('Low-Impact Beauty' → 'Low-Impact'). */
export function categoryOf(styleName: string): string {
  return styleName.trim().split(/\s+/)[0] ?? '';
}

function groupByCategory(styles: readonly CatalogueStyle[]) {
  const groups = new Map<string, CatalogueStyle[]>();
  for (const style of styles) {
    const category = categoryOf(style.name);
    const group = groups.get(category);
    if (group) group.push(style);
    else groups.set(category, [style]);
  }
  return [...groups].map(([category, members]) => ({ category, styles: members }));
}

/** The catalogue grouped by category, categories in the order they first appear. */
export const STYLE_CATEGORIES: readonly { category: string; styles: readonly CatalogueStyle[] }[] =
  groupByCategory(STYLE_CATALOGUE);

/** The catalogue style with exactly this name, if any. */
export function findCatalogueStyle(name: string): CatalogueStyle | undefined {
  return STYLE_CATALOGUE.find((style) => style.name === name);
}

/** A style is complete once chosen; a Custom Style also needs its description (spec §5). */
export function isStyleComplete(style: Style | undefined): style is Style {
  if (!style?.name) return false;
  return style.name !== CUSTOM_STYLE_NAME || Boolean(style.description?.trim());
}

/** The style as it is sent: a custom description trimmed, no empty description. */
export function styleToSend(style: Style): Style {
  const description = style.description?.trim();
  return description ? { name: style.name, description } : { name: style.name };
}
