import type { SessionUser } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { noBoardAccessText } from '../no-board-access.ts';
import * as styles from './no-board-access.css.ts';

/** The production page of a user without the board right: what they may do and whom to ask, not 'Not allowed'. */
export function NoBoardAccess({ user, locationName }: { user: SessionUser; locationName: string }) {
  useTranslation(); // says it again when the language changes
  const text = noBoardAccessText(user, locationName);
  return (
    <section aria-labelledby="no-board-access" className={styles.page}>
      <h1 id="no-board-access" className={styles.title}>
        {text.title}
      </h1>
      <p>{text.may}</p>
      <p>{text.ask}</p>
    </section>
  );
}
