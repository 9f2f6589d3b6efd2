// Writes the downloadable PDFs to content/media/documents/: one technical sheet per
// content/documents/<slug>.md (a small markdown subset: #, ##, ###, paragraphs, "- " lists,
// | tables |), the thank-you guide, and the company brochure (~2 MB, with our generated photos
// embedded). Uses pdfkit's standard Helvetica; dates are fixed so the files are reproducible.
// Paragraphs are ragged right, never justified: pdfkit draws a justified line word by word
// without the spaces, so copying or searching the text would glue its words together
// (content/test/pdf-text.test.mjs reads every file back with pdftotext).
//
// The company's details printed in them (brand, phones, e-mail, head office, agencies, hours,
// SIRET), and the price list and business figures, are a parameter: this script writes the
// files with the seed's values
// (content/company-seed.json); the production server renders a document again with the details
// staff keep in the back office when they differ (shell/server/documents.ts, run through
// render-document.mjs; docs/adr-018-documents-follow-company-details.md).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { CONTENT_DIR, MEDIA_DIR } from './lib/paths.mjs';
import { dotted, toBuffer } from './lib/pdf.mjs';

const OUT = path.join(MEDIA_DIR, 'documents');
const FIXED_DATE = new Date('2026-01-05T09:00:00Z');
const BROWN = '#6f4b2e';
const LIGHT = '#f6ede2';
const INK = '#2a2018';
/** The details printed, as the server passes them (content/company-seed.json for the seed's). */
export const SEED_COMPANY = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'company-seed.json'), 'utf8'));
const nbsp = (text) => text.replace(/ /g, '\u00a0');
// On one line (the brand is in the header): a longer one wrapped into the page's bottom edge.
const footerLine = (company) =>
  dotted(
    company.address,
    company.phone && nbsp(company.phone),
    company.email,
    company.siret && `SIRET ${nbsp(company.siret)}`,
  );
/** A phone number ("03 53 01 24 68") never breaks across two lines: its spaces become no-break spaces. */
const keepPhones = (text) => text.replace(/\b0\d(?: \d\d){4}\b/g, (phone) => phone.replace(/ /g, '\u00a0'));
const documents = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'documents.json'), 'utf8'));
/**
 * A text for the PDF's standard font: its encoding has no narrow no-break space (U+202F, the
 * thousands separator of the prices), so it becomes a no-break space.
 */
const pdfText = (text) => String(text ?? '').replace(/\u202f/g, '\u00a0');

/**
 * A sheet's markdown with its prices filled in: `{{prices.vitrification}}`,
 * `{{prices.stairs.0.price}}`… are read from the details passed (the quote rules' prices and
 * the price list staff keep, TTC with the HT; docs/adr-005-quote-rules-and-prices.md).
 */
export function fillPrices(md, company) {
  return md.replace(/\{\{([\w.]+)\}\}/g, (whole, key) => {
    const value = key.split('.').reduce((at, part) => (at == null ? at : at[part]), company);
    if (typeof value !== 'string') throw new Error(`${whole} : valeur inconnue`);
    return pdfText(value);
  });
}

function newDoc(company, title, subject) {
  return new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 70, left: 56, right: 56 },
    bufferPages: true,
    info: {
      Title: title,
      Author: company.brand,
      Subject: subject,
      Creator: company.brand,
      Producer: 'pdfkit',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
    lang: 'fr-FR',
    displayTitle: true,
  });
}

