import type { JobFolderView, JobTask } from '@bayline/contracts';
import i18n from 'i18next';
import { openJobUrl } from '../../lib/open-job-url.ts';
import { hangerHtml } from './hanger.ts';

/**
 * Print Job Hanger: a window with the hanger and the print dialog. The window opens at once (still inside the
 * click, so it is not blocked); the page is written once the QR code is drawn.
 */
export async function printJobHanger(job: JobFolderView, tasks: readonly JobTask[], groupName: string) {
  const target = window.open('', '_blank', 'width=820,height=1000');
  if (!target) throw new Error(i18n.t('jobs:folder.printBlocked'));
  try {
    const qrValue = openJobUrl(window.location.origin, job.jobAdminId);
    // The QR code library loads only when a hanger is printed.
    const { default: QRCode } = await import('qrcode');
    const qrSvg = await QRCode.toString(qrValue, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
    });
    target.document.open();
    target.document.write(hangerHtml({ job, tasks, qrSvg, qrValue, groupName }));
    target.document.close();
    await stylesLoaded(target.document);
    target.focus();
    target.print();
  } catch (error) {
    target.close();
    throw error;
  }
}

/** Printing before the hanger's stylesheet arrives would print it unstyled. */
function stylesLoaded(document: Document): Promise<void> {
  const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!sheet || sheet.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
}
