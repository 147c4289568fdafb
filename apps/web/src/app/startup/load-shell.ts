/** The shell chunk: router, header, footer and screens. It loads while the configuration loads. */
import { inNextTask } from '@/shared/ui/deferred-part';
import type * as Shell from '../shell/shell-app';

type ShellModule = typeof Shell;

let shellPromise: Promise<ShellModule> | null = null;

/**
 * Once per page: the shell's code; as soon as it is in, the first screen's chunk is asked for, and
 * the shell is handed out a task later, so that this bookkeeping and the shell's first render are
 * two shorter tasks instead of one long one (total blocking time).
 */
export function loadShell(): Promise<ShellModule> {
  shellPromise ??= import('../shell/shell-app').then((module) => {
    module.preloadScreen(window.location.pathname);
    return inNextTask(module);
  });
  return shellPromise;
}
