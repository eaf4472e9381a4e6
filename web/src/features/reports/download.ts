/** Hands the browser a file to save, named `name`, from a URL (a data URL or an object URL). */
export function downloadUrl(name: string, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands the browser a CSV file; the byte order mark lets spreadsheets read its accents as UTF-8. */
export function downloadCsv(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
  downloadUrl(name, url);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
