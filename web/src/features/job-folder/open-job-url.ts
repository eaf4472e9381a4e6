// Apart from the hanger's printing: the board reads a URL's job without loading the hanger.

export const openJobAction = 'openjobactions';

/** Where the hanger's QR code points: the production page, opening the job's folder. */
export function openJobUrl(origin: string, jobAdminId: string): string {
  return `${origin}/production?action=${openJobAction}&value=${encodeURIComponent(jobAdminId)}`;
}

/** The job a /production URL asks to open (action=openjobactions&value={jobAdminId}), if any. */
export function jobToOpen(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('value')?.trim();
  return params.get('action')?.toLowerCase() === openJobAction && value ? value : undefined;
}
