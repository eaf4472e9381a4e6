/**
 * A print window: it opens at once (still inside the click, so it is not blocked), then the page `html` makes is
 * written into it and printed once its stylesheet has arrived. The page's styles are a file of Bayline's own
 * (public/*.css): the window inherits the app's policy, which allows no inline style.
 */
export async function printPage(html: () => Promise<string> | string, blockedMessage: string) {
  const target = window.open('', '_blank', 'width=820,height=1000');
  if (!target) throw new Error(blockedMessage);
  try {
    const page = await html();
    target.document.open();
    target.document.write(page);
    target.document.close();
    await stylesLoaded(target.document);
    target.focus();
    target.print();
  } catch (error) {
    target.close();
    throw error;
  }
}

/** Printing before the page's stylesheet arrives would print it unstyled. */
function stylesLoaded(document: Document): Promise<void> {
  const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!sheet || sheet.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it, never as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
