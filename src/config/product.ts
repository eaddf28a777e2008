/** The product's name, shown in titles, headings and texts across the app. */
export const PRODUCT_NAME = 'YardVision';
