/** What the seeded emergency numbers dial, in the order the page lists them. */
export const EXPECTED_HREFS = [
  'tel:105',
  'tel:106',
  'tel:+5184240313',
  'tel:+5184216464',
  'tel:+5184231131',
  'tel:+5184123456',
  'tel:116',
];
