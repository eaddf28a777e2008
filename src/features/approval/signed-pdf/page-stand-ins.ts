/**
 * Stand-ins for the page number and the page count in the translated 'Page x of y'
 * (signed-pdf-texts.ts puts them in): the record page runs onto more pages when the lists are
 * long, so only the writer (write-signed-proposal-pdf.ts) knows how many there are, and puts
 * the numbers in their place.
 */
export const PAGE_NUMBER = '\u0001';
export const PAGE_COUNT = '\u0002';
