/**
 * The page title of the current screen. The shell sets the route's translated title key; a
 * screen that knows better (an event's name) overrides it while it is shown.
 */
import { useEffect } from 'react';
import { useRenderMode } from './render-context';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface TitleState {
  readonly override: string | null;
}

export const titleStore = createStore<TitleState>()(() => ({ override: null }));

/** Uses `title` as the page title while the calling screen is shown; null keeps the route's title. */
export function usePageTitle(title: string | null): void {
  // On the server no effect runs: the title is told to the page's answer during the render.
  const { serverPage } = useRenderMode();
  if (serverPage && title !== null) serverPage.title = title;
  useEffect(() => {
    if (title === null) return undefined;
    titleStore.setState({ override: title });
    return () => {
      if (titleStore.getState().override === title) titleStore.setState({ override: null });
    };
  }, [title]);
}

export function useTitleOverride(): string | null {
  return useStore(titleStore, (state) => state.override);
}
