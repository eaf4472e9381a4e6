import type { JobFolderView, JobTask } from '@bayline/contracts';
import i18n from 'i18next';
import { openJobUrl } from '../../lib/open-job-url.ts';
import { printPage } from '../../lib/print.ts';
import { hangerHtml } from './hanger.ts';

/** Print Job Hanger: a window with the hanger and the print dialog, written once the QR code is drawn. */
export function printJobHanger(job: JobFolderView, tasks: readonly JobTask[], groupName: string) {
  return printPage(async () => {
    const qrValue = openJobUrl(window.location.origin, job.jobAdminId);
    // The QR code library loads only when a hanger is printed.
    const { default: QRCode } = await import('qrcode');
    const qrSvg = await QRCode.toString(qrValue, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
    });
    return hangerHtml({ job, tasks, qrSvg, qrValue, groupName });
  }, i18n.t('jobs:folder.printBlocked'));
}
