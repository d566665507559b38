// happy-dom's getComputedStyle (CSSComputedStyle#parseCSSRules) runs QuerySelector.matches for
// every style rule of every stylesheet against the element and each ancestor whose style is not
// cached. Emotion puts 500–950 rules on a screen, and dom-accessibility-api asks for the computed
// style of every node it names (`getByRole(…, { name })`): that was a fifth of a screen file's CPU.
// Almost every Emotion/MUI rule needs a class on the element it styles (`.css-1x2y3z`,
// `.MuiButton-root.Mui-disabled`, `.css-abc .MuiSvgIcon-root`), so a rule whose every comma
// alternative needs a class the element lacks cannot match it and is skipped before `matches`.
// The wrap goes on happy-dom's prototype (not an edit in node_modules, which `npm ci` would undo);
// anything this parser is unsure of keeps the rule, so no rule that happy-dom matches is lost.

/** Per comma alternative, the classes its rightmost compound needs; null: try it on every element. */
export type RequiredClasses = readonly (readonly string[])[] | null;

// The same class-name characters as happy-dom's SelectorParser (SELECTOR_REGEXP, without escapes).
const CLASS_NAME = /\.([a-zA-Z0-9\u00A0-\uFFFF_-]+)/g;
// Escapes, nesting, namespaces and shadow-DOM selectors (whose subject is another element): kept.
const UNSURE = /\\|&|\||:host|::slotted|::part/;
// Where happy-dom's SelectorParser (SELECTOR_GROUP_REGEXP) splits a selector: top-level whitespace,
// `>`, `+`, `~` and `,`.
const COMBINATOR_OR_COMMA = /[\s,>+~]/;

const requiredBySelector = new Map<string, RequiredClasses>();

/** The classes a rule needs on the element, memoised per selector text (rules repeat per render). */
export function requiredClasses(selectorText: string): RequiredClasses {
  let required = requiredBySelector.get(selectorText);
  if (required === undefined) {
    required = parseRequiredClasses(selectorText);
    requiredBySelector.set(selectorText, required);
  }
  return required;
}

function parseRequiredClasses(selectorText: string): RequiredClasses {
  if (UNSURE.test(selectorText)) return null;
  const alternatives: string[][] = [];
  for (const compound of rightmostCompounds(selectorText.trim())) {
    // Only what comes before a bracket, a parenthesis or a quote: `:not(.a)`, `:is(.a, .b)`,
    // `[title=".a"]` do not require `.a`, and happy-dom reads a functional pseudo-class greedily to
    // the compound's last `)`, so a class after one might not be required by it either.
    const plain = compound.split(/[([)\]"']/, 1)[0] ?? '';
    const classes = [...plain.matchAll(CLASS_NAME)].map((match) => match[1] ?? '');
    // An alternative that needs no class (`*`, `html`, `[hidden]`, `:root`) may match anything.
    if (classes.length === 0) return null;
    alternatives.push(classes);
  }
  return alternatives.length > 0 ? alternatives : null;
}

/** The last compound of each comma alternative, splitting only outside brackets and quotes. */
function rightmostCompounds(selectorText: string): string[] {
  const compounds: string[] = [];
  let depth = 0;
  let quote = '';
  let compoundStart = 0;
  for (let index = 0; index < selectorText.length; index++) {
    const char = selectorText[index] ?? '';
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth++;
    } else if (char === ')' || char === ']') {
      depth--;
    } else if (depth === 0 && COMBINATOR_OR_COMMA.test(char)) {
      if (char === ',') compounds.push(selectorText.slice(compoundStart, index));
      compoundStart = index + 1;
    }
  }
  compounds.push(selectorText.slice(compoundStart));
  // Unbalanced: happy-dom matches nothing, but that is for it to say.
  if (depth !== 0 || quote) return [''];
  return compounds;
}

/** False only when no alternative's classes are all on the element (or there is none). */
export function mayMatch(required: RequiredClasses, classes: ReadonlySet<string>): boolean {
  return required === null || required.some((needed) => needed.every((name) => classes.has(name)));
}

// The types of CSSRule happy-dom's parseCSSRules reads: a selector, or rules under a condition.
const STYLE_RULE = 1;
const GROUP_RULES = new Set([4, 12]); // @media, @supports

/**
 * What an element must have for a rule to apply to it: a style rule's classes; a group rule's
 * (`@media`, `@supports`) are all of its rules' alternatives — none may match, none is asked.
 */
function ruleRequires(rule: CSSRule): RequiredClasses {
  if (rule.type === STYLE_RULE) return requiredClasses((rule as CSSStyleRule).selectorText);
  if (!GROUP_RULES.has(rule.type)) return null;
  const alternatives: (readonly string[])[] = [];
  for (const inner of (rule as CSSGroupingRule).cssRules) {
    const required = ruleRequires(inner);
    if (required === null) return null;
    alternatives.push(...required);
  }
  return alternatives;
}

/**
 * The rules of this list and of the rules inside them, depth first, pushed onto `into`. Plain
 * loops, no generator: the index is checked against the document at every computed style.
 */
function collectRules(rules: ArrayLike<CSSRule>, into: CSSRule[]): CSSRule[] {
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index] as CSSRule;
    into.push(rule);
    const inner = (rule as Partial<CSSGroupingRule>).cssRules;
    if (inner) collectRules(inner, into);
  }
  return into;
}

/**
 * The document's top-level rules in stylesheet order, by the classes they need. Emotion in
 * development puts each rule in a `<style>` of its own, so happy-dom would call parseCSSRules once
 * per rule (850 calls per computed style): the wrap gives it this one list instead, built again
 * when a stylesheet or a rule (at any depth) comes, goes or moves.
 */
