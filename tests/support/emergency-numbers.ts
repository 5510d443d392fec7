/** What the seeded emergency numbers dial, in the order the page lists them. */
export const EXPECTED_HREFS = [
  'tel:105',
  'tel:+51980122335',
  'tel:106',
  'tel:+5184240313',
  'tel:+5184216464',
  'tel:+5184231131',
  'tel:+51944492314',
  'tel:116',
];

/** The WhatsApp chats beside the seeded lines that answer there: Tourist Police, then iPerú. */
export const EXPECTED_WHATSAPP = ['https://wa.me/51980122335', 'https://wa.me/51944492314'];
