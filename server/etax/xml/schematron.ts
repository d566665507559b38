// ETDA's business rules (the v2.0 *_Schematron_2p0.sch) run with node-schematron. ETDA writes
// every rule as an sch:report without an id: the rule's id ('TIV-BuyerTradeParty-006') is the
// first word of its message, so that is where it is read from.
import { readFile } from 'node:fs/promises';
import { Schema } from 'node-schematron';
import type { EtaxMessage } from './message-types';
import { schemaPath } from './schema-files';

export interface SchematronFailure {
  ruleId: string;
  path: string;
  message: string;
}

const RULE_ID = /^([A-Z]{3}-[A-Za-z]+-\d{3})\b/;

const compiled = new Map<string, Promise<Schema>>();

/** Each message's rules are parsed once per process (about 50 ms for the largest). */
function schemaOf(message: EtaxMessage): Promise<Schema> {
  let schema = compiled.get(message.root);
  if (!schema) {
    schema = readFile(schemaPath(message.schematronFile), 'utf8').then((text) => Schema.fromString(text));
    // A failed read must not stay cached: the next call tries again.
    schema.catch(() => compiled.delete(message.root));
    compiled.set(message.root, schema);
  }
  return schema;
}

/** The slimdom node Result.context is: only what a path needs. */
interface ContextNode {
  nodeType: number;
  nodeName: string;
  parentNode: ContextNode | null;
  previousSibling: ContextNode | null;
}

/** '/rsm:X/ram:Y[2]': the rule's context node, as libxml2 writes the path of an XSD failure. */
function pathOf(node: ContextNode): string {
  const steps: string[] = [];
  for (
    let current: ContextNode | null = node;
    current && current.nodeType === 1;
    current = current.parentNode
  ) {
    let position = 1;
    for (let sibling = current.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType === 1 && sibling.nodeName === current.nodeName) position += 1;
    }
    steps.unshift(position > 1 ? `${current.nodeName}[${position}]` : current.nodeName);
  }
  return `/${steps.join('/')}`;
}

export async function runSchematron(message: EtaxMessage, xml: string): Promise<SchematronFailure[]> {
  const schema = await schemaOf(message);
  return schema.validateString(xml).map((result) => {
    const text = (result.message ?? '').replace(/\s+/g, ' ').trim();
    const match = RULE_ID.exec(text);
    return {
      ruleId: result.assertId ?? match?.[1] ?? 'SCHEMATRON',
      path: pathOf(result.context),
      message: text,
    };
  });
}