export class StyleRuleIndex {
  private readonly rules: CSSRule[] = [];
  private readonly required: RequiredClasses[] = [];
  /** Every rule, nested ones too, as they were when indexed. */
  private readonly snapshot: CSSRule[];
  /** Positions of the rules that need one of their alternatives' first class… */
  private readonly byClass = new Map<string, number[]>();
  /** …and of those any element may match. */
  private readonly always: number[] = [];

  constructor(sheets: readonly CSSStyleSheet[]) {
    this.snapshot = [];
    for (const sheet of sheets) collectRules(sheet.cssRules, this.snapshot);
    for (const sheet of sheets) {
      for (const rule of sheet.cssRules) this.add(rule);
    }
  }

  private add(rule: CSSRule): void {
    const position = this.rules.length;
    const required = ruleRequires(rule);
    this.rules.push(rule);
    this.required.push(required);
    if (required === null) {
      this.always.push(position);
      return;
    }
    for (const name of new Set(required.map((needed) => needed[0] ?? ''))) {
      const positions = this.byClass.get(name);
      if (positions) positions.push(position);
      else this.byClass.set(name, [position]);
    }
  }

  /** True while the sheets hold the rules indexed, in the same order. */
  isFor(sheets: readonly CSSStyleSheet[]): boolean {
    let position = 0;
    for (const sheet of sheets) {
      position = this.sameFrom(sheet.cssRules, position);
      if (position < 0) return false;
    }
    return position === this.snapshot.length;
  }

  /** Where the snapshot goes on after `rules` (nested ones too) if it holds them from `position`; else -1. */
  private sameFrom(rules: ArrayLike<CSSRule>, position: number): number {
    let next = position;
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index];
      if (rule !== this.snapshot[next]) return -1;
      next++;
      const inner = (rule as Partial<CSSGroupingRule>).cssRules;
      if (inner) {
        next = this.sameFrom(inner, next);
        if (next < 0) return -1;
      }
    }
    return next;
  }

  /** The rules that may match one of these elements (by their classes), in stylesheet order. */
  rulesFor(elementsClasses: readonly ReadonlySet<string>[]): CSSRule[] {
    const positions = new Set(this.always);
    for (const classes of elementsClasses) {
      for (const name of classes) {
        for (const position of this.byClass.get(name) ?? []) {
          if (mayMatch(this.required[position] ?? null, classes)) positions.add(position);
        }
      }
    }
    return [...positions].sort((a, b) => a - b).map((position) => this.rules[position] as CSSRule);
  }
}

/** What getStyleSheets returns for a document: one sheet, the index of all its sheets' rules. */
interface IndexedSheet {
  cssRules: StyleRuleIndex;
}

interface StyledElement {
  element: Element;
}

interface ParseOptions {
  elements: StyledElement[];
  cssRules: Iterable<CSSRule> | StyleRuleIndex;
  hostElement?: unknown;
}

interface ComputedStylePrototype {
  getStyleSheets: (this: unknown, root: Node | null) => (CSSStyleSheet | IndexedSheet)[];
  parseCSSRules: ((options: ParseOptions) => void) & { prefiltered?: true };
}

const indexes = new WeakMap<Node, StyleRuleIndex>();

/**
 * Wraps happy-dom's CSSComputedStyle: getStyleSheets gives a document's rules as one indexed list,
 * and parseCSSRules hands the original only the rules one of the elements may match, in the
 * stylesheets' order. The original still decides every match and the cascade. Lists it meets
 * otherwise (a shadow root's sheets, the rules inside `@media`) are filtered rule by rule.
 */
export function prefilterComputedStyle(computedStyleClass: { prototype: object }): void {
  const prototype = computedStyleClass.prototype as ComputedStylePrototype;
  const parseCSSRules = prototype.parseCSSRules;
  // Each file runs the setup again; a worker runs several files (vitest.config.ts).
  if (parseCSSRules.prefiltered) return;
  const getStyleSheets = prototype.getStyleSheets;

  prototype.getStyleSheets = function (this: unknown, root) {
    const sheets = getStyleSheets.call(this, root) as CSSStyleSheet[];
    if (root?.nodeType !== Node.DOCUMENT_NODE) return sheets;
    let index = indexes.get(root);
    if (!index?.isFor(sheets)) {
      index = new StyleRuleIndex(sheets);
      indexes.set(root, index);
    }
    return [{ cssRules: index }];
  };

  const prefiltered: ComputedStylePrototype['parseCSSRules'] = function (this: unknown, options) {
    const { cssRules } = options;
    // All the elements at once, as the original does: an `@scope` rule applies to its scope's
    // elements once, whichever element is asked for.
    if (cssRules instanceof StyleRuleIndex) {
      parseCSSRules.call(this, { ...options, cssRules: cssRules.rulesFor(options.elements.map(classesOf)) });
      return;
    }
    if (options.hostElement || options.elements.length === 0) {
      parseCSSRules.call(this, options);
      return;
    }
    for (const rule of cssRules) {
      const required = ruleRequires(rule);
      const elements = options.elements.filter((styled) => mayMatch(required, classesOf(styled)));
      if (elements.length > 0) parseCSSRules.call(this, { ...options, elements, cssRules: [rule] });
    }
  };
  prefiltered.prefiltered = true;
  prototype.parseCSSRules = prefiltered;
}

function classesOf({ element }: StyledElement): Set<string> {
  return new Set(element.classList);
}
