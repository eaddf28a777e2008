/** A design chosen to present, as the Prices card (pricing-card.tsx) and its rows show it. */
export type PricingDesign = { ref: string; styleName: string; pictureUrl: string };
