// The SVG that this package draws, painted into pixels: the element tree (xml.js) walked with the
// inherited presentation attributes (fill, stroke, widths, opacities, color, font), <use> of
// <defs>, transforms, a userSpaceOnUse <pattern> of rectangles, and text in the project's stroke
// letters (glyphs.js). The <style> inside a drawing is not read: every part of a board carries its
// default colours as attributes too (the style rules only let a page's custom properties win).
import { parseXml } from './xml.js';
import { circleData, flattenPath, rectPath, strokePolygons } from './geometry.js';
import { createImage, fillPolygons } from './coverage.js';
import { glyphOf, TRACKING } from './glyphs.js';

const NAMED = { black: [0, 0, 0], white: [255, 255, 255], red: [255, 0, 0], none: null, transparent: null };
// How far above the alphabetic baseline the centre of the em box (dominant-baseline: central) is,
// in ems, and the capital height of glyphs.js, in its units.
const CENTRAL = 0.35;
const CAP = 70;
// Without a width asked for, a drawing is painted at its own size, but no wider than this: a board
// of thousands of cells would otherwise be a picture of hundreds of millions of pixels.
export const DEFAULT_MAX_WIDTH = 1600;
const MAX_ELEMENTS = 500_000;

/** { rgb: [r, g, b] in 0..1, alpha } of a CSS colour as the drawings write them, null for none. */
export function parseColour(value) {
  if (value == null) return null;
  let text = String(value).trim();
  // var(--name, fallback): the fallback, since a file has no page to set the property.
  const variable = /^var\(\s*--[\w-]+\s*,\s*(.*)\)$/.exec(text);
  if (variable) text = variable[1].trim();
  if (text in NAMED) return NAMED[text] ? { rgb: NAMED[text].map((c) => c / 255), alpha: 1 } : null;
  let match = /^#([0-9a-f]{3,8})$/i.exec(text);
  if (match) {
    let hex = match[1];
    if (hex.length === 3 || hex.length === 4) hex = [...hex].map((c) => c + c).join('');
    const channel = (i) => parseInt(hex.slice(i, i + 2), 16) / 255;
    return { rgb: [channel(0), channel(2), channel(4)], alpha: hex.length === 8 ? channel(6) : 1 };
  }
  match = /^rgba?\(([^)]*)\)$/i.exec(text);
  if (match) {
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length < 3 || parts.some((part) => !Number.isFinite(part))) return null;
    return { rgb: parts.slice(0, 3).map((c) => Math.max(0, Math.min(255, c)) / 255), alpha: parts[3] ?? 1 };
  }
  return null;
}

const multiply = (m, n) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The matrix [a, b, c, d, e, f] of a transform attribute (translate, scale, rotate, matrix). */
function parseTransform(text) {
  let matrix = [1, 0, 0, 1, 0, 0];
  for (const [, name, list] of String(text).matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = list
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    let step;
    if (name === 'translate') step = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (name === 'scale') step = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (name === 'matrix' && v.length === 6) step = v;
    else if (name === 'rotate') {
      const angle = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      step = multiply(
        multiply([1, 0, 0, 1, cx, cy], [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0]),
        [1, 0, 0, 1, -cx, -cy],
      );
    } else continue;
    matrix = multiply(matrix, step);
  }
  return matrix;
}

const scaleOf = (m) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;

function toDevice(points, m) {
  const out = new Array(points.length);
  for (let i = 0; i < points.length; i += 2) {
    out[i] = m[0] * points[i] + m[2] * points[i + 1] + m[4];
    out[i + 1] = m[1] * points[i] + m[3] * points[i + 1] + m[5];
  }
  return out;
}

// The inherited properties, with SVG's initial values.
const INITIAL = {
  fill: '#000',
  stroke: 'none',
  'stroke-width': '1',
  'stroke-linejoin': 'miter',
  'stroke-linecap': 'butt',
  'stroke-miterlimit': '4',
  'fill-opacity': '1',
  'stroke-opacity': '1',
  'fill-rule': 'nonzero',
  color: '#000',
  'font-size': '16',
  'font-weight': '400',
  'text-anchor': 'start',
  'dominant-baseline': 'auto',
};

