// The signed-in layout's chunk: rendered by the shell, loaded early by the router (preloadRoute).
import { preloadableLazy } from '../../../engine';

export const mainLayout = preloadableLazy(() => import('./MainLayout'));
