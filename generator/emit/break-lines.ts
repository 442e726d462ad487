/**
 * Line breaks inside the long statements of ajv's standalone code. ajv (`code.lines`) ends
 * every statement with a line break, but an error object or a condition is still one
 * statement of several hundred characters. This breaks such a line after the commas of its
 * outermost list (the error object's properties, a call's arguments), indented under the
 * statement, so a spec change shows as a few changed lines. JSON data lines (`const schemaN =`,
 * `.evaluated =`) are left whole: they are data literals. Strings and regular expressions
 * written as strings are skipped over, so no comma inside one is touched.
 */

/** Lines longer than this are broken (a spec change stays a reviewable diff; Biome's width in biome.json is 160). */
export const MAX_LINE = 160;

const DATA_LINE = /^\s*(?:const schema[\w$]* = |[\w$]+\.evaluated = )/;

/** A data line longer than this is spread over lines, one JSON member a line (no generated line over 2,000 characters). */
export const LONGEST_DATA_LINE = 2000;

/** `const schema1 = {...};` with its JSON literal pretty-printed; the line as it is when the literal is not JSON. */
function spreadData(line: string): string {
  const at = line.indexOf(' = ') + 3;
  const end = line.trimEnd().endsWith(';') ? line.trimEnd().length - 1 : line.trimEnd().length;
  try {
    const value: unknown = JSON.parse(line.slice(at, end));
    return `${line.slice(0, at)}${JSON.stringify(value, null, 1)}${line.slice(end)}`;
  } catch {
    return line;
  }
}

interface Breaks {
  /** Offsets of commas, by bracket depth. */
  commas: Map<number, number[]>;
  /** Offsets just after each `||` and `&&`. */
  logical: number[];
}

/** Where the line may break, outside strings and regular expressions; null when it is not code this understands. */
function breakPoints(line: string): Breaks | null {
  const commas = new Map<number, number[]>();
  const logical: number[] = [];
  let depth = 0;
  let previous = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'" || c === '`') {
      const quote = c;
      for (i++; i < line.length && line[i] !== quote; i++) if (line[i] === '\\') i++;
      if (i >= line.length) return null;
      previous = c;
      continue;
    }
    if (c === '/') {
      if (line[i + 1] === '/' || line[i + 1] === '*') return null;
      // ECMA-262 12.9.5: after `(`, `,` or `=` a slash starts a regular expression literal
      if (previous === '(' || previous === ',' || previous === '=') {
        let inClass = false;
        for (i++; i < line.length && (line[i] !== '/' || inClass); i++) {
          if (line[i] === '\\') i++;
          else if (line[i] === '[') inClass = true;
          else if (line[i] === ']') inClass = false;
        }
        if (i >= line.length) return null;
        previous = '/';
        continue;
      }
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',') {
      const list = commas.get(depth) ?? [];
      list.push(i);
      commas.set(depth, list);
    } else if ((c === '|' || c === '&') && line[i + 1] === c) {
      logical.push(i + 2);
      i++;
    }
    if (c !== ' ') previous = c;
  }
  return { commas, logical };
}

/** `line` cut at the given offsets, each later piece on its own line under `indent`. */
function cut(line: string, offsets: readonly number[], indent: string): string {
  const pieces: string[] = [];
  let start = 0;
  for (const at of offsets) {
    pieces.push(line.slice(start, at));
    start = at;
  }
  pieces.push(line.slice(start));
  return pieces.map((piece, i) => (i === 0 ? piece : indent + piece.trimStart())).join('\n');
}

/**
 * `code` with its lines longer than `max` broken. Only those lines are cut out and looked at;
 * the text between them is sliced out whole (splitting megabytes of code into lines and joining
 * them again cost more than the breaking).
 */
export function breakLongLines(code: string, max = MAX_LINE): string {
  const pieces: string[] = [];
  let kept = 0;
  for (let start = 0; start <= code.length; ) {
    let end = code.indexOf('\n', start);
    if (end < 0) end = code.length;
    // a line of `max` or fewer characters is left as it is (breakLine)
    if (end - start > max) {
      const line = code.slice(start, end);
      const broken = breakLine(line, max, 0);
      if (broken !== line) {
        pieces.push(code.slice(kept, start), broken);
        kept = end;
      }
    }
    start = end + 1;
  }
  if (kept === 0) return code;
  pieces.push(code.slice(kept));
  return pieces.join('');
}

/** One line, broken at its shallowest commas, then each piece still too long at its `||`/`&&`. */
function breakLine(line: string, max: number, round: number): string {
  if (line.length > LONGEST_DATA_LINE && DATA_LINE.test(line)) return spreadData(line);
  if (line.length <= max || DATA_LINE.test(line) || round > 1) return line;
  const points = breakPoints(line);
  if (!points) return line;
  const indent = `${/^\s*/.exec(line)?.[0] ?? ''}  `;
  const depths = [...points.commas.keys()].filter((d) => d > 0).sort((a, b) => a - b);
  if (round === 0 && depths.length > 0) {
    const broken = cut(
      line,
      (points.commas.get(depths[0]) ?? []).map((at) => at + 1),
      indent,
    );
    return broken
      .split('\n')
      .map((piece) => breakLine(piece, max, 1))
      .join('\n');
  }
  return points.logical.length > 0 ? cut(line, points.logical, indent) : line;
}
