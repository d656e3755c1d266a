// Path data, shapes and strokes as polygons: everything the drawings use (M L H V Q C A Z, rect with
// rx, circle, line, polygon), flattened into straight segments fine enough for the pixel size
// (`scale`: device pixels per user unit), in user units. Strokes are made into geometry here
// (segments, joins, caps), every piece turned the same way round so that filling their union
// with the nonzero rule paints each pixel once.

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const COMMAND = /\s*,?\s*([MmLlHhVvQqCcAaZzSsTt])/y;

// How many straight pieces a curve of `length` device pixels needs: one every 2 px or so.
const pieces = (length) => Math.max(2, Math.min(100, Math.ceil(length / 2)));

/** Subpaths [{ points: [x0, y0, x1, y1, ...], closed }] of SVG path data, in user units. */
export function flattenPath(data, scale = 1) {
  const subpaths = [];
  let current = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl = null; // for S and T
  let at = 0;
  const numbers = (count) => {
    const values = [];
    for (let i = 0; i < count; i++) {
      const separator = /[\s,]*/y;
      separator.lastIndex = at;
      separator.exec(data);
      NUMBER.lastIndex = separator.lastIndex;
      const match = NUMBER.exec(data);
      if (!match) return null;
      values.push(Number(match[0]));
      at = NUMBER.lastIndex;
    }
    return values;
  };
  // An arc's flag is one digit, and may be written with no space before the next number.
  const flag = () => {
    const match = /[\s,]*([01])/y;
    match.lastIndex = at;
    const found = match.exec(data);
    if (!found) return null;
    at = match.lastIndex;
    return Number(found[1]);
  };
  const lineTo = (nx, ny) => {
    if (!current) moveTo(x, y);
    current.points.push(nx, ny);
    x = nx;
    y = ny;
  };
  const moveTo = (nx, ny) => {
    current = { points: [nx, ny], closed: false };
    subpaths.push(current);
    x = startX = nx;
    y = startY = ny;
  };
  const curve = (points, degree) => {
    let length = 0;
    for (let i = 2; i < points.length; i += 2)
      length += Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
    const count = pieces(length * scale);
    for (let step = 1; step <= count; step++) {
      const t = step / count;
      const u = 1 - t;
      const [x0, y0, x1, y1, x2, y2, x3, y3] = points;
      if (degree === 2) lineTo(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
      else
        lineTo(
          u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        );
    }
  };
  let command = null;
  while (at < data.length) {
    COMMAND.lastIndex = at;
    const match = COMMAND.exec(data);
    if (match) {
      command = match[1];
      at = COMMAND.lastIndex;
    } else if (command === null || /^\s*$/.test(data.slice(at))) break;
    else if (command === 'M') command = 'L';
    else if (command === 'm') command = 'l';
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const upper = command.toUpperCase();
    let values;
    if (upper === 'Z') {
      if (current) {
        current.closed = true;
        x = startX;
        y = startY;
        current = null;
      }
      lastControl = null;
      // Z takes no numbers: a number after it is a new implicit command, which SVG forbids.
      if (!match) break;
      continue;
    }
    const arity = { M: 2, L: 2, H: 1, V: 1, Q: 4, T: 2, C: 6, S: 4, A: 5 }[upper];
    if (upper === 'A') {
      const [rx, ry, rotation] = numbers(3) ?? [];
      const large = rx === undefined ? null : flag();
      const sweep = large === null ? null : flag();
      const end = sweep === null ? null : numbers(2);
      if (!end) break;
      arc(x, y, rx, ry, rotation, large, sweep, ox + end[0], oy + end[1], scale, lineTo);
      lastControl = null;
      continue;
    }
    values = numbers(arity);
    if (!values) break;
    switch (upper) {
      case 'M':
        moveTo(ox + values[0], oy + values[1]);
        lastControl = null;
        break;
      case 'L':
        lineTo(ox + values[0], oy + values[1]);
        lastControl = null;
        break;
      case 'H':
        lineTo(ox + values[0], y);
        lastControl = null;
        break;
      case 'V':
        lineTo(x, oy + values[0]);
        lastControl = null;
        break;
      case 'Q':
      case 'T': {
        const control =
          upper === 'Q'
            ? [ox + values[0], oy + values[1]]
            : lastControl?.degree === 2
              ? [2 * x - lastControl.x, 2 * y - lastControl.y]
              : [x, y];
        const end = upper === 'Q' ? [ox + values[2], oy + values[3]] : [ox + values[0], oy + values[1]];
        curve([x, y, ...control, ...end], 2);
        lastControl = { degree: 2, x: control[0], y: control[1] };
        break;
      }
      case 'C':
      case 'S': {
        const first =
          upper === 'C'
            ? [ox + values[0], oy + values[1]]
            : lastControl?.degree === 3
              ? [2 * x - lastControl.x, 2 * y - lastControl.y]
              : [x, y];
        const rest = upper === 'C' ? values.slice(2) : values;
        const second = [ox + rest[0], oy + rest[1]];
        curve([x, y, ...first, ...second, ox + rest[2], oy + rest[3]], 3);
        lastControl = { degree: 3, x: second[0], y: second[1] };
        break;
      }
    }
  }
  return subpaths;
}

// An elliptical arc from (x1, y1) to (x2, y2) as the SVG specification's appendix (B.2.4) turns
// the endpoint form into a centre and angles.
function arc(x1, y1, rx, ry, rotation, large, sweep, x2, y2, scale, lineTo) {
  if (x1 === x2 && y1 === y2) return;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  if (rx === 0 || ry === 0) return lineTo(x2, y2);
  const phi = (rotation * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const px = cos * dx + sin * dy;
  const py = -sin * dx + cos * dy;
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px;
  const denominator = rx * rx * py * py + ry * ry * px * px;
  let factor = Math.sqrt(Math.max(0, numerator / denominator));
  if (large === sweep) factor = -factor;
  const cxp = (factor * rx * py) / ry;
  const cyp = (-factor * ry * px) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux, uy, vx, vy) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta = angle(1, 0, (px - cxp) / rx, (py - cyp) / ry);
  let delta = angle((px - cxp) / rx, (py - cyp) / ry, (-px - cxp) / rx, (-py - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const count = pieces(Math.abs(delta) * Math.max(rx, ry) * scale);
  for (let step = 1; step < count; step++) {
    const t = theta + (delta * step) / count;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    lineTo(cos * ex - sin * ey + cx, sin * ex + cos * ey + cy);
  }
  lineTo(x2, y2);
}

/** A rectangle (with rounded corners when rx/ry are given) as path data. */
export function rectPath(x, y, width, height, rx, ry) {
  if (!(width > 0 && height > 0)) return '';
  if (rx === undefined && ry === undefined) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  rx = Math.min(width / 2, Math.abs(rx ?? ry));
  ry = Math.min(height / 2, Math.abs(ry ?? rx));
  return (
    `M${x + rx} ${y}H${x + width - rx}A${rx} ${ry} 0 0 1 ${x + width} ${y + ry}V${y + height - ry}` +
    `A${rx} ${ry} 0 0 1 ${x + width - rx} ${y + height}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + height - ry}` +
    `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
  );
}

/** A circle as path data. */
export function circleData(cx, cy, r) {
  if (!(r > 0)) return '';
  return `M${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx - r} ${cy}A${r} ${r} 0 1 1 ${cx + r} ${cy}Z`;
}

const area = (points) => {
  let sum = 0;
  for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2)
    sum += points[j] * points[i + 1] - points[i] * points[j + 1];
  return sum / 2;
};

// Every piece of a stroke turned the same way round (positive area), so the nonzero rule fills
// their union once, however they overlap.
function positive(points) {
  if (area(points) >= 0) return points;
  const turned = [];
  for (let i = points.length - 2; i >= 0; i -= 2) turned.push(points[i], points[i + 1]);
  return turned;
}

function disc(cx, cy, r, scale) {
  const count = Math.max(8, Math.min(96, Math.ceil(r * scale * 1.5)));
  const points = [];
  for (let i = 0; i < count; i++) {
    const t = (2 * Math.PI * i) / count;
    points.push(cx + r * Math.cos(t), cy + r * Math.sin(t));
  }
  return points;
}

/**
 * The outline of `subpaths` stroked `width` wide, as polygons to fill with the nonzero rule.
 * style: { join: 'miter'|'round'|'bevel', cap: 'butt'|'round'|'square', miterLimit }.
 */
export function strokePolygons(subpaths, width, { join = 'miter', cap = 'butt', miterLimit = 4 }, scale) {
  const half = width / 2;
  const polygons = [];
  if (!(half > 0)) return polygons;
  for (const { points: raw, closed } of subpaths) {
    // Repeated points carry no direction: leave them out.
    const points = [raw[0], raw[1]];
    for (let i = 2; i < raw.length; i += 2)
      if (raw[i] !== points[points.length - 2] || raw[i + 1] !== points[points.length - 1])
        points.push(raw[i], raw[i + 1]);
    if (
      closed &&
      points.length > 2 &&
      points[0] === points[points.length - 2] &&
      points[1] === points[points.length - 1]
    )
      points.length -= 2;
    const count = points.length / 2;
    if (count === 1) {
      // A subpath of one point shows as a dot with round caps, a square with square ones.
      if (cap === 'round') polygons.push(disc(points[0], points[1], half, scale));
      else if (cap === 'square')
        polygons.push(
          positive([
            points[0] - half,
            points[1] - half,
            points[0] + half,
            points[1] - half,
            points[0] + half,
            points[1] + half,
            points[0] - half,
            points[1] + half,
          ]),
        );
      continue;
    }
    const segments = closed ? count : count - 1;
    const direction = (i) => {
      const j = (i + 1) % count;
      const dx = points[2 * j] - points[2 * i];
      const dy = points[2 * j + 1] - points[2 * i + 1];
      const length = Math.hypot(dx, dy);
      return [dx / length, dy / length];
    };
    for (let i = 0; i < segments; i++) {
      const j = (i + 1) % count;
      const [ux, uy] = direction(i);
      const nx = -uy * half;
      const ny = ux * half;
      const ax = points[2 * i];
      const ay = points[2 * i + 1];
      const bx = points[2 * j];
      const by = points[2 * j + 1];
      polygons.push(positive([ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, ax - nx, ay - ny]));
    }
    // Joins: at every inner vertex, and at the start of a closed one.
    for (let v = closed ? 0 : 1; v < (closed ? count : count - 1); v++) {
      const before = (v - 1 + count) % count;
      const [ax, ay] = direction(before);
      const [bx, by] = direction(v);
      const x = points[2 * v];
      const y = points[2 * v + 1];
      const cross = ax * by - ay * bx;
      if (Math.abs(cross) < 1e-9 && ax * bx + ay * by > 0) continue; // straight on
      const cosine = -(ax * bx + ay * by);
      // A gentle turn (a flattened curve) leaves a gap of half × (1 - cos(turn / 2)): under a
      // twentieth of a pixel, a triangle fills it as well as a round or mitred join would.
      const gap = half * scale * (1 - Math.sqrt(Math.max(0, (1 + (ax * bx + ay * by)) / 2)));
      if (join === 'round' && gap >= 0.05) {
        polygons.push(disc(x, y, half, scale));
        continue;
      }
      // The outer side is left of the turn for a right turn and the other way round.
      const side = cross > 0 ? -1 : 1;
      const p1x = x - ay * half * side;
      const p1y = y + ax * half * side;
      const p2x = x - by * half * side;
      const p2y = y + bx * half * side;
      const miterRatio = 1 / Math.sqrt(Math.max(1e-12, (1 - cosine) / 2));
      if (join === 'miter' && miterRatio <= miterLimit && gap >= 0.05) {
        // The tip: along the bisector of the two outer normals, half × ratio from the vertex.
        const mx = (p1x + p2x) / 2 - x;
        const my = (p1y + p2y) / 2 - y;
        const length = Math.hypot(mx, my) || 1;
        const tip = half * miterRatio;
        polygons.push(positive([x, y, p1x, p1y, x + (mx / length) * tip, y + (my / length) * tip, p2x, p2y]));
      } else polygons.push(positive([x, y, p1x, p1y, p2x, p2y]));
    }
    if (!closed && cap !== 'butt') {
      for (const [index, next] of [
        [0, 1],
        [count - 1, count - 2],
      ]) {
        const x = points[2 * index];
        const y = points[2 * index + 1];
        if (cap === 'round') polygons.push(disc(x, y, half, scale));
        else {
          const dx = x - points[2 * next];
          const dy = y - points[2 * next + 1];
          const length = Math.hypot(dx, dy);
          const ux = (dx / length) * half;
          const uy = (dy / length) * half;
          polygons.push(positive([x - uy, y + ux, x - uy + ux, y + ux + uy, x + uy + ux, y - ux + uy, x + uy, y - ux]));
        }
      }
    }
  }
  return polygons;
}
