// The devis as a PDF (docs/adr-023-devis.md): what the customer reads, accepts, and keeps. The
// production server builds the view model from the version sent (its frozen snapshot, the
// totals of `devisTotals`, every text already typeset in French) and renders it here, in a child
// process (render-devis.mjs). Standard Helvetica, ragged-right paragraphs (a justified line is
// drawn word by word without its spaces: pdftotext would glue the words), dates fixed to the
// sending's so the same version always gives the same bytes: the SHA-256 the customer accepts
// is that of these bytes. The signed PDF is the same document followed by the acceptance page.

import PDFDocument from 'pdfkit';
import { dotted, toBuffer } from './lib/pdf.mjs';

const BROWN = '#6f4b2e';
const LIGHT = '#f6ede2';
const INK = '#2a2018';
const GREY = '#6b5a4a';
const M = 50;

// The characters of the standard fonts' encoding (WinAnsi): Latin-1 and CP1252's extras.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (ch) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch)
  );
};
const NO_DECOMPOSITION = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * A text for the standard font: its encoding has no narrow no-break space (U+202F, the French
 * thousands separator and the space inside « »), so it becomes a no-break space; a letter it
 * lacks (« Łukasz », « Żółć ») is written without its accent rather than as a wrong glyph, and
 * anything else it cannot show (an emoji) as « ? ».
 */
const pdfText = (text) =>
  [
    ...String(text ?? '')
      .replace(/\u202f/g, '\u00a0')
      .replace(/\r\n?/g, '\n'),
  ]
    .map((ch) => {
      if (inWinAnsi(ch)) return ch;
      const bare = (NO_DECOMPOSITION[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '')).normalize('NFC');
      return [...bare].every(inWinAnsi) ? bare : '?';
    })
    .join('');

/**
 * The attestation the customer gives for a reduced VAT rate (10 % or 5,5 %), in our own words,
 * covering what the tax administration's model asks them to certify (BOI-LETTRE-000280).
 */
export const VAT_CERTIFICATION = [
  'Pour bénéficier du taux réduit de TVA appliqué à ce devis, le client certifie, en acceptant le devis :',
  '– que les locaux où les travaux sont réalisés sont affectés à l’habitation (ou le seront à leur issue) et que leur construction est achevée depuis plus de deux ans ;',
  '– que les travaux ne concourent pas à la production d’un immeuble neuf : ils ne rendent pas à l’état neuf plus de la moitié des fondations, des éléments porteurs (hors fondations) ou de la façade, ni plus des deux tiers de chacun des éléments de second œuvre (planchers non porteurs, huisseries extérieures, cloisons intérieures, installations sanitaires et de plomberie, installations électriques, chauffage) ;',
  '– que les travaux n’augmentent pas de plus de 10 % la surface de plancher des locaux existants ;',
  '– pour les travaux au taux de 5,5 %, qu’il s’agit de travaux d’amélioration de la qualité énergétique, ou des travaux qui leur sont indissociablement liés, dans les mêmes locaux.',
  'Le client conserve ce devis accepté et les factures jusqu’au 31 décembre de la cinquième année suivant la réalisation des travaux. Si ses déclarations se révèlent inexactes de son fait, il est solidairement tenu au paiement du complément de taxe.',
];

/** The withdrawal information (Code de la consommation, articles L221-18 and following). */
export const WITHDRAWAL_INFORMATION = [
  'Ce devis est accepté à distance, sur notre site : vous disposez d’un délai de 14 jours pour vous rétracter, sans avoir à donner de motif ni à payer de pénalité. Le délai court à compter du jour de l’acceptation du devis ; s’il expire un samedi, un dimanche ou un jour férié, il est prolongé jusqu’au premier jour ouvrable suivant.',
  'Pour l’exercer, envoyez-nous avant l’expiration du délai une déclaration dénuée d’ambiguïté (lettre ou e-mail aux coordonnées ci-dessus), par exemple au moyen du formulaire de rétractation joint. Nous vous remboursons alors tous les paiements reçus au plus tard 14 jours après avoir été informés de votre décision, par le moyen de paiement utilisé, sans frais.',
  'Aucun travail ne commence avant la fin du délai de rétractation, sauf si vous le demandez expressément en cochant la case ci-dessous. Dans ce cas, si vous vous rétractez ensuite, vous nous devez un montant proportionnel aux travaux réalisés jusqu’à ce que vous nous informiez de votre rétractation. Vous ne pouvez plus vous rétracter une fois les travaux entièrement exécutés avec votre accord.',
];

export const EARLY_START_REQUEST =
  'Je demande que les travaux commencent avant la fin du délai de rétractation.';