function header(doc, company, category) {
  const w = doc.page.width;
  doc.save().rect(0, 0, w, 44).fill(BROWN).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(company.brand, 56, 16, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#f3dcc0')
    .text(category, w - 56 - 250, 18, { width: 250, align: 'right', lineBreak: false });
  // The text that follows starts at the left margin, not where the category ended.
  doc.fillColor(INK);
  doc.x = doc.page.margins.left;
}

function footers(doc, company) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width: w, height: h } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(56, h - 52)
      .lineTo(w - 56, h - 52)
      .lineWidth(0.5)
      .strokeColor('#c9b8a4')
      .stroke()
      .restore();
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#6b5a4a')
      .text(footerLine(company), 56, h - 44, { width: w - 112 - 50, lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, w - 56 - 50, h - 44, {
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

function drawTable(doc, rows) {
  const x0 = doc.page.margins.left;
  const total = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const n = rows[0].length;
  // Column widths proportional to the longest cell, with a floor.
  const lens = Array.from({ length: n }, (_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)) + 6);
  const sum = lens.reduce((a, b) => a + b, 0);
  const widths = lens.map((l) => (l / sum) * total);
  const pad = 5;
  rows.forEach((row, ri) => {
    doc.font(ri === 0 ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const hts = row.map((cell, c) => doc.heightOfString(cell, { width: widths[c] - 2 * pad }));
    const h = Math.max(...hts) + 2 * pad;
    ensureSpace(doc, h + 2);
    const y = doc.y;
    if (ri === 0) doc.save().rect(x0, y, total, h).fill(BROWN).restore();
    else if (ri % 2 === 0) doc.save().rect(x0, y, total, h).fill(LIGHT).restore();
    let x = x0;
    row.forEach((cell, c) => {
      doc.fillColor(ri === 0 ? '#ffffff' : INK).text(cell, x + pad, y + pad, { width: widths[c] - 2 * pad });
      x += widths[c];
    });
    doc
      .save()
      .moveTo(x0, y + h)
      .lineTo(x0 + total, y + h)
      .lineWidth(0.4)
      .strokeColor('#d8c8b4')
      .stroke()
      .restore();
    doc.x = x0;
    doc.y = y + h;
  });
  doc.fillColor(INK).moveDown(0.8);
}

/** Renders the markdown subset of content/documents/*.md. */
function renderMarkdown(doc, md, category) {
  const lines = md.split(/\r?\n/);
  let i = 0;
  let first = true;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('# ')) {
      if (first) {
        doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text(line.slice(2), { width });
        doc.moveDown(0.2);
        doc
          .font('Helvetica')
          .fontSize(9.5)
          .fillColor('#8a7460')
          .text(`Fiche ${category} · Édition 2026`, { width });
        doc.moveDown(0.8);
        first = false;
      }
      i++;
    } else if (line.startsWith('## ')) {
      ensureSpace(doc, 60);
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).fillColor(BROWN).text(line.slice(3), { width });
      doc.moveDown(0.3);
      i++;
    } else if (line.startsWith('### ')) {
      ensureSpace(doc, 40);
      doc.moveDown(0.2).font('Helvetica-Bold').fontSize(11.5).fillColor(INK).text(line.slice(4), { width });
      doc.moveDown(0.2);
      i++;
    } else if (line.startsWith('|')) {
      const rows = [];
      while (i < lines.length && lines[i].startsWith('|')) {
        const cells = lines[i]
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((s) => s.trim());
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i++;
      }
      drawTable(doc, rows);
    } else if (line.startsWith('- ')) {
      const items = [];
      while (i < lines.length && lines[i].startsWith('- ')) items.push(lines[i++].slice(2));
      doc.font('Helvetica').fontSize(10.5).fillColor(INK);
      for (const it of items) {
        ensureSpace(doc, 18);
        const y = doc.y;
        doc
          .save()
          .circle(doc.page.margins.left + 4, y + 6, 2.2)
          .fill(BROWN)
          .restore();
        doc.fillColor(INK).text(it, doc.page.margins.left + 14, y, { width: width - 14, lineGap: 2 });
        doc.moveDown(0.15);
      }
      doc.x = doc.page.margins.left;
      doc.moveDown(0.5);
    } else {
      const para = [];
      while (i < lines.length && lines[i].trim() && !/^(#|- |\|)/.test(lines[i]))
        para.push(lines[i++].trim());
      ensureSpace(doc, 30);
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor(INK)
        .text(keepPhones(para.join(' ')), { width, lineGap: 2.5, align: 'left' });
      doc.moveDown(0.6);
    }
  }
}

async function sheet(entry, company) {
  const md = fillPrices(
    readFileSync(path.join(CONTENT_DIR, 'documents', `${entry.slug}.md`), 'utf8'),
    company,
  );
  const doc = newDoc(company, entry.title, entry.description);
  doc.on('pageAdded', () => {
    header(doc, company, entry.category);
    doc.y = 72;
  });
  header(doc, company, entry.category);
  doc.y = 72;
  renderMarkdown(doc, md, entry.category);
  // Closing box: contact and free quote.
  ensureSpace(doc, 80);
  doc.moveDown(0.5);
  const y = doc.y;
  const w = doc.page.width - 112;
  doc.save().roundedRect(56, y, w, 62, 8).fill(LIGHT).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(BROWN)
    .text('Une question sur votre parquet ?', 72, y + 12, { width: w - 32 });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(INK)
    .text(
      `${company.phone ? `Appelez-nous au ${nbsp(company.phone)}${company.hours ? ` (${lower(company.hours)})` : ''} ou demandez` : 'Demandez'} votre devis${company.prices.quote.startsWith('Devis gratuit') ? ' gratuit' : ''} sur ${company.site} : réponse ${company.replyWithin ?? 'sous 24 h'}.`,
      72,
      y + 28,
      { width: w - 32 },
    );
  footers(doc, company);
  return toBuffer(doc);
}

const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);

// ---------------------------------------------------------------- brochure
const photo = (area, name, w = 1440) => path.join(MEDIA_DIR, area, `${name}-${w}.jpg`);

function figureTile(doc, x, y, w, h, big, small) {
  doc.save().roundedRect(x, y, w, h, 8).fill(LIGHT).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(BROWN)
    .text(big, x, y + 14, { width: w, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(INK)
    .text(small, x + 6, y + 44, { width: w - 12, align: 'center' });
}

async function brochure(company, extraQuality) {
  const doc = newDoc(company, `Plaquette ${company.brand}`, "Présentation de l'entreprise");
  const W = doc.page.width;
  const H = doc.page.height;
  const M = 56;
  const cw = W - 2 * M;
  doc.on('pageAdded', () => {
    header(doc, company, 'Plaquette entreprise');
    doc.y = 72;
  });

  // Cover.
  doc.image(photo('home', 'hero'), 0, 0, { width: W, height: (W * 810) / 1440 });
  doc
    .save()
    .rect(0, (W * 810) / 1440, W, H)
    .fill('#1c120b')
    .restore();
  doc.font('Helvetica-Bold').fontSize(34).fillColor('#fffaf2').text('Parquet Alsace', M, 400);
  doc.text('Rénovation', M, doc.y);
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor('#f0c99a')
    .text("Ponçage, vitrification, huilage et rénovation d'escaliers en Alsace depuis 2008", M, doc.y + 12, {
      width: cw,
    });
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#e9dccb')
    .text(
      company.agencies.map((agency, k) => (k === 0 ? `${agency.city} (siège)` : agency.city)).join(' · '),
      M,
      doc.y,
      { width: cw },
    );
  doc.moveDown(0.5).text(dotted(company.phone, company.email, company.mainSite), { width: cw });
  doc
    .save()
    .roundedRect(M, H - 160, 220, 44, 22)
    .fill('#e2a35a')
    .restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#24160c')
    .text(`Devis gratuit ${company.replyWithin ?? 'sous 24 h'}`, M, H - 146, { width: 220, align: 'center' });

  // Who we are + figures.
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text('Qui sommes-nous ?', M, 80);
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(
      "Fondée en 2008 à Herrlisheim-près-Colmar, Parquet Alsace Rénovation est une entreprise artisanale spécialisée dans la rénovation des parquets et des escaliers en bois. Depuis plus de 15 ans, nos artisans poncent, vitrifient, huilent et réparent les sols des maisons et appartements d'Alsace et du Grand Est, des parquets en chêne des années 1970 aux points de Hongrie centenaires des immeubles anciens.",
      { width: cw, align: 'left', lineGap: 3 },
    );
  doc
    .moveDown(0.6)
    .text(
      "Notre conviction est simple : un parquet abîmé se rénove presque toujours. Une rénovation coûte environ quatre fois moins cher qu'un remplacement, permet d'économiser jusqu'à 75 % et conserve un matériau noble au lieu de l'envoyer en déchetterie.",
      { width: cw, align: 'left', lineGap: 3 },
    );
  const ty = doc.y + 24;
  const tw = (cw - 2 * 14) / 3;
  // The figures staff keep (each left out while empty), never a review average without its source.
  const figures = company.figures;
  const tiles = [
    [figures.floors, 'parquets rénovés'],
    [figures.staircases, 'escaliers rénovés'],
    [figures.satisfaction, 'de clients satisfaits'],
    [figures.years && `${figures.years} ans`, "d'expérience, depuis 2008"],
    [
      company.agencies.length > 0 ? String(company.agencies.length) : '',
      company.agencies.length > 1 ? 'agences' : 'agence',
    ],
  ].filter(([big]) => big);
  tiles.forEach(([big, small], k) => {
    figureTile(doc, M + (k % 3) * (tw + 14), ty + Math.floor(k / 3) * 92, tw, 78, pdfText(big), small);
  });
  if (figures.rating) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(`Note : ${pdfText(figures.rating)}.`, M, ty + 180, { width: cw });
  }
  doc.image(photo('gallery', 'realisation-11-renovation-colmar'), M, ty + 200, { width: cw });
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor('#6b5a4a')
    .text(
      'Bâtons rompus rénovés et vitrifiés dans une maison de maître à Colmar.',
      M,
      ty + 200 + (cw * 1080) / 1440 + 6,
      { width: cw },
    );

  // Services.
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text('Nos services', M, 80);
  const services = [
    [
      'Ponçage de parquet',
      'Ponçage en plusieurs grains avec aspiration des poussières à 99,996 %, pour retrouver un bois sain et régulier.',
      ['gallery', 'realisation-07-poncage-obernai'],
    ],
    [
      'Vitrification',
      `Vitrificateur mat, satiné ou brillant en trois couches : une protection de 8 à 10 ans. À partir de ${pdfText(company.prices.vitrification)}, ponçage compris.`,
      ['gallery', 'realisation-02-vitrification-strasbourg'],
    ],
    [
      'Huilage écologique et vernis intensif',
      `Ponçage + huilage écologique : une huile naturelle, un bois chaleureux et facile à retoucher. Ponçage + vernis intensif : pour les pièces de passage. À partir de ${pdfText(company.prices.oil)}, ponçage compris.`,
      ['gallery', 'realisation-03-huilage-mulhouse'],
    ],
    [
      "Rénovation d'escaliers",
      `Ponçage marche par marche, nez de marche repris, contremarches peintes ou vernies. À partir de ${pdfText(company.prices.stairsPerStep)} par marche.`,
      ['gallery', 'realisation-04-escalier-selestat'],
    ],
    [
      'Réparations localisées',
      'Lames fendues ou noircies remplacées par des lames de récupération, joints regarnis, grincements supprimés.',
      ['gallery', 'realisation-05-reparation-haguenau'],
    ],
  ];
  let y = doc.y + 16;
  for (const [title, text, img] of services) {
    const iw = 170;
    const ih = (iw * 1080) / 1440;
    if (y + ih > H - 80) {
      doc.addPage();
      y = 80;
    }
    doc.image(photo(img[0], img[1]), M, y, { width: iw, height: ih });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(BROWN)
      .text(title, M + iw + 16, y + 4, { width: cw - iw - 16 });
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(text, M + iw + 16, doc.y + 4, { width: cw - iw - 16, lineGap: 2 });
    y += ih + 18;
  }

  // The price list a renovation firm publishes: hourly rate, travel costs, the devis, the rates.
  const prices = company.prices;
  const priceLines = [
    prices.hourly && `Taux horaire : ${prices.hourly}.`,
    prices.travel,
    prices.quote,
    prices.vatNote,
    `Liste des prix en vigueur au ${prices.date} ; tous nos tarifs sur ${company.site}/tarifs/.`,
  ].filter(Boolean);
  if (y + 150 > H - 80) {
    doc.addPage();
    y = 80;
  }
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BROWN).text('Nos tarifs', M, y, { width: cw });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(priceLines.map(pdfText).join(' '), M, doc.y + 4, { width: cw, lineGap: 2, align: 'left' });

  // Before / after.
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text('Avant, après', M, 80);
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text('Quatre chantiers types : rénovation complète, ponçage, escalier et finition.', { width: cw });
  const cards = ['renovation', 'poncage', 'escalier', 'finition'];
  const cwid = (cw - 14) / 2;
  const chgt = (cwid * 1080) / 1440;
  cards.forEach((c, k) => {
    doc.image(
      photo('home', `avant-apres-${c}`),
      M + (k % 2) * (cwid + 14),
      140 + Math.floor(k / 2) * (chgt + 14),
      { width: cwid, height: chgt },
    );
  });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(INK)
    .text(
      `Exemples de prix constatés : studio de 35 m² rénové en une journée pour ${pdfText(company.prices.examples[0])} ; appartement de 75 m² huilé, avec un escalier de 12 marches, en trois jours pour ${pdfText(company.prices.examples[1])} ; maison de 120 m² avec un escalier de 15 marches en quatre jours pour ${pdfText(company.prices.examples[2])}. ${pdfText(company.prices.vatNote)}`,
      M,
      140 + 2 * (chgt + 14) + 10,
      { width: cw, lineGap: 2.5, align: 'left' },
    );

  // Realisations: full-size photos, re-encoded at the quality that lands the file at about 2 MB.
  const gallery = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'gallery.json'), 'utf8'));
  const picks = [1, 5, 8, 9, 12, 13, 14, 16, 17, 18, 19, 20, 22, 23].map((k) => gallery[k]);
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text('Nos réalisations', M, 80);
  let gy = 120;
  const gw = (cw - 14) / 2;
  const gh = (gw * 1080) / 1440;
  for (let k = 0; k < picks.length; k++) {
    const g = picks[k];
    const col = k % 2;
    if (col === 0 && gy + gh + 30 > H - 80) {
      doc.addPage();
      gy = 80;
    }
    const file = g.url.replace('/media/', `${MEDIA_DIR}/`).replace('-960.jpg', '-1440.jpg');
    const last = k === picks.length - 1;
    const img = extraQuality
      ? await sharp(file).jpeg({ quality: extraQuality, mozjpeg: true }).toBuffer()
      : file;
    doc.image(img, M + col * (gw + 14), gy, { width: gw, height: gh });
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#6b5a4a')
      .text(`${g.category} · ${g.location}`, M + col * (gw + 14), gy + gh + 4, { width: gw });
    if (col === 1 || last) gy += gh + 26;
  }

  // Agencies, team, contact.
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(22).fillColor(BROWN).text('Nos agences et notre équipe', M, 80);
  // Up to eight agencies in two columns (the page holds no more beside the team).
  const agencies = company.agencies
    .slice(0, 8)
    .map((agency) => [
      `${agency.city} (${agency.label})`,
      dotted(agency.address, agency.phone && nbsp(agency.phone)),
    ]);
  let ay = 124;
  const aw = (cw - 14) / 2;
  agencies.forEach(([name, text], k) => {
    const x = M + (k % 2) * (aw + 14);
    const yy = ay + Math.floor(k / 2) * 70;
    doc.save().roundedRect(x, yy, aw, 58, 8).fill(LIGHT).restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(BROWN)
      .text(name, x + 12, yy + 10, { width: aw - 24 });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(text, x + 12, yy + 30, { width: aw - 24 });
  });
  ay += Math.ceil(agencies.length / 2) * 70 + 20;
  const team = [
    ['marc-hoffmann', 'Marc Hoffmann', 'Anciens parquets'],
    ['julien-weber', 'Julien Weber', 'Vitrification'],
    ['thomas-klein', 'Thomas Klein', 'Maître artisan'],
    ['kevin-muller', 'Kevin Muller', 'Réparations'],
  ];
  const pw = (cw - 3 * 14) / 4;
  team.forEach(([slug], k) => {
    const x = M + k * (pw + 14);
    doc.image(path.join(MEDIA_DIR, 'team', `${slug}-400.jpg`), x, ay, { width: pw, height: pw });
  });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(INK)
    .text(
      [
        company.phone && `${company.hours ? `${company.hours} : ` : 'Téléphone : '}${company.phone}.`,
        company.whatsapp && `WhatsApp : ${company.whatsapp}.`,
        company.email && `E-mail : ${company.email}.`,
        `Devis gratuit et sans engagement, réponse ${company.replyWithin ?? 'sous 24 h'}.`,
      ]
        .filter(Boolean)
        .join(' '),
      M,
      ay + pw + 24,
      { width: cw, lineGap: 2.5 },
    );
  doc.moveDown(0.6).font('Helvetica-Bold').fillColor(BROWN).text(company.site, { width: cw });
  footers(doc, company);
  return toBuffer(doc);
}

