// Screen ids of schemas/routes.json -> lazily loaded screens/<id>.tsx (default export), one chunk
// each. An id without a module yet (and the id "placeholder") shows the titled placeholder page.
// Generic pages (`engine/<kind>`) are the engine's: engine/page/registry.ts.
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../engine';

/** What the shell hands every screen: its translated route title. */
export interface ScreenProps {
  title: string;
}

export type ScreenComponent = ComponentType<ScreenProps>;

const modules = import.meta.glob<{ default: ComponentType<ScreenProps> }>(['./*/*.tsx', '!./**/*.test.tsx']);

const screens = new Map<string, PreloadableLazy<ScreenProps>>(
  Object.entries(modules).map(([file, load]) => [file.slice(2, -'.tsx'.length), preloadableLazy(load)]),
);

const placeholder = screens.get('placeholder/Placeholder')!;

export function screenFor(id: string): ScreenComponent {
  return (screens.get(id) ?? placeholder).Component;
}

/** Loads a screen's chunk before it renders (it then renders without suspending). */
export function preloadScreen(id: string): Promise<unknown> {
  return (screens.get(id) ?? placeholder).preload();
}
