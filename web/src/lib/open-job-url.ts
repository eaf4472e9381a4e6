// Apart from the hanger's printing: the board reads a URL's job without loading the hanger. In lib because the
// top bar's unread drawer opens a job's folder this way too.

export const openJobAction = 'openjobactions';

/** Where the hanger's QR code points: the production page, opening the job's folder. */
export function openJobUrl(origin: string, jobAdminId: string): string {
  return `${origin}${openJobPath(jobAdminId)}`;
}

/** The production page opening a job's folder, on `tab` when given (the drawer opens Messaging). */
export function openJobPath(jobAdminId: string, tab?: string): string {
  const params = new URLSearchParams({ action: openJobAction, value: jobAdminId });
  if (tab) params.set('tab', tab);
  return `/production?${params}`;
}

/** The job a /production URL asks to open (action=openjobactions&value={jobAdminId}), and on which tab. */
export function jobToOpen(search: string | URLSearchParams): { jobAdminId: string; tab?: string } | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('value')?.trim();
  if (params.get('action')?.toLowerCase() !== openJobAction || !value) return undefined;
  return { jobAdminId: value, tab: params.get('tab') ?? undefined };
}
