// ETDA's business rules (*_Schematron_2p0.sch, *_Schematron_2p1.sch) run on libxml2's XPath 1.0 engine, on the
// document the XSD step has already parsed: ETDA's rules are XPath 1.0, and with no second parse
// and no JS XPath engine a document costs about 0.1 ms instead of 6–15 ms with node-schematron,
// which tests/server/etax-schematron.test.ts keeps as the reference. ETDA writes every rule as an
// sch:report without an id: the rule's id ('TIV-BuyerTradeParty-006') is the first word of its
// message, so that is where it is read from.
import { readFile } from 'node:fs/promises';
import type { XmlDocument, XmlNode } from 'libxml2-wasm';
import { CACHES, Cache } from '../../cache/caches';
import { schematronFileOf, type EtaxVersion } from './etax-versions';
import type { EtaxMessage } from './message-types';
import { nodePath } from './node-path';
import { schemaPath } from './schema-files';
import { compileSchematron, type CompiledPattern, type CompiledRule } from './schematron-rules';

export interface SchematronFailure {
  ruleId: string;
  path: string;
  message: string;
}

const compiled = new Cache<Promise<CompiledPattern[]>>(CACHES.compiledSchemas);

/** Each message's rules are compiled once per process and version; the XPaths live as long as the process. */
function patternsOf(message: EtaxMessage, version: EtaxVersion): Promise<CompiledPattern[]> {
  const file = schemaPath(schematronFileOf(message, version));
  return compiled.keep(file, () => readFile(file).then((bytes) => compileSchematron(bytes, file)));
}

/** Schematron: a node is the context of the first rule of the pattern that matches it, only. */
function ruleOf(node: XmlNode, rules: CompiledRule[], matches: XmlNode[][]): CompiledRule | undefined {
  const index = matches.findIndex((nodes) => nodes.some((match) => match.isSameNode(node)));
  return rules[index];
}

/** The reports of one pattern that fire on a document, in document order of their context nodes. */
export function runPattern(doc: XmlDocument, pattern: CompiledPattern): SchematronFailure[] {
  if (doc.eval(pattern.mayFire) !== true) return [];
  const matches = pattern.rules.map((rule) => doc.find(rule.context));
  const failures: SchematronFailure[] = [];
  for (const node of doc.find(pattern.contexts)) {
    for (const report of ruleOf(node, pattern.rules, matches)?.reports ?? []) {
      if (node.eval(report.test) === true) {
        failures.push({ ruleId: report.ruleId, path: nodePath(node), message: report.message });
      }
    }
  }
  return failures;
}

/** The reports that fire, pattern by pattern, in document order; the document stays the caller's. */
export async function runSchematron(
  message: EtaxMessage,
  version: EtaxVersion,
  doc: XmlDocument,
): Promise<SchematronFailure[]> {
  const patterns = await patternsOf(message, version);
  return patterns.flatMap((pattern) => runPattern(doc, pattern));
}
