import { useState } from 'react';
import { getErrorMessage } from '@mj/api';

/**
 * Runs a section's write and keeps its refusal to show: the server's French `detail`, or `fallback` when
 * there is none (a call may name its own). `run` answers whether the write went through.
 */
export function useWrite(fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>, message: string = fallback): Promise<boolean> {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (cause) {
      setFailure(getErrorMessage(cause, message));
      return false;
    }
  }
  return { failure, run };
}