// Size window for the brochure: "about 2 MB" (2,048,000 bytes as the downloads page declares).
const MIN = 2_000_000;
const MAX = 2_090_000;

const BROCHURE = 'plaquette-parquet-alsace-renovation';

/** The slugs of the generated documents (the sheets of content/documents/ and the brochure). */
export const documentSlugs = () => documents.map((entry) => entry.slug);

/**
 * One document with the given company details, as a PDF buffer; null for an unknown slug.
 * `quality`: the brochure's JPEG quality of its realisation photos (null: the files as they are).
 */
export async function renderDocument(slug, company, quality = null) {
  if (slug === BROCHURE) return brochure(company, quality);
  const entry = documents.find((candidate) => candidate.slug === slug);
  return entry ? sheet(entry, company) : null;
}

/** The brochure, its photos' quality searched so that the file lands in the "about 2 MB" window. */
export async function brochureInWindow(company) {
  // Search the JPEG quality of the realisation photos that lands the brochure in the window.
  let buf = await brochure(company, null);
  let lo = 30;
  let hi = 100;
  let quality = null;
  while (buf.length < MIN || buf.length > MAX) {
    if (lo > hi)
      throw new Error(`brochure size ${buf.length} outside ${MIN}..${MAX}: change the embedded photos`);
    quality = Math.round((lo + hi) / 2);
    buf = await brochure(company, quality);
    if (process.env.DEBUG_PDF) console.log(quality, buf.length);
    if (buf.length < MIN) lo = quality + 1;
    else if (buf.length > MAX) hi = quality - 1;
  }
  return { buf, quality };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const t0 = Date.now();
  for (const entry of documents) {
    if (entry.slug === BROCHURE) continue;
    const buf = await sheet(entry, SEED_COMPANY);
    writeFileSync(path.join(OUT, `${entry.slug}.pdf`), buf);
  }
  if (!existsSync(photo('home', 'hero')))
    throw new Error('run generate-images.mjs first (the brochure embeds the photos)');
  const { buf, quality } = await brochureInWindow(SEED_COMPANY);
  writeFileSync(path.join(OUT, `${BROCHURE}.pdf`), buf);
  // The server renders the brochure again at this quality when the company details change.
  writeFileSync(
    path.join(CONTENT_DIR, 'documents', 'brochure-quality.json'),
    `${JSON.stringify({ quality })}\n`,
  );
  console.log(
    `pdfs: ${documents.length} files in ${((Date.now() - t0) / 1000).toFixed(1)} s; brochure ${buf.length} bytes`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
