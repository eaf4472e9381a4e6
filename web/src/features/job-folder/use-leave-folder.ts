import { useState } from 'react';
import { useSnackbar } from '../../components/snackbar.tsx';
import { useJobMessages } from './api/get-job-messages.ts';
import { useMarkMessagesRead } from './api/mark-messages-read.ts';
import { unreadSenders } from './messaging.ts';

interface LeaveFolderOptions {
  jobAdminId: string;
  /** The user may read the job's texts (the Messaging tab is open to them). */
  readsMessages: boolean;
  /** The Messaging tab is the one shown. */
  onMessagingTab: boolean;
  /** The folder has unsaved changes. */
  isModified: boolean;
}

/**
 * The questions asked before leaving: leaving the Messaging tab with unread replies asks to mark them read, and
 * leaving the folder with unsaved changes asks to save them; each holds where leaving goes until answered.
 */
export function useLeaveFolder({ jobAdminId, readsMessages, onMessagingTab, isModified }: LeaveFolderOptions) {
  const showSnackbar = useSnackbar();
  /** Where leaving goes once the unsaved-work question is answered (closing, or the job's change history). */
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  /** What leaving the Messaging tab was about to do, held while the mark-read question is asked. */
  const [askingRead, setAskingRead] = useState<(() => void) | null>(null);
  const thread = useJobMessages(jobAdminId, readsMessages);
  const unread = unreadSenders(thread.data ?? []);
  const markRead = useMarkMessagesRead();

  /** Leaving the Messaging tab (another tab, or closing) with unread replies first asks to mark them read. */
  const leaveMessaging = (then: () => void) => {
    if (onMessagingTab && unread.length > 0) setAskingRead(() => then);
    else then();
  };
  const markReadThen = async (then: () => void) => {
    try {
      await Promise.all(unread.map((phone) => markRead.mutateAsync({ jobAdminId, phone })));
      setAskingRead(null);
      then();
    } catch (error) {
      setAskingRead(null);
      showSnackbar(error instanceof Error ? error.message : String(error), 'alert');
    }
  };

  const leave = (then: () => void) =>
    leaveMessaging(() => {
      if (isModified) setLeaving(() => then);
      else then();
    });

  return {
    leave,
    leaveMessaging,
    leaving,
    stay: () => setLeaving(null),
    askingRead,
    stopAskingRead: () => setAskingRead(null),
    markReadThen,
    isMarkingRead: markRead.isPending,
  };
}

export type LeaveFolder = ReturnType<typeof useLeaveFolder>;
