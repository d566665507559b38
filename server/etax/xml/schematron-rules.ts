// ETDA's *_Schematron_2p0.sch and _2p1.sch compiled to libxml2 XPath 1.0 expressions, once per
// message type and version. v2.1's files declare queryBinding xslt2 but write XPath 1.0: every
// test must compile as XPath 1.0 here (an XPath 2.0 function would throw), and
// tests/server/etax-schematron.test.ts checks the reports against node-schematron (XPath 3.1).
// ETDA's files use only sch:ns, sch:pattern, sch:rule context=… and sch:report test=… with a
// text message, so that is all this compiler accepts: every other construct (assert, let, value-of,
// abstract rules, phases, includes) throws here rather than being skipped silently when ETDA
// publishes new files.
import { XmlDocument, XmlXPath, type NamespaceMap, type XmlNode } from 'libxml2-wasm';

const SCH = { sch: 'http://purl.oclc.org/dsdl/schematron' };

const UNSUPPORTED = [
  '//*[not(self::sch:schema or self::sch:ns or self::sch:pattern or self::sch:rule or self::sch:report',
  ' or self::sch:title or self::sch:p)]',
  '| //sch:report/* | //sch:rule[@abstract = "true"] | //sch:pattern[@abstract or @is-a]',
  '| /sch:schema[@defaultPhase] | //sch:*/@subject',
  '| /sch:schema/@queryBinding[not(translate(., "XSLTPAH", "xsltpah") = "xslt"',
  ' or translate(., "XSLTPAH", "xsltpah") = "xslt1" or translate(., "XSLTPAH", "xsltpah") = "xslt2"',
  ' or translate(., "XSLTPAH", "xsltpah") = "xpath")]',
].join('');

