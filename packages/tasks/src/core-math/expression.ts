/**
 * Exact arithmetic on the small expressions items are written with, so keys are computed (and
 * rechecked) as fractions, never as rounded floats. Grammar, loosest first:
 *   sum     = product (('+' | '−' | '-') product)*
 *   product = unary (('×' | '÷' | '/') unary)*
 *   unary   = ('−' | '-') unary | power
 *   power   = atom ('^' unary)?          (right-associative: 2^3^2 = 2^9)
 *   atom    = number | n/d | name '(' sum (',' sum)* ')' | '(' sum ')'
 * `n/d` written without spaces is one fraction literal, tighter than × and ÷ (2/3 ÷ 4/5 is
 * (2/3) ÷ (4/5)). Functions: sqrt (perfect squares only), abs, min, max, gcd, lcm, floor, ceil,
 * median. Anything else throws: an item that cannot be computed must not reach a child.
 */

export interface Rational {
  readonly n: number;
  readonly d: number;
}

const gcdOf = (a: number, b: number): number => {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
};

/** A fraction in lowest terms with a positive denominator. */
export function rational(n: number, d = 1): Rational {
  if (d === 0) throw new RangeError('division by zero');
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new RangeError('too large');
  const g = gcdOf(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

const add = (x: Rational, y: Rational) => rational(x.n * y.d + y.n * x.d, x.d * y.d);
const mul = (x: Rational, y: Rational) => rational(x.n * y.n, x.d * y.d);
const div = (x: Rational, y: Rational) => rational(x.n * y.d, x.d * y.n);
const neg = (x: Rational) => rational(-x.n, x.d);
const compare = (x: Rational, y: Rational) => x.n * y.d - y.n * x.d;
const integer = (x: Rational) => {
  if (x.d !== 1) throw new RangeError('integer expected');
  return x.n;
};

function power(base: Rational, exponent: Rational): Rational {
  const e = integer(exponent);
  let result = rational(1);
  for (let i = 0; i < Math.abs(e); i += 1) result = mul(result, base);
  return e < 0 ? div(rational(1), result) : result;
}

function exactRoot(x: number): number {
  const root = Math.round(Math.sqrt(x));
  if (root * root !== x) throw new RangeError(`sqrt(${x}) is not rational`);
  return root;
}

const FUNCTIONS: Record<string, (args: Rational[]) => Rational> = {
  sqrt: ([x]) => rational(exactRoot(x!.n), exactRoot(x!.d)),
  abs: ([x]) => rational(Math.abs(x!.n), x!.d),
  min: (xs) => xs.reduce((a, b) => (compare(a, b) <= 0 ? a : b)),
  max: (xs) => xs.reduce((a, b) => (compare(a, b) >= 0 ? a : b)),
  gcd: (xs) => rational(xs.map(integer).reduce(gcdOf)),
  lcm: (xs) => rational(xs.map(integer).reduce((a, b) => Math.abs(a * b) / gcdOf(a, b))),
  floor: ([x]) => rational(Math.floor(x!.n / x!.d)),
  ceil: ([x]) => rational(Math.ceil(x!.n / x!.d)),
  median: (xs) => {
    const sorted = [...xs].sort(compare);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : div(add(sorted[mid - 1]!, sorted[mid]!), rational(2));
  },
};

const TOKEN = /\s*(\d+\/\d+|\d+(?:\.\d+)?|[a-z]+|[-−+×÷/^(),])/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) throw new SyntaxError(`cannot read "${text}" at ${TOKEN.lastIndex}`);
    tokens.push(match[1]!);
  }
  return tokens;
}

function literal(token: string): Rational {
  if (token.includes('/')) {
    const [n, d] = token.split('/').map(Number);
    return rational(n!, d!);
  }
  const [whole, decimals = ''] = token.split('.');
  return rational(Number(whole + decimals), 10 ** decimals.length);
}

/** The exact value of an expression (grammar above). */
export function evaluate(text: string): Rational {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string) => {
    const token = tokens[at];
    if (token === undefined || (expected !== undefined && token !== expected)) {
      throw new SyntaxError(`expected ${expected ?? 'more'} in "${text}"`);
    }
    at += 1;
    return token;
  };

  const atom = (): Rational => {
    const token = take();
    if (token === '(') {
      const value = sum();
      take(')');
      return value;
    }
    if (/^\d/.test(token)) return literal(token);
    const fn = FUNCTIONS[token];
    if (!fn) throw new SyntaxError(`unknown "${token}" in "${text}"`);
    take('(');
    const args = [sum()];
    while (peek() === ',') {
      take(',');
      args.push(sum());
    }
    take(')');
    return fn(args);
  };
  const powerOf = (): Rational => {
    const base = atom();
    if (peek() !== '^') return base;
    take('^');
    return power(base, unary());
  };
  const unary = (): Rational => {
    if (peek() === '-' || peek() === '−') {
      take();
      return neg(unary());
    }
    return powerOf();
  };
  const product = (): Rational => {
    let value = unary();
    for (let op = peek(); op === '×' || op === '÷' || op === '/'; op = peek()) {
      take();
      value = op === '×' ? mul(value, unary()) : div(value, unary());
    }
    return value;
  };
  const sum = (): Rational => {
    let value = product();
    for (let op = peek(); op === '+' || op === '-' || op === '−'; op = peek()) {
      take();
      value = op === '+' ? add(value, product()) : add(value, neg(product()));
    }
    return value;
  };

  const value = sum();
  if (at !== tokens.length) throw new SyntaxError(`unexpected "${peek()}" in "${text}"`);
  return value;
}

/** The value as a JS number, exact for the terminating decimals entry items use. */
export const toNumber = (x: Rational): number => Number((x.n / x.d).toPrecision(12));

/** Whether a value is a terminating decimal (a denominator of only 2s and 5s). */
export function isTerminating(x: Rational): boolean {
  let d = x.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '−': '⁻',
  '-': '⁻',
};

/**
 * An expression as a child reads it: powers as superscripts (10^(−3) as 10⁻³), sqrt(64) as √64,
 * a hyphen as the minus sign, and numbers through `formatNumber` of the language.
 */
export function displayExpression(text: string, formatNumber: (n: number) => string): string {
  return text
    .replace(/\^(?:\(([-−]?\d+)\)|(\d+))/g, (_, inParens?: string, bare?: string) =>
      [...(inParens ?? bare ?? '')].map((c) => SUPERSCRIPT[c]).join(''),
    )
    .replace(/sqrt\((\d+)\)/g, '√$1')
    .replace(/(?<![\d./])\d+(?:\.\d+)?(?![\d/]|\.\d)/g, (n) => formatNumber(Number(n)))
    .replace(/-/g, '−');
}
