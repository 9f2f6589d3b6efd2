// What the PDF generators share: the site's documents (generate-pdfs.mjs) and the devis
// (devis-pdf.mjs).

/** "a · b · c", without the parts not entered. */
export const dotted = (...parts) => parts.filter(Boolean).join(' · ');

/** The whole of a pdfkit document, once it is ended. */
export function toBuffer(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
