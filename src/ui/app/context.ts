/** The app model as a Preact context: components get their models only through these hooks. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppModel } from './app.ts';
import type { TableModel } from '../table/model/table.ts';
import type { Words } from '../words/index.ts';

/** Provides the app model to the tree: `<AppContext.Provider value={app}>`. */
export const AppContext = createContext<AppModel | null>(null);

/** The app model of the tree. */
export function useApp(): AppModel {
  const app = useContext(AppContext);
  if (!app) throw new Error('No app model: render the app inside <AppContext.Provider value={app}>.');
  return app;
}

/** The table model of the tree. */
export function useTable(): TableModel {
  return useApp().table;
}

/** The words for the reader the device shows now (every sentence goes through them). */
export function useWords(): Words {
  return useApp().words.value;
}

/** The words that name seats to the whole table (seat strip, lanes, scores): by name on a shared device. */
export function useNames(): Words {
  return useApp().names.value;
}