// v2.1's prepaid rules put the id in parentheses: '(TIV-PrepaidIndicator-010 เอกสารอ้างอิง…)'.
const RULE_ID = /^\(?([A-Z]{3}-[A-Za-z]+-\d{3})\b/;

export interface CompiledReport {
  /** boolean(test), evaluated with the rule's context node as context. */
  test: XmlXPath;
  ruleId: string;
  message: string;
}

export interface CompiledRule {
  /** Every node the rule's context pattern matches, in document order. */
  context: XmlXPath;
  reports: CompiledReport[];
}

export interface CompiledPattern {
  rules: CompiledRule[];
  /** The union of the rules' contexts: every node the pattern may fire on, in document order. */
  contexts: XmlXPath;
  /**
   * False when no report of the pattern can fire: a valid document then costs one evaluation.
   * True only means "look closer": the first-rule-wins check is left to the caller.
   */
  mayFire: XmlXPath;
}

/**
 * Each character of an expression, with `plain` false for quotes, string literals and the
 * brackets in `brackets` (opening and closing), and the bracket depth it stands at.
 */
function* scanExpression(expression: string, brackets: string) {
  let quote = '';
  let depth = 0;
  for (const char of expression) {
    let plain = false;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (brackets.includes(char)) {
      depth += '[('.includes(char) ? 1 : -1;
    } else {
      plain = true;
    }
    yield { char, plain, depth };
  }
}

/** The branches of a union: the expression cut at each '|' outside quotes, brackets and parentheses. */
function unionBranches(expression: string): string[] {
  const branches = [''];
  for (const { char, plain, depth } of scanExpression(expression, '[]()')) {
    if (plain && char === '|' && depth === 0) branches.push('');
    else branches[branches.length - 1] += char;
  }
  return branches.map((branch) => branch.trim());
}

/** The expression with its predicates and string literals removed: the node tests it selects with. */
function withoutPredicates(expression: string): string {
  let out = '';
  for (const { char, plain, depth } of scanExpression(expression, '[]'))
    if (plain && depth === 0) out += char;
  return out;
}

/**
 * An XSLT match pattern as an XPath selecting the nodes it matches: a relative branch ('ram:X',
 * 'rsm:A/rsm:B', 'a[1]', '@id') matches wherever it occurs, i.e. '//' + branch ('//a[1]' keeps
 * the pattern's "first a child of its parent"); '/…' and id(…) are already absolute.
 */
export function matchPatternToXPath(pattern: string): string {
  return unionBranches(pattern)
    .map((branch) => {
      // A rule context is reported by its path; only elements, attributes and the document have one.
      if (/\b(text|comment|node|processing-instruction)\s*\(/.test(withoutPredicates(branch))) {
        throw new Error(
          `Schematron: rule context '${pattern}' may select nodes other than elements or attributes`,
        );
      }
      return /^(\/|id\s*\()/.test(branch) ? branch : `//${branch}`;
    })
    .join(' | ');
}

/** The string value of an XPath 1.0 string expression ('string(@test)') on a .sch node. */
function stringOf(node: XmlNode, expression: string): string {
  const value = node.eval(expression, SCH);
  if (typeof value !== 'string') throw new Error(`Schematron: ${expression} is not a string`);
  return value;
}

function compileXPath(expression: string, namespaces: NamespaceMap): XmlXPath {
  try {
    return XmlXPath.compile(expression, namespaces);
  } catch (error) {
    throw new Error(`Schematron: XPath '${expression}' does not compile`, { cause: error });
  }
}

function compileRule(rule: XmlNode, namespaces: NamespaceMap) {
  const contextXPath = matchPatternToXPath(stringOf(rule, 'string(@context)'));
  const tests: string[] = [];
  const reports = rule.find('sch:report', SCH).map((report): CompiledReport => {
    const test = `boolean(${stringOf(report, 'string(@test)')})`;
    tests.push(test);
    // The message's whitespace is the .sch's indentation, not content.
    const message = stringOf(report, 'string(.)').replace(/\s+/g, ' ').trim();
    const id = stringOf(report, 'string(@id)');
    return {
      test: compileXPath(test, namespaces),
      ruleId: id || RULE_ID.exec(message)?.[1] || 'SCHEMATRON',
      message,
    };
  });
  const compiled: CompiledRule = { context: compileXPath(contextXPath, namespaces), reports };
  // The context nodes on which one of the rule's reports would fire, if this rule is theirs. A
  // test that reads its context position would read the predicate's instead: such a rule's
  // nodes are all looked at closely.
  const positional = tests.some((test) => /\b(position|last)\s*\(/.test(test));
  const firing =
    tests.length === 0 ? undefined : positional ? contextXPath : `(${contextXPath})[${tests.join(' or ')}]`;
  return { compiled, contextXPath, firing };
}

/** The patterns of a .sch file, each rule's context and reports compiled for libxml2. */
export function compileSchematron(bytes: Uint8Array, url: string): CompiledPattern[] {
  const sch = XmlDocument.fromBuffer(bytes, { url });
  try {
    const unsupported = sch.find(UNSUPPORTED, SCH);
    if (unsupported.length > 0) {
      throw new Error(`Schematron ${url}: unsupported ${stringOf(unsupported[0]!, 'name()')}`);
    }
    const namespaces: NamespaceMap = {};
    for (const ns of sch.find('/sch:schema/sch:ns', SCH)) {
      namespaces[stringOf(ns, 'string(@prefix)')] = stringOf(ns, 'string(@uri)');
    }
    return sch.find('/sch:schema/sch:pattern', SCH).map((pattern) => {
      const rules = pattern.find('sch:rule', SCH).map((rule) => compileRule(rule, namespaces));
      const firing = rules.flatMap((rule) => (rule.firing ? [rule.firing] : []));
      return {
        rules: rules.map((rule) => rule.compiled),
        contexts: compileXPath(rules.map((rule) => rule.contextXPath).join(' | ') || '/..', namespaces),
        mayFire: compileXPath(firing.length > 0 ? `boolean(${firing.join(' | ')})` : 'false()', namespaces),
      };
    });
  } finally {
    sch.dispose();
  }
}
