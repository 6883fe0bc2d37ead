/**
 * Every test file starts with the English words on the shelf, as a page does once its
 * language has loaded (src/ui/words/shelf.ts): screens and models render without waiting.
 */
import { first } from '../../src/ui/words/first-en.ts';
import { later } from '../../src/ui/words/later-en.ts';
import { installWords } from '../../src/ui/words/shelf.ts';

installWords('en', first, later);
