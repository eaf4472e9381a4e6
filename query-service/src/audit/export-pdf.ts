import {
  type AuditValue,
  exportFileName,
  type JobHistoryExport,
  localizeMessage,
  type MessageLanguage,
  auditExportMessages as says,
} from '@bayline/contracts';
import PDFDocument from 'pdfkit';

const valueText = (value: AuditValue, none: string) => (value === null || value === '' ? none : String(value));

/**
 * A job's exported history as a PDF for a reader: each event with who, when (in the location's time), each change
 * as its sentence's data (kind, subject, place, before and after), and its hash and previous hash; the head hash,
 * the export key and the signature on the first page. The signed JSON export is attached as a file: the signature
 * covers it, not the PDF's words, so that is what a verifier checks.
 */
export function exportPdf(exported: JobHistoryExport, language: MessageLanguage): Promise<Buffer> {
  // Written in English, then worded in the reader's language. The values go in after: the catalogue would word
  // a value that is one of its texts too ('Estimate'), and the PDF must show the names as the JSON holds them.
  const t = <A extends (string | number)[]>(message: string | ((...args: A) => string), ...args: A) => {
    if (typeof message === 'string') return localizeMessage(message, language);
    const marks = args.map((arg, n) => (typeof arg === 'number' ? arg : `\uE000${n}\uE000`)) as A;
    return localizeMessage(message(...marks), language).replace(/\uE000(\d+)\uE000/g, (_, n) =>
      String(args[Number(n)]),
    );
  };
  const when = new Intl.DateTimeFormat(language, {
    timeZone: exported.timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const at = (instant: string) => `${when.format(new Date(instant))} (${exported.timeZone})`;
  const none = t(says.none);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: t(says.title, exported.jobAdminInt), Producer: 'Bayline' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(t(says.title, exported.jobAdminInt));
  doc.moveDown(0.5).font('Helvetica').fontSize(9);
  doc.text(t(says.exportedBy, exported.exportedBy.name, at(exported.exportedAt)));
  doc.text(t(says.events, exported.events.length));
  doc.font('Courier').text(t(says.headHash, exported.headHash));
  doc.font('Helvetica').text(t(says.verify));
  // At 8 points the signature's 86 characters stay on one line, to be read or copied whole.
  doc.font('Courier').fontSize(8).text(t(says.signedBy, exported.signature.publicKey));
  doc.text(t(says.signature, exported.signature.value));
  doc.font('Helvetica').fontSize(9).text(t(says.signedFile));
  doc.file(Buffer.from(JSON.stringify(exported), 'utf8'), {
    name: exportFileName(exported.jobAdminInt, 'json'),
    type: 'application/json',
  });

  for (const event of exported.events) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10);
    doc.text(t(says.event, event.position, event.type, event.version));
    doc.font('Helvetica').fontSize(9);
    doc.text(t(says.who, event.metadata.who || event.metadata.userId, at(event.metadata.at)));
    for (const change of event.changes)
      doc.text(
        t(
          says.change,
          change.kind,
          valueText(change.subject, none),
          valueText(change.place, none),
          valueText(change.before, none),
          valueText(change.after, none),
        ),
        { indent: 12 },
      );
    doc.font('Courier').fontSize(8);
    doc.text(t(says.previousHash, event.previousHash));
    doc.text(t(says.hash, event.hash));
  }
  doc.end();
  return done;
}
