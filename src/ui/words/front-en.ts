/** English words of the first screen outside the New game form: the top bar, Display, the notices (see packs.ts). */
import type { FrontCatalog } from './catalog.ts';

export const frontEn: FrontCatalog = {
  lang: 'en',
  table: {
    appName: 'Mexican Train',
    homeLabel: 'Mexican Train, home',
    buttons: {
      rules: 'Rules',
      records: 'Records',
      newGame: 'New game',
      back: 'Back',
      placeEngine: 'Place engine',
      confirm: 'Confirm',
      cancel: 'Cancel',
      draw: 'Draw',
      pass: 'Pass',
      finishTurn: 'Finish turn',
      hint: 'Hint',
      undo: 'Undo',
      redo: 'Redo',
      restartRound: 'Restart round',
      keepPlaying: 'Keep playing',
      nextRound: 'Next round',
      replayRound: 'Replay this round',
      newSession: 'New session',
      takeOver: 'Take over',
      ok: 'OK',
      updateNow: 'Update now',
      later: 'Later',
    },
    rulesTitle: 'Rules',
    loading: 'Loading…',
    loadFailed: 'This page could not be loaded. Reload to try again.',
    display: {
      button: 'Display',
      title: 'Display',
      size: 'Tile size',
      sizes: { normal: 'Normal', large: 'Large', 'extra-large': 'Extra large' },
      face: 'Tiles show',
      faces: { pips: 'Dots', numerals: 'Numbers' },
      contrast: 'Contrast',
      contrasts: { standard: 'Standard', high: 'High' },
      language: 'Language',
      done: 'Done',
    },
    restore: (r) => {
      switch (r.kind) {
        case 'newer-version':
          return 'The game in progress was saved by a newer version of the app: update the app (or reload this tab) to resume it. It is kept safe meanwhile.';
        case 'kept-aside':
          return 'The game in progress could not be read. It was kept aside; a new game can start.';
        case 'unreadable':
          return 'The game in progress could not be read.';
      }
    },
    storage: (code) => {
      switch (code) {
        case 'no-storage':
          return 'This browser gives the game no storage (a private window?): you can play, but games and records will not be kept after this tab closes.';
        case 'open-failed':
          return 'The saved games could not be opened: you can play, but nothing will be kept after this tab closes.';
        case 'newer-data':
          return 'The saved games were written by a newer version of the game: update the app or reload this tab to use them. Until then nothing will be kept.';
        case 'upgrade-failed':
          return 'The saved games could not be brought up to date; they were left untouched. Nothing new will be kept until a reload.';
        case 'quota':
          return 'The device is out of storage space: the game goes on, but the latest moves will not be kept if this tab closes.';
        case 'refused':
          return 'The browser refused to save: the game goes on, but the latest moves will not be kept if this tab closes.';
        case 'newer-tab':
          return 'A newer version of the game opened in another tab; reload this one.';
        case 'blocked':
          return 'An older version of the game is open in another tab: close or reload that tab so this one can open the saved games.';
        case 'blocked-gave-up':
          return 'An older version of the game in another tab would not let go of the saved games: you can play here, but nothing will be kept until you close that tab and reload this one.';
        case 'closed':
          return 'The browser closed the saved games; reload this tab to keep saving.';
        case 'viewer':
          return 'This game is being played in another tab: this tab is read-only. Take over to play here.';
        case 'taken':
          return 'Another tab took over this game: this tab is now read-only.';
      }
    },
    offlineReady: 'Ready to work offline.',
    updateLater: 'A new version is ready; it will be offered when this round ends.',
    updateReady: 'A new version of the game is ready.',
  },
};
