// chess.js's pgn(): the tag lines, a blank line when there are moves, then the movetext as
// groups ("12. Nf3 {comment} Nc6", a game that starts with Black "45. ... Rf1+") and the
// result, joined by spaces: one line unless maxWidth is given.

// `moves` are the Move objects of the game in order; `commentAt(fen)` the comment of a
// position or undefined. A comment follows the move that reached its position (the start
// position's comes first).
export function movetextGroups(moves, startFen, commentAt, result) {
  const groups = [];
  const withComment = (text, fen) => {
    const comment = commentAt(fen);
    if (comment === undefined) return text;
    return text ? `${text} {${comment}}` : `{${comment}}`;
  };
  let group = withComment('', startFen);
  if (moves.length === 0) groups.push(group);
  moves.forEach((move, i) => {
    const number = move.before.slice(move.before.lastIndexOf(' ') + 1);
    if (i === 0 && move.color === 'b') {
      group = group ? `${group} ${number}. ...` : `${number}. ...`;
    } else if (move.color === 'w') {
      if (group) groups.push(group);
      group = `${number}.`;
    }
    group = withComment(`${group} ${move.san}`, move.after);
  });
  if (moves.length > 0 && group) groups.push(group);
  groups.push(result);
  return groups;
}

// Lines of at most maxWidth characters where the groups allow: a group moves to the next line
// whole; one with a comment that does not fit is broken between its words instead (a single
// word longer than maxWidth still stands alone on its line). Differs from chess.js in one
// place: chess.js can start such a broken group without a space after the previous group
// ("e52."), which reads back as another move; here the space is there.
export function wrapGroups(groups, maxWidth, newline) {
  const parts = [];
  let width = 0;
  const dropTrailingSpace = () => {
    if (parts[parts.length - 1] !== ' ') return false;
    parts.pop();
    width -= 1;
    return true;
  };
  const breakLine = () => {
    while (dropTrailingSpace());
    parts.push(newline);
    width = 0;
  };
  groups.forEach((group, i) => {
    if (width + group.length > maxWidth && group.includes('{')) {
      group
        .split(' ')
        .filter(Boolean)
        .forEach((word, w) => {
          const gap = w === 0 && width > 0 ? 1 : 0;
          if (width + gap + word.length > maxWidth) breakLine();
          else if (gap) {
            parts.push(' ');
            width += 1;
          }
          parts.push(word, ' ');
          width += word.length + 1;
        });
      dropTrailingSpace();
      return;
    }
    if (i > 0 && width + group.length > maxWidth) breakLine();
    else if (i > 0) {
      parts.push(' ');
      width += 1;
    }
    parts.push(group);
    width += group.length;
  });
  return parts.join('');
}