function newDoc(view) {
  const date = new Date(view.sentAt);
  return new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 66, left: M, right: M },
    bufferPages: true,
    info: {
      Title: pdfText(`Devis ${view.number}`),
      Author: pdfText(view.company.brand),
      Subject: pdfText(`Devis ${view.number}, version ${view.version}`),
      Creator: pdfText(view.company.brand),
      Producer: 'pdfkit',
      CreationDate: date,
      ModDate: date,
    },
    lang: 'fr-FR',
    displayTitle: true,
  });
}

const contentWidth = (doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function header(doc, view) {
  const w = doc.page.width;
  doc.save().rect(0, 0, w, 40).fill(BROWN).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(pdfText(view.company.brand), M, 14, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#f3dcc0')
    .text(pdfText(`Devis ${view.number} · version ${view.version}`), w - M - 250, 16, {
      width: 250,
      align: 'right',
      lineBreak: false,
    });
  doc.fillColor(INK);
  doc.x = M;
  doc.y = 60;
}

function footers(doc, view) {
  const range = doc.bufferedPageRange();
  const c = view.company;
  const line = pdfText(dotted(c.legalName, c.siret && `SIRET ${c.siret}`, c.phone, c.email));
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width: w, height: h } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(M, h - 48)
      .lineTo(w - M, h - 48)
      .lineWidth(0.5)
      .strokeColor('#c9b8a4')
      .stroke()
      .restore();
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(line, M, h - 40, { width: w - 2 * M - 50, lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, w - M - 50, h - 40, {
      width: 50,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function ensureSpace(doc, needed) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc, text) {
  ensureSpace(doc, 50);
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(BROWN)
    .text(pdfText(text), M, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.25);
  doc.fillColor(INK);
}

function paragraph(doc, text, options = {}) {
  const size = options.size ?? 9.5;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  ensureSpace(doc, Math.min(doc.heightOfString(pdfText(text), { width: contentWidth(doc) }), 60));
  doc.fillColor(options.color ?? INK).text(pdfText(text), M, doc.y, {
    width: contentWidth(doc),
    align: 'left',
    lineGap: 1.5,
  });
  doc.moveDown(options.after ?? 0.3);
}

/** « Label : value » lines, the label in bold; the empty values left out. */
function facts(doc, rows, x, width) {
  for (const [label, value] of rows) {
    if (!value) continue;
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfText(`${label}\u00a0: `), x, doc.y, { width, continued: true, align: 'left' })
      .font('Helvetica')
      .text(pdfText(value), { align: 'left' });
    doc.moveDown(0.1);
  }
}

/** A block of text in a column (`x`, `width`) starting at `y`; returns where it ends. */
function column(doc, title, lines, x, y, width) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BROWN).text(pdfText(title), x, y, { width });
  doc.moveDown(0.2);
  for (const [k, line] of lines.entries()) {
    if (!line) continue;
    doc
      .font(k === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(pdfText(line), x, doc.y, { width, align: 'left' });
  }
  return doc.y;
}

function checkbox(doc, x, y, checked) {
  doc.save().lineWidth(0.8).strokeColor(INK).rect(x, y, 9, 9).stroke();
  if (checked) {
    doc
      .moveTo(x + 1.8, y + 4.8)
      .lineTo(x + 3.8, y + 7.2)
      .lineTo(x + 7.6, y + 1.8)
      .lineWidth(1.4)
      .stroke();
  }
  doc.restore();
}

/** A box and its sentence; `checked` null: an empty box for the customer to fill. */
function checkboxLine(doc, text, checked) {
  const width = contentWidth(doc) - 18;
  doc.font('Helvetica').fontSize(9.5);
  ensureSpace(doc, doc.heightOfString(pdfText(text), { width }) + 6);
  const y = doc.y;
  checkbox(doc, M, y + 0.5, checked === true);
  doc.fillColor(INK).text(pdfText(text), M + 18, y, { width, align: 'left' });
  doc.x = M;
  doc.moveDown(0.3);
}

const COLUMNS = [
  { title: 'Désignation', key: 'description', share: 0.4, align: 'left' },
  { title: 'Qté', key: 'quantity', share: 0.09, align: 'right' },
  { title: 'Unité', key: 'unit', share: 0.1, align: 'left' },
  { title: 'PU HT', key: 'unitPriceHt', share: 0.14, align: 'right' },
  { title: 'TVA', key: 'vatRate', share: 0.09, align: 'right' },
  { title: 'Total HT', key: 'totalHt', share: 0.18, align: 'right' },
];

function linesTable(doc, rows) {
  const total = contentWidth(doc);
  const widths = COLUMNS.map((col) => col.share * total);
  const pad = 4;
  const drawRow = (cells, kind, shade) => {
    doc.font(kind === 'head' ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const h =
      Math.max(...cells.map((cell, c) => doc.heightOfString(pdfText(cell), { width: widths[c] - 2 * pad }))) +
      2 * pad;
    ensureSpace(doc, h + 2);
    const y = doc.y;
    if (kind === 'head') doc.save().rect(M, y, total, h).fill(BROWN).restore();
    else if (shade) doc.save().rect(M, y, total, h).fill(LIGHT).restore();
    let x = M;
    cells.forEach((cell, c) => {
      doc
        .fillColor(kind === 'head' ? '#ffffff' : INK)
        .text(pdfText(cell), x + pad, y + pad, { width: widths[c] - 2 * pad, align: COLUMNS[c].align });
      x += widths[c];
    });
    doc
      .save()
      .moveTo(M, y + h)
      .lineTo(M + total, y + h)
      .lineWidth(0.4)
      .strokeColor('#d8c8b4')
      .stroke()
      .restore();
    doc.x = M;
    doc.y = y + h;
  };
  drawRow(
    COLUMNS.map((col) => col.title),
    'head',
  );
  rows.forEach((row, k) => {
    drawRow(
      COLUMNS.map((col) => row[col.key] ?? ''),
      'row',
      k % 2 === 1,
    );
  });
  doc.fillColor(INK);
}

/**
 * The totals under the table, each « label : amount » one right-aligned line (a label and its
 * amount drawn apart would be read as two columns, all labels then all amounts).
 */
function totalsBlock(doc, totals) {
  const rows = [
    [`Total HT\u00a0: ${totals.ht}`, false],
    ...totals.byRate.map((r) => [`TVA ${r.rate} sur ${r.base} HT\u00a0: ${r.vat}`, false]),
    [`Total TTC\u00a0: ${totals.ttc}`, true],
  ];
  ensureSpace(doc, rows.length * 16 + 10);
  doc.moveDown(0.4);
  for (const [line, strong] of rows) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(strong ? BROWN : INK)
      .text(pdfText(line), M, doc.y, { width: contentWidth(doc), align: 'right' });
    doc.moveDown(0.15);
  }
  doc.x = M;
  doc.fillColor(INK);
}

function withdrawalForm(doc, view) {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(BROWN)
    .text('Formulaire de rétractation', M, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.3);
  paragraph(
    doc,
    'À compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat, avant la fin du délai de 14 jours.',
    { color: GREY },
  );
  const c = view.company;
  paragraph(
    doc,
    `À l’attention de ${dotted(c.legalName, c.address, c.email)}${c.phone ? ` (téléphone ${c.phone})` : ''} :`,
  );
  paragraph(
    doc,
    `Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous : devis ${view.number}, version ${view.version} (${view.worksNature.replace(/[.\s]+$/, '')}).`,
  );
  const blank = '........................................................................';
  for (const label of [
    'Accepté le',
    'Nom du client',
    'Adresse du client',
    'Signature du client (uniquement en cas de notification sur papier)',
    'Date',
  ]) {
    paragraph(doc, `${label} : ${blank}`, { after: 0.8 });
  }
}

function acceptancePage(doc, view, acceptance) {
  doc.addPage();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(BROWN)
    .text('Acceptation du devis', M, doc.y, {
      width: contentWidth(doc),
    });
  doc.moveDown(0.4);
  paragraph(
    doc,
    `Le devis ${view.number}, version ${view.version}, a été accepté en ligne ${acceptance.acceptedAt}, par ${acceptance.signerName}, après saisie du code à usage unique envoyé à son adresse e-mail.`,
  );
  facts(
    doc,
    [
      ['Date et heure (heure de Paris)', acceptance.acceptedAt],
      ['Signataire', acceptance.signerName],
      ['Total TTC accepté', view.totals.ttc],
      view.reducedVat && [
        'Attestation pour le taux réduit de TVA',
        acceptance.vatCertified ? 'certifiée par le client' : 'non certifiée',
      ],
      [
        'Début des travaux avant la fin du délai de rétractation',
        acceptance.earlyStart ? 'demandé par le client' : 'non demandé',
      ],
    ].filter(Boolean),
    M,
    contentWidth(doc),
  );
  doc.moveDown(0.3);
  // Only a devis with a reduced rate carries the attestation (and asks for its certification).
  if (view.reducedVat) {
    checkboxLine(
      doc,
      'Le client certifie remplir les conditions du taux réduit de TVA (attestation ci-dessus).',
      acceptance.vatCertified,
    );
  }
  checkboxLine(doc, EARLY_START_REQUEST, acceptance.earlyStart);
  doc.moveDown(0.3);
  paragraph(doc, 'Empreinte SHA-256 du devis accepté (le PDF non signé, tel qu’il a été présenté) :');
  doc
    .font('Courier')
    .fontSize(8.5)
    .fillColor(INK)
    .text(acceptance.pdfSha256, M, doc.y, { width: contentWidth(doc), lineBreak: false });
  doc.moveDown(1);
  paragraph(
    doc,
    'Cette empreinte identifie exactement le document accepté : recalculée sur le PDF du devis, elle doit donner la même valeur.',
    { color: GREY },
  );
}

/**
 * The devis's PDF. `view`: the version's view model, every text already typeset, every amount
 * already formatted (see content/test/devis-pdf.test.mjs for its shape); `acceptance`: null for
 * the devis as sent, or `{ acceptedAt, signerName, pdfSha256, vatCertified, earlyStart }`
 * (`acceptedAt` a label: « le 8 décembre 2026 à 14 h 05 ») for the signed one.
 */
export async function renderDevisPdf(view, acceptance = null) {
  const doc = newDoc(view);
  doc.on('pageAdded', () => header(doc, view));
  header(doc, view);
  const width = contentWidth(doc);
  const c = view.company;

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(BROWN)
    .text(pdfText(`Devis ${view.number}`), M, doc.y, {
      width,
    });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(pdfText(`Version ${view.version} · établi le ${view.date}`), { width });
  doc.moveDown(0.8);

  const top = doc.y;
  const half = (width - 20) / 2;
  const leftEnd = column(
    doc,
    'Entreprise',
    [
      c.legalName,
      c.brand !== c.legalName ? `Nom commercial : ${c.brand}` : '',
      c.legalForm,
      c.address,
      `SIRET : ${c.siret}`,
      `RCS : ${c.rcs}`,
      `TVA intracommunautaire : ${c.vatNumber}`,
      `Téléphone : ${c.phone}`,
      `E-mail : ${c.email}`,
    ],
    M,
    top,
    half,
  );
  const rightEnd = column(
    doc,
    'Client',
    [
      view.customer.name,
      view.customer.email && `E-mail : ${view.customer.email}`,
      view.customer.phone && `Téléphone : ${view.customer.phone}`,
      `Adresse des travaux : ${view.customer.worksAddress}`,
    ],
    M + half + 20,
    top,
    half,
  );
  doc.x = M;
  doc.y = Math.max(leftEnd, rightEnd);

  heading(doc, 'Nature des travaux');
  paragraph(doc, view.worksNature);

  heading(doc, 'Détail des prestations');
  linesTable(doc, [...view.lines, ...(view.travel ? [view.travel] : [])]);
  if (!view.travel) {
    doc.moveDown(0.3);
    paragraph(doc, 'Frais de déplacement : aucun.');
  }
  totalsBlock(doc, view.totals);

  heading(doc, 'Conditions');
  facts(
    doc,
    [
      ['Validité', `devis valable jusqu’au ${view.validUntil} inclus`],
      ['Prix du devis', view.devisPrice],
      ['Début des travaux', view.start],
      ['Durée des travaux', view.duration],
      ['Conditions de paiement', view.paymentTerms],
      ['Acompte', view.deposit],
    ],
    M,
    width,
  );

  heading(doc, 'Assurance décennale');
  facts(
    doc,
    [
      ['Assureur', c.insurerName],
      ['Police', c.insurerPolicy],
      ['Couverture géographique', c.insurerArea],
    ],
    M,
    width,
  );

  heading(doc, 'Médiation de la consommation');
  paragraph(
    doc,
    'En cas de litige que nous n’aurions pu régler ensemble après une réclamation écrite, vous pouvez saisir gratuitement le médiateur de la consommation dont nous relevons :',
  );
  facts(
    doc,
    [
      ['Médiateur', c.mediatorName],
      ['Adresse', c.mediatorAddress],
      ['Site internet', c.mediatorWebsite],
    ],
    M,
    width,
  );

  if (view.reducedVat) {
    heading(doc, 'Attestation du client pour le taux réduit de TVA');
    for (const text of VAT_CERTIFICATION) paragraph(doc, text);
    checkboxLine(
      doc,
      'Je certifie remplir les conditions ci-dessus (case cochée en ligne lors de l’acceptation).',
      null,
    );
  }

  heading(doc, 'Droit de rétractation');
  for (const text of WITHDRAWAL_INFORMATION) paragraph(doc, text);
  // Boxes left empty here: the signed PDF shows the customer's choices on its acceptance page,
  // and the pages before it stay those of the PDF accepted.
  checkboxLine(doc, EARLY_START_REQUEST, null);

  heading(doc, 'Acceptation');
  paragraph(
    doc,
    'Le devis s’accepte en ligne, sur la page dont le lien vous a été envoyé par e-mail : cochez l’attestation, demandez le code reçu par e-mail, saisissez-le avec votre nom, puis « Accepter le devis ». Le devis signé vous est alors envoyé par e-mail.',
  );

  withdrawalForm(doc, view);
  if (acceptance) acceptancePage(doc, view, acceptance);
  footers(doc, view);
  return toBuffer(doc);
}
