import { userEmailSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** A new user's address is checked once typing has paused this long. */
export const emailCheckDelayMs = 500;

/**
 * Whether a new user's address can be used, asked as it is typed (spec 2 section 5, GET users/testuser/{email},
 * through `check`): '' when it is free, the message when it is not, undefined until that is known for the address
 * as it is now (typing, asking, or not an address at all).
 */
export function useEmailCheck(
  email: string,
  isNew: boolean,
  check: (email: string) => Promise<string | undefined>,
): string | undefined {
  const typed = email.trim();
  const settled = useDebouncedValue(typed, emailCheckDelayMs);
  const asked = isNew && userEmailSchema.safeParse(settled).success;
  const answer = useQuery({
    queryKey: ['settings', 'emailInUse', settled.toLowerCase()],
    queryFn: async () => (await check(settled)) ?? '',
    enabled: asked,
    staleTime: 0,
  });
  if (!asked || settled !== typed) return undefined;
  return answer.data;
}
