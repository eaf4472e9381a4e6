import { allows, type SessionUser } from '@bayline/contracts';
import i18n from 'i18next';

/** What a user without the board right may still do, and whom to ask: the production page says it plainly. */
export function noBoardAccessText(user: SessionUser, locationName: string) {
  const t = i18n.getFixedT(null, 'board', 'noAccess');
  const may: string[] = [];
  if (user.locations.length > 1) may.push(t('switchLocation'));
  if (allows(user.permissions.admin, 'read')) may.push(t('openSettings'));
  if (allows(user.permissions.dash, 'read')) may.push(t('openDashboard'));
  may.push(t('signOut'));
  return {
    title: t('title', { location: locationName }),
    may: t('may', { actions: may.join(t('separator')) }),
    ask: t('ask', { location: locationName }),
  };
}
