import { inviteSchema } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { tMessage } from '../../../lib/messages.ts';
import { useInvite } from '../api/invitations.ts';
import { useFieldErrors } from './field-errors.ts';

/**
 * 'Invite User': mails someone a link to /register, where they choose their name and password; they join the
 * location the inviter is at with a new user's rights (the Users screen sets the rest).
 */
export function InviteUserButton({ isDisabled }: { isDisabled?: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const [isOpen, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const invite = useInvite();
  const form = useFieldErrors(['email'] as const);
  const snackbar = useSnackbar();
  const close = () => {
    setOpen(false);
    setEmail('');
    invite.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(inviteSchema, { email });
    if (!input) return;
    invite.mutate(input.email, {
      onSuccess: ({ message }) => {
        snackbar(tMessage(message));
        close();
      },
      onError: form.refused,
    });
  };
  return (
    <>
      <Button onPress={() => setOpen(true)} isDisabled={isDisabled}>
        {t('invite.button')}
      </Button>
      <AppDialog title={t('invite.title')} isOpen={isOpen} onOpenChange={(open) => !open && close()} size="sm">
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <TextField
              label={t('fields.email')}
              type="email"
              autoFocus
              value={email}
              error={form.errors.email ?? form.errors.failure}
              onChange={(value) => {
                setEmail(value);
                form.clear('email');
              }}
            />
          </DialogBody>
          <DialogFooter>
            <Button onPress={close}>{t('common:cancel')}</Button>
            <Button type="submit" variant="primary" isPending={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </DialogFooter>
        </form>
      </AppDialog>
    </>
  );
}
