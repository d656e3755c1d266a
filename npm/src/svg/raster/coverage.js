// Filling polygons into a pixel buffer with anti-aliasing: each pixel row is sampled on SUBROWS
// lines, and on each line the spans inside the shape (nonzero or even-odd winding) add their exact
// horizontal coverage to the row; the row's coverage then blends the colour into the image. An
// image is RGBA, premultiplied, in floats from 0 to 1 while drawing.

const SUBROWS = 8;

/** An empty (transparent) image `width` × `height`. */
export function createImage(width, height) {
  // cover: one row's coverage, shared by every fill of the image (always left zeroed).
  // budget: what the fills may still cost, so that no SVG (svgToPng takes any) can make the
  // painting endless: the pixels of the fills' boxes (32 times the image's: boards cover theirs
  // a few times over), and the rows their edges cross.
  const budget = { area: 32 * width * height + 1e7, rows: 5e7 };
  return { width, height, pixels: new Float32Array(width * height * 4), cover: new Float32Array(width + 1), budget };
}

/**
 * Blends `colour` ([r, g, b] from 0 to 1, `alpha` from 0 to 1) into `image` where `polygons`
 * (flat [x0, y0, x1, y1, ...] in pixels, each closed) cover it. `coverageAt(x, y)`, if given,
 * gives the colour of each pixel instead (a pattern): [r, g, b, a].
 */
export function fillPolygons(image, polygons, colour, alpha, evenOdd = false, colourAt = null) {
  const { width, height, pixels } = image;
  const edges = [];
  let top = Infinity;
  let bottom = -Infinity;
  for (const points of polygons) {
    const n = points.length;
    for (let i = 0; i < n; i += 2) {
      const j = (i + 2) % n;
      const x0 = points[i];
      const y0 = points[i + 1];
      const x1 = points[j];
      const y1 = points[j + 1];
      if (y0 === y1 || !Number.isFinite(x0 + y0 + x1 + y1)) continue;
      const down = y1 > y0;
      const edge = down
        ? { top: y0, bottom: y1, x: x0, slope: (x1 - x0) / (y1 - y0), winding: 1 }
        : { top: y1, bottom: y0, x: x1, slope: (x0 - x1) / (y0 - y1), winding: -1 };
      edges.push(edge);
      if (edge.top < top) top = edge.top;
      if (edge.bottom > bottom) bottom = edge.bottom;
    }
  }
  if (!edges.length) return;
  const firstRow = Math.max(0, Math.floor(top));
  const lastRow = Math.min(height - 1, Math.ceil(bottom) - 1);
  if (lastRow < firstRow) return;
  let left = Infinity;
  let right = -Infinity;
  let rows = 0;
  for (const edge of edges) {
    const end = edge.x + (edge.bottom - edge.top) * edge.slope;
    left = Math.min(left, edge.x, end);
    right = Math.max(right, edge.x, end);
    rows += Math.max(0, Math.min(height, edge.bottom) - Math.max(0, edge.top)) + 1;
  }
  const { budget } = image;
  budget.area -= (lastRow - firstRow + 1) * (Math.min(width, right) - Math.max(0, left) + 1);
  budget.rows -= rows;
  if (budget.area < 0 || budget.rows < 0)
    throw new RangeError(
      'rasterize: the drawing is too complex for this rasterizer (it paints what boardnotation draws)',
    );
  edges.sort((a, b) => a.top - b.top);
  const cover = image.cover;
  const weight = 1 / SUBROWS;
  let next = 0;
  const active = [];
  const crossings = [];
  for (let row = firstRow; row <= lastRow; row++) {
    let minX = width;
    let maxX = -1;
    for (let sub = 0; sub < SUBROWS; sub++) {
      const y = row + (sub + 0.5) / SUBROWS;
      while (next < edges.length && edges[next].top <= y) active.push(edges[next++]);
      let kept = 0;
      for (let i = 0; i < active.length; i++) if (active[i].bottom > y) active[kept++] = active[i];
      active.length = kept;
      crossings.length = 0;
      for (const edge of active) if (edge.top <= y) crossings.push(edge.x + (y - edge.top) * edge.slope, edge.winding);
      if (crossings.length < 4) continue;
      // Sort the (x, winding) pairs by x: few per line, so an insertion sort.
      for (let i = 2; i < crossings.length; i += 2) {
        const x = crossings[i];
        const w = crossings[i + 1];
        let j = i - 2;
        while (j >= 0 && crossings[j] > x) {
          crossings[j + 2] = crossings[j];
          crossings[j + 3] = crossings[j + 1];
          j -= 2;
        }
        crossings[j + 2] = x;
        crossings[j + 3] = w;
      }
      let winding = 0;
      for (let i = 0; i < crossings.length - 2; i += 2) {
        winding += crossings[i + 1];
        const inside = evenOdd ? winding % 2 !== 0 : winding !== 0;
        if (!inside) continue;
        const from = Math.max(0, crossings[i]);
        const to = Math.min(width, crossings[i + 2]);
        if (to <= from) continue;
        const first = Math.floor(from);
        const last = Math.floor(to);
        if (first < minX) minX = first;
        if (last > maxX) maxX = last;
        if (first === last) cover[first] += (to - from) * weight;
        else {
          cover[first] += (first + 1 - from) * weight;
          for (let x = first + 1; x < last; x++) cover[x] += weight;
          cover[last] += (to - last) * weight;
        }
      }
    }
    if (maxX < 0) {
      cover.fill(0);
      continue;
    }
    maxX = Math.min(maxX, width - 1);
    for (let x = minX; x <= maxX; x++) {
      const c = cover[x];
      cover[x] = 0;
      if (c <= 0) continue;
      let r = colour[0];
      let g = colour[1];
      let b = colour[2];
      let a = alpha * (c > 1 ? 1 : c);
      if (colourAt) {
        const sample = colourAt(x, row);
        if (!sample) continue;
        [r, g, b] = sample;
        a *= sample[3];
      }
      const at = (row * width + x) * 4;
      const keep = 1 - a;
      pixels[at] = r * a + pixels[at] * keep;
      pixels[at + 1] = g * a + pixels[at + 1] * keep;
      pixels[at + 2] = b * a + pixels[at + 2] * keep;
      pixels[at + 3] = a + pixels[at + 3] * keep;
    }
    cover[width] = 0;
  }
}

/**
 * The image as 8-bit RGBA, not premultiplied (what PNG and GIF hold), over `background`
 * ([r, g, b] from 0 to 1) when one is given: { width, height, data: Uint8ClampedArray }.
 */
export function imageData(image, background = null) {
  const { width, height, pixels } = image;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    let a = pixels[i + 3];
    let r = pixels[i];
    let g = pixels[i + 1];
    let b = pixels[i + 2];
    if (background) {
      r += background[0] * (1 - a);
      g += background[1] * (1 - a);
      b += background[2] * (1 - a);
      a = 1;
    }
    if (a <= 0) continue;
    const scale = 255 / a;
    data[i] = Math.round(r * scale);
    data[i + 1] = Math.round(g * scale);
    data[i + 2] = Math.round(b * scale);
    data[i + 3] = Math.round(a * 255);
  }
  return { width, height, data };
}
