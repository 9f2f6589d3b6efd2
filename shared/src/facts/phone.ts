/** The company phone, on its own: the page's inline loader needs it without the other facts. */
export const phone = { display: '03 53 01 24 68', href: 'tel:+33353012468', e164: '+33353012468' };
