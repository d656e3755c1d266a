// The players by the board, where lichess and Sabaki put them: name, title, rating or rank, and
// the clock at the position shown. A clock is the time its player had left after their last move
// up to that position ([%clk] in PGN, BL/WL in SGF, as the document read them); the player whose
// side sits at the top of the board is shown above it.
import { isolateText } from '../svg/isolate.js';
import { materialDifference, showMaterial } from './material.js';

const SIDE_OF = { w: 'white', W: 'white', b: 'black', B: 'black' };

/** The clock of `side` ('white' | 'black') at `node`: the last one its moves up to it carry. */
export function clockAt(node, side) {
  for (let at = node; at?.parent; at = at.parent) {
    if (at.clock !== undefined && SIDE_OF[at.color] === side) return at.clock;
  }
  return undefined;
}

/** "2:59", "1:02:03", "0:08.4": hours only when there are some, tenths in the last minute. */
export function clockText(seconds) {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n) => String(n).padStart(2, '0');
  const tenths = seconds < 60 && seconds !== whole ? `.${Math.floor((seconds - whole) * 10)}` : '';
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}${tenths}`;
}

function fill(strip, player, clock, words, side, material) {
  const [title, name, rating, taken, time] = strip.children;
  showMaterial(taken, side, material?.[side], words);
  name.textContent = player?.name ? isolateText(player.name) : words.sideName(side);
  title.textContent = player?.title ? isolateText(player.title) : '';
  title.hidden = !player?.title;
  rating.textContent = player?.rating ? isolateText(player.rating) : '';
  rating.hidden = !player?.rating;
  time.hidden = clock === undefined;
  time.textContent = clock === undefined ? '' : clockText(clock);
  if (clock !== undefined) time.setAttribute('aria-label', words.clockLeft(clockText(clock)));
  strip.dataset.side = side;
}

/**
 * Shows the players of `game` at `node` in `parts.playerTop` / `parts.playerBottom` (both hidden
 * when the game names no player and carries no clock). `blackAtTop`: the board's orientation.
 */
export function showPlayers(parts, game, node, { blackAtTop, words, visible, board }) {
  const clocks = { white: clockAt(node, 'white'), black: clockAt(node, 'black') };
  const shown = visible && (game?.players !== undefined || clocks.white !== undefined || clocks.black !== undefined);
  parts.playerTop.hidden = !shown;
  parts.playerBottom.hidden = !shown;
  // The board leaves room for the strips (styles.js: --bn-chrome-height).
  parts.playerTop.parentElement.classList.toggle('has-players', shown);
  if (!shown) return;
  const [top, bottom] = blackAtTop ? ['black', 'white'] : ['white', 'black'];
  // Chess: the material each side is up, by its player.
  const material = board ? materialDifference(board) : undefined;
  fill(parts.playerTop, game.players?.[top], clocks[top], words, top, material);
  fill(parts.playerBottom, game.players?.[bottom], clocks[bottom], words, bottom, material);
}

/**
 * "+0.17", "−1.3", "#5", "#−3": a chess evaluation from White's side, as analysis boards write it;
 * "B 55.3%", "W 61.0%": a Go win rate, for the side ahead (`words.winRate`, in the reader's
 * language).
 */
export function evaluationText(evaluation, words) {
  if (!evaluation) return '';
  if (evaluation.blackWinRate !== undefined) {
    const black = evaluation.blackWinRate >= 0.5;
    const percent = (100 * (black ? evaluation.blackWinRate : 1 - evaluation.blackWinRate)).toFixed(1);
    return words.winRate(black ? 'B' : 'W', percent);
  }
  if (evaluation.mate !== undefined) return `#${evaluation.mate < 0 ? '−' : ''}${Math.abs(evaluation.mate)}`;
  const pawns = evaluation.pawns;
  const sign = pawns > 0 ? '+' : pawns < 0 ? '−' : '';
  return `${sign}${Math.abs(pawns).toFixed(Math.abs(pawns) < 10 ? 2 : 1)}`;
}
