/**
 * The real computer players of src/ai as a BotPlayer. Kept out of src/session/index.ts so
 * that importing the session never pulls in src/ai: the screen loads it after first paint.
 */
import { chooseAction } from '../ai/index.ts';
import type { BotPlayer } from './bot.ts';

/** Decides with src/ai's chooseAction at the seat's level. */
export const defaultBot: BotPlayer = (view, level) => chooseAction(view, { level });
