import type { estimateSchema } from '@bayline/contracts';
import type { z } from 'zod';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideReceiveEstimate, estimatesAggregate, estimatesStream } from './estimates.ts';

/** Receiving an estimate: the auto uploader's route and the demo seed both come this way. */
export function estimateCommands(deps: CommandDeps) {
  return {
    /** `input` as the estimate schema leaves it. */
    async receive(ctx: CommandContext, input: z.output<typeof estimateSchema>) {
      const estimate = { ...input, estimateId: deps.newId(), receivedAt: ctx.now.toISOString() };
      const result = await execute(
        deps,
        estimatesStream(ctx.locationShortName),
        estimatesAggregate,
        () => decideReceiveEstimate(estimate),
        ctx,
      );
      return { estimate, position: result.position };
    },
  };
}