function inherit(parent, attributes) {
  let style = parent;
  for (const name in INITIAL) {
    if (attributes[name] === undefined || attributes[name] === 'inherit') continue;
    if (style === parent) style = { ...parent };
    style[name] = attributes[name];
  }
  return style;
}

const number = (value, otherwise = 0) => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : otherwise;
};

/** The path data of a shape element, or null for an element that is not one. */
function shapeData(element) {
  const a = element.attributes;
  switch (element.name) {
    case 'path':
      return a.d ?? '';
    case 'rect':
      return rectPath(
        number(a.x),
        number(a.y),
        number(a.width),
        number(a.height),
        a.rx === undefined ? undefined : number(a.rx),
        a.ry === undefined ? undefined : number(a.ry),
      );
    case 'circle':
      return circleData(number(a.cx), number(a.cy), number(a.r));
    case 'ellipse': {
      const [cx, cy, rx, ry] = [number(a.cx), number(a.cy), number(a.rx), number(a.ry)];
      return rx > 0 && ry > 0
        ? `M${cx + rx} ${cy}A${rx} ${ry} 0 1 1 ${cx - rx} ${cy}A${rx} ${ry} 0 1 1 ${cx + rx} ${cy}Z`
        : '';
    }
    case 'line':
      return `M${number(a.x1)} ${number(a.y1)}L${number(a.x2)} ${number(a.y2)}`;
    case 'polygon':
    case 'polyline': {
      const values = (a.points ?? '').split(/[\s,]+/).filter(Boolean);
      if (values.length < 4) return '';
      return `M${values.join(' ')}${element.name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return null;
  }
}

class Painter {
  constructor(image, ids) {
    this.image = image;
    this.ids = ids;
    this.painted = 0;
  }

  paint(colourText, style, opacity) {
    const value = colourText === 'currentColor' ? style.color : colourText;
    const url = /^url\(\s*#([^)\s]+)\s*\)/.exec(String(value ?? ''));
    if (url) return { pattern: this.ids.get(url[1]), alpha: opacity };
    const colour = parseColour(value);
    return colour ? { rgb: colour.rgb, alpha: colour.alpha * opacity } : null;
  }

  fill(polygons, paint, evenOdd, matrix) {
    if (!paint || !(paint.alpha > 0) || !polygons.length) return;
    const device = polygons.map((points) => toDevice(points, matrix));
    const colourAt = paint.pattern ? this.patternSampler(paint.pattern, matrix) : null;
    if (paint.pattern && !colourAt) return;
    fillPolygons(this.image, device, paint.rgb ?? [0, 0, 0], paint.alpha, evenOdd, colourAt);
  }

  // The colour of each pixel of a userSpaceOnUse pattern of rectangles, averaged over 2 × 2 samples.
  patternSampler(pattern, matrix) {
    if (!pattern || pattern.name !== 'pattern') return null;
    const a = pattern.attributes;
    const tileWidth = number(a.width);
    const tileHeight = number(a.height);
    if (!(tileWidth > 0 && tileHeight > 0)) return null;
    const rects = [];
    for (const child of pattern.children) {
      if (child.name !== 'rect') continue;
      const colour = parseColour(child.attributes.fill ?? '#000');
      if (colour)
        rects.push({
          x: number(child.attributes.x),
          y: number(child.attributes.y),
          width: number(child.attributes.width),
          height: number(child.attributes.height),
          colour,
        });
    }
    const determinant = matrix[0] * matrix[3] - matrix[1] * matrix[2];
    const inverse = [
      matrix[3] / determinant,
      -matrix[1] / determinant,
      -matrix[2] / determinant,
      matrix[0] / determinant,
      (matrix[2] * matrix[5] - matrix[3] * matrix[4]) / determinant,
      (matrix[1] * matrix[4] - matrix[0] * matrix[5]) / determinant,
    ];
    const originX = number(a.x);
    const originY = number(a.y);
    return (px, py) => {
      const sum = [0, 0, 0, 0];
      for (const [sx, sy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const x = px + sx;
        const y = py + sy;
        const ux = inverse[0] * x + inverse[2] * y + inverse[4] - originX;
        const uy = inverse[1] * x + inverse[3] * y + inverse[5] - originY;
        const tx = ux - Math.floor(ux / tileWidth) * tileWidth;
        const ty = uy - Math.floor(uy / tileHeight) * tileHeight;
        for (let i = rects.length - 1; i >= 0; i--) {
          const rect = rects[i];
          if (tx >= rect.x && tx < rect.x + rect.width && ty >= rect.y && ty < rect.y + rect.height) {
            const alpha = rect.colour.alpha;
            sum[0] += rect.colour.rgb[0] * alpha;
            sum[1] += rect.colour.rgb[1] * alpha;
            sum[2] += rect.colour.rgb[2] * alpha;
            sum[3] += alpha;
            break;
          }
        }
      }
      if (sum[3] === 0) return null;
      return [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], sum[3] / 4];
    };
  }

  shape(data, style, matrix) {
    const scale = scaleOf(matrix);
    const subpaths = flattenPath(data, scale);
    if (!subpaths.length) return;
    const fill = this.paint(style.fill, style, number(style['fill-opacity'], 1));
    if (fill)
      this.fill(
        subpaths.map((subpath) => subpath.points),
        fill,
        style['fill-rule'] === 'evenodd',
        matrix,
      );
    this.stroke(subpaths, style, matrix, scale);
  }

  stroke(subpaths, style, matrix, scale, colour = style.stroke) {
    const paint = this.paint(colour, style, number(style['stroke-opacity'], 1));
    const width = number(style['stroke-width'], 1);
    if (!paint || !(width > 0)) return;
    const polygons = strokePolygons(
      subpaths,
      width,
      {
        join: style['stroke-linejoin'],
        cap: style['stroke-linecap'],
        miterLimit: number(style['stroke-miterlimit'], 4),
      },
      scale,
    );
    this.fill(polygons, paint, false, matrix);
  }

  text(element, style, matrix) {
    const text = element.children.length ? element.children.map((child) => child.text).join('') : element.text;
    const characters = [...text.replace(/[\u2066-\u2069\u202a-\u202e\u200e\u200f\u061c]/g, '')];
    if (!characters.length) return;
    const a = element.attributes;
    const size = number(style['font-size'], 16);
    const unit = size / 100;
    const glyphs = characters.map(glyphOf);
    const natural = glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) * unit;
    const wanted = a.textLength === undefined ? natural : number(a.textLength, natural);
    const squeeze = natural > 0 ? wanted / natural : 1;
    const anchor = style['text-anchor'];
    let x = number(a.x) - (anchor === 'middle' ? wanted / 2 : anchor === 'end' ? wanted : 0);
    const baseline =
      number(a.y) +
      (style['dominant-baseline'] === 'central' || style['dominant-baseline'] === 'middle' ? CENTRAL * size : 0);
    const weight = style['font-weight'] === 'bold' ? 700 : number(style['font-weight'], 400);
    // The stroke's width in glyph units: 9 at normal weight, 13 at bold.
    const strokeStyle = {
      ...style,
      'stroke-width': String(9 + ((Math.max(100, Math.min(900, weight)) - 400) / 300) * 4),
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
      'stroke-opacity': style['fill-opacity'],
    };
    for (const glyph of glyphs) {
      if (glyph.d) {
        const placed = multiply(matrix, [
          unit * squeeze,
          0,
          0,
          unit,
          x + (TRACKING / 2) * unit * squeeze,
          baseline - CAP * unit,
        ]);
        this.stroke(flattenPath(glyph.d, scaleOf(placed)), strokeStyle, placed, scaleOf(placed), style.fill);
      }
      x += glyph.advance * unit * squeeze;
    }
  }

  element(element, parentStyle, matrix, depth = 0) {
    const a = element.attributes;
    if (a.display === 'none' || depth > 64) return;
    // <use> can repeat a group that uses another twice, and so on: a few lines of SVG for 2^64
    // elements. A board has at most a few hundred thousand.
    if (++this.painted > MAX_ELEMENTS)
      throw new RangeError(`rasterize: more than ${MAX_ELEMENTS} elements to paint (with <use>)`);
    const style = inherit(parentStyle, a);
    const opacity = number(a.opacity, 1);
    if (opacity !== 1) {
      style['fill-opacity'] = String(number(style['fill-opacity'], 1) * opacity);
      style['stroke-opacity'] = String(number(style['stroke-opacity'], 1) * opacity);
    }
    const here = a.transform ? multiply(matrix, parseTransform(a.transform)) : matrix;
    switch (element.name) {
      case 'g':
      case 'a':
        for (const child of element.children) this.element(child, style, here, depth + 1);
        return;
      case 'use': {
        const target = this.ids.get(String(a.href ?? a['xlink:href'] ?? '').replace(/^#/, ''));
        if (!target || target === element) return;
        const moved = multiply(here, [1, 0, 0, 1, number(a.x), number(a.y)]);
        this.element(target, style, moved, depth + 1);
        return;
      }
      case 'text':
        this.text(element, style, here);
        return;
      default: {
        const data = shapeData(element);
        if (data) this.shape(data, style, here);
      }
    }
  }
}

// Every element with an id, the first one for each (without recursion: any depth of nesting).
function indexIds(root, ids) {
  const stack = [root];
  while (stack.length) {
    const element = stack.pop();
    if (element.attributes.id !== undefined && !ids.has(element.attributes.id)) ids.set(element.attributes.id, element);
    for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]);
  }
}

/**
 * The SVG text `svg` (as this package draws it) painted into a new image `width` pixels wide (by
 * default its own width, else its viewBox's, at most DEFAULT_MAX_WIDTH), the height in proportion. Returns the image
 * (coverage.js): { width, height, pixels }.
 */
export function rasterize(svg, { width } = {}) {
  const root = parseXml(String(svg)).children.find((child) => child.name === 'svg');
  if (!root) throw new TypeError('rasterize: the text is not an SVG document (no <svg> element)');
  const a = root.attributes;
  const box = (a.viewBox ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const ownWidth = number(a.width, NaN);
  const ownHeight = number(a.height, NaN);
  const [bx, by, bw, bh] =
    box.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0
      ? box
      : [0, 0, ownWidth > 0 ? ownWidth : 300, ownHeight > 0 ? ownHeight : 150];
  const pixelWidth = Math.max(1, Math.round(width ?? Math.min(DEFAULT_MAX_WIDTH, ownWidth > 0 ? ownWidth : bw)));
  const pixelHeight = Math.max(
    1,
    Math.round(pixelWidth * (ownWidth > 0 && ownHeight > 0 ? ownHeight / ownWidth : bh / bw)),
  );
  if (pixelWidth * pixelHeight > 1 << 26)
    throw new RangeError(`rasterize: ${pixelWidth} × ${pixelHeight} pixels is more than this rasterizer draws`);
  const image = createImage(pixelWidth, pixelHeight);
  const ids = new Map();
  indexIds(root, ids);
  // preserveAspectRatio's default (xMidYMid meet): scaled to fit, centred.
  const scale = Math.min(pixelWidth / bw, pixelHeight / bh);
  const matrix = [
    scale,
    0,
    0,
    scale,
    (pixelWidth - bw * scale) / 2 - bx * scale,
    (pixelHeight - bh * scale) / 2 - by * scale,
  ];
  const painter = new Painter(image, ids);
  const style = inherit(INITIAL, a);
  for (const child of root.children) {
    if (['defs', 'title', 'desc', 'style', 'pattern', 'metadata'].includes(child.name)) continue;
    painter.element(child, style, matrix);
  }
  return image;
}
