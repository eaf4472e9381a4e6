import { reminderReactionsName } from '../appointments/reactions.ts';
import { mediaReactionsName } from '../media/reactions.ts';
import { textReactionsName } from '../messaging/reactions.ts';
import { notificationReactionsName } from '../notifications/reactions.ts';

/** Every process manager's name: work it parked is support's to retry or skip, as a projector's parked event is. */
export const reactionNames = [mediaReactionsName, notificationReactionsName, textReactionsName, reminderReactionsName];
